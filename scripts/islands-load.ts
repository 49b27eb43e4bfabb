/**
 * What a phone loads and runs on a page, for issue 22's islands: Chromium with Lighthouse's mobile throttling
 * (4× CPU slowdown through CDP, 150 ms round trip, 1.6 Mbit/s), a Pixel-sized touch screen, a first visit.
 * Per page: the gzip size of every script requested before the load event (first load, as the framework
 * counts a route's), of those requested after it while the visitor does nothing (idle islands), of the
 * scripts loaded once the visitor scrolls to the bottom, TBT (long tasks after the first contentful paint),
 * LCP and CLS. Pages are visited interleaved (run 1 of each, then run 2…) and the medians printed, so compare
 * pages of the same run only (the empty Next.js page of bench/empty-next beside the site's).
 *
 *   npx tsx scripts/islands-load.ts empty=http://127.0.0.1:3602/ home=http://127.0.0.1:3600/nl/ …
 * Environment: RUNS (default 5), CHROMIUM_PATH (default /usr/bin/chromium), SCRIPTS=1 lists each script of
 * the first run with its gzip size.
 */
import { gzipSync } from 'node:zlib'

import { chromium, devices } from '@playwright/test'

const runs = Number(process.env.RUNS ?? 5)
const targets = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=')
  return { name: arg.slice(0, at), url: arg.slice(at + 1) }
})
if (targets.length === 0) throw new Error('Name the pages: name=url …')

type Figures = { firstLoadKb: number; idleKb: number; afterScrollKb: number; tbtMs: number; lcpMs: number; cls: number; scripts: number }

const listed = new Set<string>()
const gzipped = new Map<string, number>()
async function gzipSize(url: string): Promise<number> {
  if (!gzipped.has(url)) gzipped.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length)
  return gzipped.get(url)!
}
const kb = async (urls: Set<string>) => +((await Promise.all([...urls].map(gzipSize))).reduce((a, b) => a + b, 0) / 1024).toFixed(1)

declare global {
  interface Window {
    __islandsLoad: { longTasks: { start: number; duration: number }[]; lcp: number; cls: number }
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })

async function visit(url: string): Promise<Figures> {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 })
  await page.addInitScript(() => {
    const figures = { longTasks: [] as { start: number; duration: number }[], lcp: 0, cls: 0 }
    window.__islandsLoad = figures
    new PerformanceObserver((list) => list.getEntries().forEach((e) => figures.longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true })
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (figures.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        const shift = e as PerformanceEntry & { value: number; hadRecentInput: boolean }
        if (!shift.hadRecentInput) figures.cls += shift.value
      }),
    ).observe({ type: 'layout-shift', buffered: true })
  })
  const scripts = new Set<string>()
  const beforeLoad = new Set<string>()
  let loaded = false
  page.on('load', () => (loaded = true))
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || !request.url().startsWith('http')) return
    scripts.add(request.url())
    if (!loaded) beforeLoad.add(request.url())
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(2000)
  const firstLoad = new Set(beforeLoad)
  const quiet = new Set(scripts)
  const idle = new Set([...quiet].filter((u) => !firstLoad.has(u)))
  const measured = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const { longTasks, lcp, cls } = window.__islandsLoad
    const tbt = longTasks.filter((t) => t.start + t.duration > fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
    return { tbt, lcp, cls }
  })
  // Scrolling to the bottom wakes what waits for the viewport.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  })
  await page.waitForLoadState('networkidle')
  const afterScroll = new Set([...scripts].filter((u) => !quiet.has(u)))
  if (process.env.SCRIPTS && !listed.has(url)) {
    listed.add(url)
    for (const script of scripts) console.log(`  ${firstLoad.has(script) ? 'first load   ' : quiet.has(script) ? 'idle         ' : 'after scroll '} ${((await gzipSize(script)) / 1024).toFixed(1).padStart(6)} kB  ${new URL(script).pathname}`)
  }
  const figures = { firstLoadKb: await kb(firstLoad), idleKb: await kb(idle), afterScrollKb: await kb(afterScroll), tbtMs: Math.round(measured.tbt), lcpMs: Math.round(measured.lcp), cls: +measured.cls.toFixed(3), scripts: firstLoad.size }
  await context.close()
  return figures
}

const all = new Map<string, Figures[]>(targets.map((t) => [t.name, []]))
for (const { url } of targets) await (await fetch(url)).text() // the server's first render is not what is measured
for (let run = 1; run <= runs; run++) {
  for (const { name, url } of targets) {
    const figures = await visit(url)
    all.get(name)!.push(figures)
    console.log(`run ${run} ${name}: ${JSON.stringify(figures)}`)
  }
}
await browser.close()

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
console.log(`\nMedians of ${runs} interleaved runs (4x CPU, 150 ms RTT, 1.6 Mbit/s, Pixel 7):`)
console.log('| page | first-load JS gzip kB | scripts | JS while idle kB | JS after scrolling kB | TBT ms | LCP ms | CLS |')
console.log('|---|---|---|---|---|---|---|---|')
for (const [name, list] of all) {
  const m = (key: keyof Figures) => median(list.map((f) => f[key]))
  console.log(`| ${name} | ${m('firstLoadKb')} | ${m('scripts')} | ${m('idleKb')} | ${m('afterScrollKb')} | ${m('tbtMs')} | ${m('lcpMs')} | ${m('cls')} |`)
}
