/**
 * The security headers every response carries (ADR 0013, ADR 0020): a Content-Security-Policy, HSTS when
 * the public address is https, and the usual hardening headers. Payload's admin, rendered per request
 * anyway, gets a per-request script nonce; the public pages are cached and shared by every visitor, so they
 * cannot carry one and allow the site's own scripts and Next.js's inline bootstrap instead (ADR 0020).
 * Pure: src/proxy.ts supplies the nonce, the path and the public address.
 */

/** Hosts the video and virtual-tour embeds of src/domain/video.ts load in an iframe (frame-src). */
export const EMBED_FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://matterport.com',
  'https://*.matterport.com',
  'https://www.dailymotion.com',
  'https://fast.wistia.net',
] as const

/** Map tiles (src/features/map/leaflet-map.ts). */
const TILE_SOURCES = ['https://tile.openstreetmap.org']
/** Tags loaded after marketing/statistics consent (src/features/consent/CookieConsent.tsx). */
const TAG_SOURCES = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.facebook.com']
/** The scripts those tags are loaded from, named because a policy without a nonce has no 'strict-dynamic'. */
const TAG_SCRIPT_SOURCES = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://connect.facebook.net']
export type PolicyInput = {
  /** A fresh random value per request, base64; null for a page that may be cached (see usesNonce). */
  nonce: string | null
  /** The request path: Payload's admin gets no outside host. */
  pathname: string
  /** Where pictures come from when not from the site (S3_PUBLIC_URL's origin, ADR 0058): the site's own files, admin included. */
  pictureOrigin?: string | null
}

const isAdmin = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/**
 * Whether a response gets a per-request nonce: only Payload's admin, which is rendered for each request
 * anyway. A nonce in a page's HTML would make it uncacheable, or, cached, wrong for every later visitor.
 */
export const usesNonce = (pathname: string): boolean => isAdmin(pathname)

/**
 * Scripts: with a nonce, only those carrying it and what they load ('strict-dynamic'); without one (cached
 * public pages, ADR 0020), the site's own files, Next.js's inline bootstrap ('unsafe-inline': its inline
 * scripts hold each page's data, so no fixed hash can name them) and the consent-gated tag hosts. Styles:
 * 'unsafe-inline', because the inlined stylesheet, style attributes rendered on the server and the admin's
 * style tags have no nonce (ADR 0013). The admin names no outside host at all: it asks nothing of outside
 * services (no Gravatar, its JSON fields without the CDN editor; ADR 0033), and the policy holds it to that.
 */
export function contentSecurityPolicy({ nonce, pathname, pictureOrigin }: PolicyInput): string {
  const outside = <T>(hosts: readonly T[]): T[] => (isAdmin(pathname) ? [] : [...hosts])
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'", ...TAG_SCRIPT_SOURCES]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scripts,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", ...(pictureOrigin ? [pictureOrigin] : []), 'data:', 'blob:', ...outside([...TILE_SOURCES, ...TAG_SOURCES])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...outside(TAG_SOURCES)],
    'media-src': ["'self'", ...outside(['https:'])],
    'frame-src': ["'self'", ...outside([...EMBED_FRAME_SOURCES, 'https://www.googletagmanager.com'])],
    // The ALTCHA widget solves its proof of work in a worker made from a blob; the admin's editor too.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/** Headers for every response, the CSP aside. HSTS only when the site is served over https. */
export function securityHeaders(siteUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'X-Frame-Options': 'SAMEORIGIN',
  }
  if (siteUrl.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
