import { isLocale, type Locale } from './locales'
import { type AppPathname, pathnames } from './pathnames'

export type RouteParams = Record<string, string | number | string[]>

function templateFor(internal: AppPathname, locale: Locale): string {
  const entry = pathnames[internal]
  return typeof entry === 'string' ? entry : entry[locale]
}

/** Public path with trailing slash, e.g. ('/for-sale', 'nl') → '/nl/te-koop/'. */
export function publicPath(internal: AppPathname, locale: Locale, params: RouteParams = {}): string {
  const filled = templateFor(internal, locale).replace(/\[(\.\.\.)?([a-zA-Z]+)\]/g, (_, rest, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`Missing route parameter "${name}" for ${internal}`)
    const parts = Array.isArray(value) ? value : [String(value)]
    if (!rest && parts.length !== 1) throw new Error(`Parameter "${name}" of ${internal} takes one segment`)
    return parts.map((part) => encodeURIComponent(part)).join('/')
  })
  return `/${locale}${filled === '/' ? '' : filled}/`
}

type Compiled = { internal: AppPathname; locale: Locale; regex: RegExp; names: { name: string; rest: boolean }[] }

const compiled: Compiled[] = (Object.keys(pathnames) as AppPathname[]).flatMap((internal) =>
  (['nl', 'fr', 'en', 'de'] as const).map((locale) => {
    const names: Compiled['names'] = []
    const source = templateFor(internal, locale)
      .split('/')
      .map((segment) => {
        const match = /^\[(\.\.\.)?([a-zA-Z]+)\]$/.exec(segment)
        if (!match) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push({ name: match[2]!, rest: Boolean(match[1]) })
        return match[1] ? '(.+)' : '([^/]+)'
      })
      .join('/')
    return { internal, locale, names, regex: new RegExp(`^${source === '/' ? '' : source}/?$`) }
  }),
)

// Static templates first, so '/i-sell/selling-yourself' wins over any dynamic sibling.
compiled.sort((a, b) => a.names.length - b.names.length)

export type ResolvedPath = { locale: Locale; internal: AppPathname; params: RouteParams }

/** The reverse of publicPath: '/fr/a-vendre/' → { locale: 'fr', internal: '/for-sale', params: {} }. */
export function resolvePublicPath(path: string): ResolvedPath | null {
  const [, first, ...rest] = path.split('/')
  if (!isLocale(first)) return null
  const remainder = `/${rest.join('/')}`.replace(/\/+$/, '') || '/'
  for (const route of compiled) {
    if (route.locale !== first) continue
    const match = route.regex.exec(remainder === '/' ? '' : remainder)
    if (!match) continue
    const params: RouteParams = {}
    route.names.forEach(({ name, rest: isRest }, index) => {
      const raw = match[index + 1] ?? ''
      params[name] = isRest ? raw.split('/').map(decodeURIComponent) : decodeURIComponent(raw)
    })
    return { locale: first, internal: route.internal, params }
  }
  return null
}

export function isAppPathname(key: string | null | undefined): key is AppPathname {
  return typeof key === 'string' && key in pathnames
}
