/**
 * Whether a beacon was sent by one of the site's own pages (ADR 0041): any other site's page can make a
 * visitor's browser post to /api/visits/, so a post counts only when the browser says it came from here.
 * Browsers send `Sec-Fetch-Site` (trusted first: a page cannot set it) and `Origin` with every POST; a
 * request with neither is not a browser's beacon. The origin is ours when its host is the host the request
 * was sent to (what the browser put in `Host`, or what our proxy forwarded) or the site's configured URL.
 */
export function isSameOriginBeacon(input: { secFetchSite?: string | null; origin?: string | null; hosts: readonly (string | null | undefined)[]; siteUrl?: string | null }): boolean {
  const site = input.secFetchSite?.trim().toLowerCase()
  if (site) return site === 'same-origin'
  const origin = input.origin?.trim()
  if (!origin || origin === 'null') return false
  let host: string
  try {
    const url = new URL(origin)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
    host = url.host.toLowerCase()
  } catch {
    return false
  }
  const own = new Set(input.hosts.flatMap((value) => (value ? value.split(',').map((one) => one.trim().toLowerCase()) : [])))
  if (input.siteUrl) {
    try {
      own.add(new URL(input.siteUrl).host.toLowerCase())
    } catch {
      // a bad SITE_URL is refused at start (env.ts); nothing to add
    }
  }
  return own.has(host)
}
