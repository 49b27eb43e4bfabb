import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
for (const [path, out, width, full] of [['/nl/te-koop/?city=Oostende%7C8400', 'listing', 1440, false], ['/nl/te-koop/?city=Oostende%7C8400', 'listing', 390, false], ['/property/4000101/', 'detail', 1440, true], ['/property/4000101/', 'detail', 390, false]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  await ctx.addCookies([{ name: 'zeedijk_consent', value: encodeURIComponent(JSON.stringify({v:1,necessary:true,analytics_storage:false,ad_storage:false,ad_user_data:false,ad_personalization:false})), url: 'http://localhost:3000' }])
  const page = await ctx.newPage()
  await page.goto('http://localhost:3000' + path, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `/tmp/shots/${out}-${width}.png`, fullPage: full })
  await ctx.close()
}
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } })
await ctx.addCookies([{ name: 'zeedijk_consent', value: encodeURIComponent(JSON.stringify({v:1,necessary:true,analytics_storage:false,ad_storage:false,ad_user_data:false,ad_personalization:false})), url: 'http://localhost:3000' }])
const page = await ctx.newPage()
await page.goto('http://localhost:3000/nl/', { waitUntil: 'networkidle' })
await page.getByRole('combobox').fill('oost')
await page.waitForTimeout(800)
await page.screenshot({ path: '/tmp/shots/search-1440.png' })
await browser.close()
