/**
 * The Cache-Control of every kind of response (ADR 0021), so a reverse proxy or CDN in front (deploy/) may
 * keep public pages and files and never anything personal. Pure; scripts/serve.mjs applies it to each
 * answer just before its headers leave. Relative imports only: Node runs this file without a build.
 */

/** How long a proxy in front may answer a public page itself: a change shows within these seconds. */
export const PAGE_SHARED_SECONDS = 5
/** How long after that a proxy may still answer a page while it asks for a fresh one. */
export const PAGE_STALE_SECONDS = 60
const YEAR = 31_536_000

export const CACHE_CONTROL = {
  /** Next.js's built files: their names change with their content. */
  immutable: `public, max-age=${YEAR}, immutable`,
  /** Pictures uploaded in the admin: a replaced picture gets a new file name. */
  media: `public, max-age=${YEAR}`,
  /** Files of public/ (robots, icons): their names do not change. */
  publicFile: 'public, max-age=86400',
  /** Public pages, cached pages and filtered listings alike: the browser asks again each time, a proxy keeps them a few seconds. */
  page: `public, max-age=0, s-maxage=${PAGE_SHARED_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`,
  /** A property's brochure (ADR 0030): like its page, the browser revalidates (ETag), a proxy keeps it a few seconds. */
  brochure: `public, max-age=0, s-maxage=${PAGE_SHARED_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`,
  /** Search suggestions: public and short-lived. */
  suggestions: `public, max-age=0, s-maxage=${PAGE_SHARED_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`,
  /** A listing's map markers (ADR 0031): public values only, as short-lived as the listing page they belong to. */
  listingMap: `public, max-age=0, s-maxage=${PAGE_SHARED_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`,
  /** Anything personal, authenticated, answering a form, or setting a cookie. */
  never: 'private, no-store',
} as const

export type CacheKind = keyof typeof CACHE_CONTROL

export type ResponseFacts = {
  method: string
  /**
   * The path asked for as the router resolves it: routePath() of the request's target (src/domain/route-path.ts),
   * null when it names no route (malformed encoding). Never the raw target: `/nl/%6Cogin/portaal/` is the portal.
   */
  pathname: string | null
  status: number
  contentType: string
  /** The answer sets a cookie. */
  setsCookie: boolean
  /** The request carries a login: the owner's account cookie, Payload's cookie or an Authorization header (personalRequest()). */
  authenticated: boolean
  /** The Cache-Control the app (Next.js, Payload, a route) wrote, if any: its `private` or `no-store` is kept. */
  appCacheControl?: string
  /** A server action (Next-Action header): a form's answer. */
  serverAction: boolean
}

const LOCALE_PAGE = /^\/(nl|fr|en|de)(\/|$)/
/** The owner portal and account pages under the login page (ADR 0028): personal whoever asks. */
const ACCOUNT_PAGE = /^\/(nl|fr|en|de)\/login\/[^/]/

/** A property's brochure, /{locale}/brochure/{id}.pdf (src/shared/brochure-path.ts). */
const BROCHURE_FILE = /^\/(nl|fr|en|de)\/brochure\/\d{1,15}\.pdf$/

/** The owner's session cookie (cookies.ts, accountSession) and staff's (Payload's). */
export const PERSONAL_COOKIES = ['zeedijk-account', 'payload-token'] as const

/**
 * Whether a request is someone's: it carries an Authorization header or one of the login cookies, whatever
 * its value (an expired or forged one too: the answer may still differ from an anonymous one). Its answer is
 * never shared.
 */
export function personalRequest(headers: { cookie?: string | string[]; authorization?: string | string[] }): boolean {
  if (headers.authorization !== undefined && String(headers.authorization) !== '') return true
  const cookie = Array.isArray(headers.cookie) ? headers.cookie.join('; ') : (headers.cookie ?? '')
  const names = cookie.split(';').map((pair) => (pair.split('=', 1)[0] ?? '').trim().toLowerCase())
  return names.some((name) => (PERSONAL_COOKIES as readonly string[]).includes(name))
}

/**
 * What Next.js writes on every page it renders per request (next/dist/server/lib/cache-control.js): no
 * statement about the page, which its path then classifies (a filtered listing is public). Any other
 * `private` or `no-store` the app wrote is its decision and is kept.
 */
export const NEXT_DYNAMIC_DEFAULT = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** Whether the app itself marked the answer as not to be shared (`private` or `no-store`), beyond Next's default. */
export function appMarkedPrivate(value: string | undefined, pathname: string): boolean {
  if (!value) return false
  const directives = value.toLowerCase().split(',').map((part) => part.trim().split('=', 1)[0])
  if (!directives.includes('private') && !directives.includes('no-store')) return false
  if (value.trim().toLowerCase() === NEXT_DYNAMIC_DEFAULT) return !LOCALE_PAGE.test(pathname)
  // Search suggestions' route writes no-store to keep them out of Next's own cache; they are public (ADR 0021).
  if (directives.includes('private')) return true
  return !(pathname === '/api/search')
}

/** The kind of a response, which decides its Cache-Control. */
export function cacheKind(facts: ResponseFacts): CacheKind {
  const { method, pathname, status, contentType } = facts
  if (method !== 'GET' && method !== 'HEAD') return 'never'
  if (facts.setsCookie || facts.serverAction) return 'never'
  // Fail safe: a path that names no route is not clearly public.
  if (pathname === null) return 'never'
  if (pathname.startsWith('/_next/static/')) return status === 200 ? 'immutable' : 'never'
  if (facts.authenticated || pathname === '/admin' || pathname.startsWith('/admin/')) return 'never'
  if (ACCOUNT_PAGE.test(pathname)) return 'never'
  if (appMarkedPrivate(facts.appCacheControl, pathname)) return 'never'
  // A 304 renews what the browser or proxy keeps: it carries the same rule as the 200 it confirms.
  if (BROCHURE_FILE.test(pathname)) return status === 200 || status === 304 ? 'brochure' : 'never'
  if (status !== 200) return 'never'
  if (pathname.startsWith('/api/media/file/')) return contentType.startsWith('image/') ? 'media' : 'never'
  if (pathname === '/api/search' || pathname === '/api/search/') return 'suggestions'
  if (pathname.startsWith('/api/listing-map/')) return contentType.startsWith('application/json') ? 'listingMap' : 'never'
  if (pathname.startsWith('/api/')) return 'never'
  if (LOCALE_PAGE.test(pathname) || pathname === '/sitemap.xml' || pathname === '/robots.txt') return contentType.startsWith('text/') || contentType.includes('xml') ? 'page' : 'never'
  if (!pathname.startsWith('/_next/') && /\.[a-z0-9]+$/i.test(pathname)) return 'publicFile'
  return 'never'
}

export function cacheControlFor(facts: ResponseFacts): string {
  return CACHE_CONTROL[cacheKind(facts)]
}
