import { isLocale, type Locale, locales } from './locales'
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

/**
 * Public path with trailing slash, e.g. ('/for-sale', 'nl') → '/nl/te-koop/': the language, then the route's
 * template in that language with its parameters filled, as next-intl's getPathname does (paths.test.ts
 * compares the two for every route). Not getPathname itself: importing next-intl's navigation makes its Link
 * a client module of every page that builds a path, and its code (with next/link) part of each page's first
 * load (issue 22). The parameters are checked (never '' in a path, a catch-all only from an array), each
 * segment is encoded as a whole (a '/', '?' or '#' in a slug stays inside its segment) and the path ends
 * with the slash of trailingSlash.
 */
export function publicPath(internal: AppPathname, locale: Locale, params: RouteParams = {}): string {
  const segments = segmentsOf(internal, locale).map((segment) => {
    if (!isParameter(segment)) return segment.text
    const value = params[segment.name]
    if (value === undefined || value === '') throw new Error(`Missing route parameter "${segment.name}" for ${internal}`)
    const parts = (Array.isArray(value) ? value : [String(value)]).map((part) => encodeURIComponent(part))
    if (!segment.rest && parts.length !== 1) throw new Error(`Parameter "${segment.name}" of ${internal} takes one segment`)
    return parts.join('/')
  })
  const path = `/${locale}${segments.join('/')}`
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
