/**
 * What JavaScript a page makes a phone load, for `npm run bench:pages`: the scripts its HTML references, and
 * what a browser loads without any interaction (until the network is idle), once with the router's prefetch
 * requests blocked and once without. Sizes are each file's body compressed with gzip level 9 here, as Next's
 * build output counted a route's first load (gzip-size); the server's own compression does not matter.
 */
import { gzipSync } from 'node:zlib'

import type { Browser } from 'playwright'

import { countScripts, htmlScripts, type PageScripts, scriptKey } from './pages-figures'

const sizes = new Map<string, number>()

async function gzipSize(url: string): Promise<number> {
  const known = sizes.get(url)
  if (known !== undefined) return known
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
  sizes.set(url, size)
  return size
}

/** A request the App Router makes to prefetch a link's route (RSC payload), never made by a first load. */
function isRouterPrefetch(headers: Record<string, string>): boolean {
  return headers['next-router-prefetch'] !== undefined || headers['next-router-segment-prefetch'] !== undefined
}

/** The scripts one load of `url` fetched, on a phone-sized page without interaction. */
async function loadedScripts(browser: Browser, url: string, blockPrefetch: boolean): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const scripts = new Set<string>()
    if (blockPrefetch) await page.route('**/*', (route) => (isRouterPrefetch(route.request().headers()) ? route.abort() : route.fallback()))
    page.on('response', (response) => {
      const request = response.request()
      const type = response.headers()['content-type'] ?? ''
      if (request.resourceType() === 'script' || /javascript/.test(type) || new URL(request.url()).pathname.endsWith('.js')) scripts.add(scriptKey(request.url()))
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // Islands that wake when the browser is idle, and prefetches the router schedules after hydration.
    await page.waitForTimeout(2000)
    await page.waitForLoadState('networkidle')
    return [...scripts]
  } finally {
    await context.close()
  }
}

/** Every script counted so far with its gzip size, for the record (bench-results/pages.json). */
export const scriptSizes = (): Record<string, number> => Object.fromEntries([...sizes].sort(([a], [b]) => a.localeCompare(b)))

/** The page's scripts: first load (HTML and what loads without interaction) and what prefetching adds. */
export async function pageScripts(browser: Browser, url: string): Promise<PageScripts> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const html = htmlScripts(await response.text(), url)
  const withoutPrefetch = await loadedScripts(browser, url, true)
  const withPrefetch = await loadedScripts(browser, url, false)
  const all = [...new Set([...html, ...withoutPrefetch, ...withPrefetch])]
  await Promise.all(all.map(gzipSize))
  return countScripts({ html, withoutPrefetch, withPrefetch }, (script) => sizes.get(script) ?? 0)
}
