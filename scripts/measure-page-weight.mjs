/**
 * One page beside another, interleaved, as a phone sees them: the system Chromium at 412 × 823 with the CPU
 * slowed 4× (CDP Emulation.setCPUThrottlingRate), a fresh profile each run. Per page: the scripts loaded
 * before the load event and in the 3 s after it (gzip level 6 of each body, as a server would send them),
 * blocking time (long tasks' share over 50 ms, from the first paint on), LCP and its element, CLS.
 *
 *   node scripts/measure-page-weight.mjs RUNS URL_A URL_B …
 *
 * Prints one line per run and page, then the medians as JSON. A figure only means something beside the
 * other page of the same run: the machine is shared.
 */
import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright'

const [runsArg, ...urls] = process.argv.slice(2)
const runs = Number(runsArg)
if (!runs || urls.length === 0) throw new Error('usage: node scripts/measure-page-weight.mjs RUNS URL…')

const OBSERVE = () => {
  const seen = { longTasks: [], lcp: null, cls: 0, fcp: null }
  window.__weight = seen
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.longTasks.push([entry.startTime, entry.duration]))).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1)
    seen.lcp = { time: last.startTime, element: last.element ? `${last.element.tagName.toLowerCase()}${last.element.className ? '.' + String(last.element.className).split(' ')[0] : ''} ${last.url ?? ''}` : String(last.url) }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => !entry.hadRecentInput && (seen.cls += entry.value))).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => entry.name === 'first-contentful-paint' && (seen.fcp = entry.startTime))).observe({ type: 'paint', buffered: true })
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.addInitScript(OBSERVE)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const scripts = []
  let loaded = false
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const phase = loaded ? 'after' : 'before'
    const body = await response.body().catch(() => null)
    if (body) scripts.push({ url: new URL(response.url()).pathname, phase, gzip: gzipSync(body, { level: 6 }).length })
  })
  await page.goto(url, { waitUntil: 'load' })
  loaded = true
  await page.waitForTimeout(3000)
  const seen = await page.evaluate(() => window.__weight)
  await context.close()
  const fcp = seen.fcp ?? 0
  const tbt = seen.longTasks.filter(([start]) => start + 50 > fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
  const sum = (phase) => scripts.filter((script) => script.phase === phase).reduce((total, script) => total + script.gzip, 0)
  return { url, jsBefore: sum('before'), jsAfter: sum('after'), scripts: scripts.length, tbt: Math.round(tbt), lcp: Math.round(seen.lcp?.time ?? 0), lcpElement: seen.lcp?.element, cls: Number(seen.cls.toFixed(4)), list: scripts }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
const results = Object.fromEntries(urls.map((url) => [url, []]))
for (let run = 0; run < runs; run++) {
  for (const url of urls) {
    const result = await measure(browser, url)
    results[url].push(result)
    console.log(`run ${run + 1} ${url}: JS ${result.jsBefore} B before load + ${result.jsAfter} B after (${result.scripts} scripts), TBT ${result.tbt} ms, LCP ${result.lcp} ms (${result.lcpElement}), CLS ${result.cls}`)
  }
}
await browser.close()
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const summary = Object.fromEntries(
  Object.entries(results).map(([url, list]) => [url, { jsBefore: median(list.map((r) => r.jsBefore)), jsAfter: median(list.map((r) => r.jsAfter)), tbt: median(list.map((r) => r.tbt)), lcp: median(list.map((r) => r.lcp)), cls: Math.max(...list.map((r) => r.cls)) }]),
)
console.log(JSON.stringify(summary, null, 2))
if (process.env.WEIGHT_SCRIPTS) for (const [url, list] of Object.entries(results)) console.log(url, JSON.stringify(list[0].list, null, 1))
