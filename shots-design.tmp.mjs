// Screenshots of the main pages at 390 and 1440 px in nl and de: node /tmp/d/shots.mjs BASE OUTDIR [names]
import { chromium } from '@playwright/test'
const [base, out, only] = process.argv.slice(2)
const wanted = only ? only.split(',') : null
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const paths = {
  nl: { home: '/nl/', listing: '/nl/te-koop/', property: '/property/4000101/', unit: '/property/4000131/', project: null, valuation: '/nl/gratis-schatting/', portal: '/nl/login/portaal/' },
  de: { home: '/de/', listing: '/de/zu-verkaufen/', property: '/de/property/4000101/', unit: null, project: null, valuation: '/de/kostenlose-bewertung/', portal: '/de/login/portal/' },
}
const account = { nl: ['E-mailadres', 'Wachtwoord', 'Aanmelden'], de: ['E-Mail-Adresse', 'Passwort', 'Anmelden'] }
for (const locale of ['nl', 'de']) {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } })
    const page = await context.newPage()
    for (const [name, path0] of Object.entries(paths[locale])) {
      if (wanted && !wanted.includes(name)) continue
      let path = path0
      if (name === 'project') {
        await page.goto(base + (locale === 'nl' ? '/nl/projecten/' : '/de/projekte/'))
        path = await page.locator('.card__title a, .project-card a').first().getAttribute('href')
      }
      if (!path) continue
      if (name === 'portal') {
        await page.goto(base + `/${locale}/login/`)
        const form = page.locator('#login-form')
        await form.getByLabel(account[locale][0], { exact: true }).fill('an.peeters@example.be')
        await form.getByLabel(account[locale][1], { exact: true }).fill('Strandcabine-2026')
        await form.getByRole('button', { name: account[locale][2] }).click()
        await page.waitForURL(/portal|portaal/, { timeout: 20000 }).catch(() => {})
      } else {
        await page.goto(base + path)
      }
      // Answer the cookie question if asked.
      const decline = page.getByRole('button', { name: /^(Alles weigeren|Alle ablehnen)$/ })
      if (await decline.isVisible().catch(() => false)) await decline.click().catch(() => {})
      await page.waitForTimeout(200)
      await page.evaluate(() => document.fonts.ready)
      await page.waitForTimeout(400)
      await page.screenshot({ path: `${out}/${name}-${locale}-${width}.png`, fullPage: true })
      console.log('shot', name, locale, width, page.url())
    }
    await context.close()
  }
}
await browser.close()
