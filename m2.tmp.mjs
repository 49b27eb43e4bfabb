import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
await page.goto('http://localhost:3500/nl/te-koop/')
console.log(JSON.stringify(await page.locator('.property-card').evaluateAll((nodes) => nodes.map((c) => { const f = c.querySelector('.card__facts'); const r = f.getBoundingClientRect(); return [Math.round(c.getBoundingClientRect().top), Math.round(r.top), Math.round(r.height), f.textContent] }))))
await browser.close()
