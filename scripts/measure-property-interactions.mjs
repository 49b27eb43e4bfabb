/**
 * The property page's interactions on a throttled phone (system Chromium, 412 × 823, touch, CPU 4× slower
 * through CDP), each in a fresh page: the longest Event Timing entry of the interaction (what INP counts).
 *
 *   node scripts/measure-property-interactions.mjs RUNS URL
 *
 * The gallery's swipe is the browser's own scrolling (scroll snapping, no script): a scroll is no
 * interaction for INP, so the figure given is the tap that opens the second photo's lightbox.
 */
import { chromium } from 'playwright'

const [runsArg, url] = process.argv.slice(2)
const runs = Number(runsArg)
if (!runs || !url) throw new Error('usage: node scripts/measure-property-interactions.mjs RUNS URL')

const OBSERVE = () => {
  window.__events = []
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => entry.interactionId && window.__events.push([entry.name, Math.round(entry.duration)]))).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

/** A returning visitor who declined every cookie (the consent dialog would cover the page): src/domain/consent.ts's cookie. */
const CONSENT = { name: 'zeedijk_consent', value: encodeURIComponent(JSON.stringify({ v: 1, necessary: true, analytics_storage: false, ad_storage: false, ad_user_data: false, ad_personalization: false })) }

const INTERACTIONS = {
  'open the visit form': async (page) => {
    const summary = page.locator('details#visit-request summary')
    await summary.scrollIntoViewIfNeeded()
    await page.waitForTimeout(1500)
    await summary.tap()
  },
  'change the loan': async (page) => {
    const loan = page.locator('[data-testid="buyer-costs"] input[name="loan"]')
    await loan.scrollIntoViewIfNeeded()
    // Near the screen the calculator wakes; the figure is for typing once it is live.
    await page.locator('[data-island="cost-calculator"][data-island-awake]').waitFor()
    await loan.tap()
    await page.waitForTimeout(300)
    await page.keyboard.type('2', { delay: 50 })
  },
  'toggle a favourite': async (page) => {
    const heart = page.locator('.panel--actions .favourite-toggle')
    await heart.scrollIntoViewIfNeeded()
    await page.waitForTimeout(1500)
    await heart.tap()
  },
  'tap a photo (lightbox)': async (page) => {
    await page.locator('.gallery a[data-gallery-index="1"]').tap()
    await page.getByRole('dialog').waitFor()
  },
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
const results = Object.fromEntries(Object.keys(INTERACTIONS).map((name) => [name, []]))
for (let run = 0; run < runs; run++) {
  for (const [name, act] of Object.entries(INTERACTIONS)) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    await context.addCookies([{ ...CONSENT, url }])
    const page = await context.newPage()
    await page.addInitScript(OBSERVE)
    await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204 }))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(1000)
    await act(page)
    await page.waitForTimeout(1000)
    const events = await page.evaluate(() => window.__events)
    const longest = Math.max(0, ...events.map(([, duration]) => duration))
    results[name].push(longest)
    console.log(`run ${run + 1} ${name}: ${longest} ms ${JSON.stringify(events)}`)
    await context.close()
  }
}
await browser.close()
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(JSON.stringify(Object.fromEntries(Object.entries(results).map(([name, list]) => [name, { median: median(list), max: Math.max(...list) }])), null, 2))
