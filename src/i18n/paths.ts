import { isLocale, type Locale, locales } from './locales'
import { getPathname } from './navigation'
import { type AppPathname, pathnames } from './pathnames'

export type RouteParams = Record<string, string | number | string[]>

type Parameter = { name: string; rest: boolean }
type Segment = { text: string } | Parameter

const isParameter = (segment: Segment): segment is Parameter => 'name' in segment

/** A route's template in one language, read into its segments: '/te-koop/[city]' → '', 'te-koop', {city}. */
function segmentsOf(internal: AppPathname, locale: Locale): Segment[] {
  const entry = pathnames[internal]
  const template = typeof entry === 'string' ? entry : entry[locale]
  return template.split('/').map((segment) => {
    const match = /^\[(\.\.\.)?([a-zA-Z]+)\]$/.exec(segment)
    return match ? { name: match[2]!, rest: Boolean(match[1]) } : { text: segment }
  })
}

type NextIntlHref = Parameters<typeof getPathname>[0]['href']

/**
 * Public path with trailing slash, e.g. ('/for-sale', 'nl') → '/nl/te-koop/'. next-intl's getPathname fills
 * the template and adds the language; this checks the parameters first (next-intl would put '' into a path
 * and reads a catch-all only from an array), encodes each segment as a whole (a '/', '?' or '#' in a slug
 * stays inside its segment) and ends the path with the slash next-intl adds only inside a Next.js build.
 */
export function publicPath(internal: AppPathname, locale: Locale, params: RouteParams = {}): string {
  const filled: Record<string, string | string[]> = {}
  for (const { name, rest } of segmentsOf(internal, locale).filter(isParameter)) {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`Missing route parameter "${name}" for ${internal}`)
    const parts = (Array.isArray(value) ? value : [String(value)]).map((part) => encodeURIComponent(part))
    if (!rest && parts.length !== 1) throw new Error(`Parameter "${name}" of ${internal} takes one segment`)
    filled[name] = rest ? parts : parts[0]!
  }
  const path = getPathname({ locale, href: { pathname: internal, params: filled } as NextIntlHref })
  return path.endsWith('/') ? path : `${path}/`
}

type Compiled = { internal: AppPathname; locale: Locale; regex: RegExp; names: Parameter[] }

const compiled: Compiled[] = (Object.keys(pathnames) as AppPathname[]).flatMap((internal) =>
  locales.map((locale) => {
    const segments = segmentsOf(internal, locale)
    const source = segments
      .map((segment) => {
        if (isParameter(segment)) return segment.rest ? '(.+)' : '([^/]+)'
        return segment.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      })
      .join('/')
    const names = segments.filter(isParameter)
    return { internal, locale, names, regex: new RegExp(`^${source === '/' ? '' : source}/?$`) }
  }),
)

// Static templates first, so '/i-sell/selling-yourself' wins over any dynamic sibling.
compiled.sort((a, b) => a.names.length - b.names.length)

export type ResolvedPath = { locale: Locale; internal: AppPathname; params: RouteParams }

/** The reverse of publicPath (next-intl has none outside its middleware): '/fr/a-vendre/' → { locale: 'fr', internal: '/for-sale', params: {} }. */
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
