/**
 * What the metrics call a request (ADR 0057): a few kinds, never the path itself, so the number of time
 * series stays small whatever visitors ask for. Pure, no imports: scripts/request-metrics.mjs runs this file
 * without a build.
 */
export const ROUTE_KINDS = ['page', 'api', 'admin', 'asset', 'other'] as const
export type RouteKind = (typeof ROUTE_KINDS)[number]

/** Files: Next's bundles and images, Payload's uploaded files, and anything named like a file (icons, robots.txt, sitemap.xml). */
const ASSET = /^\/(_next\/|api\/[\w-]+\/file\/)|\.[a-z0-9]{2,12}$/

/** `pathname`: the path as src/domain/route-path.ts spells it (lower case, no trailing slash), or null when it names no route. */
export function routeKind(pathname: string | null): RouteKind {
  if (pathname === null) return 'other'
  if (ASSET.test(pathname)) return 'asset'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api'
  return 'page'
}

export const PAGE_CACHE_RESULTS = ['hit', 'miss', 'stale'] as const
export type PageCacheResult = (typeof PAGE_CACHE_RESULTS)[number]

/**
 * How Next's page cache answered, from the `x-nextjs-cache` header it sets on a cached route's response
 * (HIT, STALE, MISS; REVALIDATED after an on-demand revalidation counts as a miss); null for a response
 * that did not go through the page cache (dynamic pages, API, files).
 */
export function pageCacheResult(header: unknown): PageCacheResult | null {
  const value = String(Array.isArray(header) ? header[0] : (header ?? '')).toUpperCase()
  if (value === 'HIT') return 'hit'
  if (value === 'STALE') return 'stale'
  if (value === 'MISS' || value === 'REVALIDATED') return 'miss'
  return null
}
