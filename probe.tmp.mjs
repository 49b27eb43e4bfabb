import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
for (const [w, path] of [[390, '/nl/'], [1440, '/nl/over-ons/']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 800 } })
  await ctx.addCookies([{ name: 'zeedijk_consent', value: encodeURIComponent(JSON.stringify({v:1,necessary:true,analytics_storage:false,ad_storage:false,ad_user_data:false,ad_personalization:false})), url: 'http://localhost:3000' }])
  const page = await ctx.newPage()
  await page.goto('http://localhost:3000' + path)
  const res = await page.evaluate(() => {
    const out = []
    for (const el of document.querySelectorAll('*')) {
      const r = el.getBoundingClientRect()
      if (r.right > window.innerWidth + 1) out.push(`${el.tagName}.${el.className} right=${Math.round(r.right)} w=${Math.round(r.width)}`)
    }
    return { sw: document.documentElement.scrollWidth, iw: window.innerWidth, cw: document.documentElement.clientWidth, out: out.slice(0, 8) }
  })
  console.log(w, JSON.stringify(res, null, 1))
}
await browser.close()
