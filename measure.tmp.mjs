import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const width of [1280, 1366, 1440]) for (const l of ['nl', 'fr', 'en', 'de']) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(`http://localhost:3501/${l}/`)
  const m = await page.evaluate(() => {
    const inner = document.querySelector('.appbar__inner').getBoundingClientRect()
    const cs = getComputedStyle(document.querySelector('.appbar__inner'))
    const list = document.querySelector('.main-nav__list')
    const items = [...list.children].map((li) => li.getBoundingClientRect())
    const logo = document.querySelector('.appbar .logo').getBoundingClientRect()
    return { innerRight: Math.round(inner.right - parseFloat(cs.paddingRight)), navLeft: Math.round(items[0].left), navRight: Math.round(items.at(-1).right), navWidth: Math.round(items.at(-1).right - items[0].left), logoRight: Math.round(logo.right) }
  })
  console.log(width, l, JSON.stringify(m), m.navRight > m.innerRight ? 'OVERFLOW ' + (m.navRight - m.innerRight) : 'ok')
  await page.close()
}
await browser.close()
