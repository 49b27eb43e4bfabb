import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const block of [false, true]) for (const path of ['/nl/', '/de/zu-verkaufen/', '/property/4000101/']) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addCookies([{ name: 'zeedijk_consent', value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })), url: 'http://localhost:3500' }])
  const page = await context.newPage()
  if (block) await page.route(/\.woff2$/, (route) => route.abort())
  await page.addInitScript(() => {
    window.__shifts = []
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources || []).map((s) => (s.node ? (s.node.className || s.node.nodeName) + ' ' + JSON.stringify(s.previousRect) + '→' + JSON.stringify(s.currentRect) : '?')) }) }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('http://localhost:3500' + path)
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(800)
  console.log(block ? 'NO-FONT' : 'FONT', path, JSON.stringify(await page.evaluate(() => window.__shifts)))
  await context.close()
}
await browser.close()
