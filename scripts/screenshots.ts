/**
 * Screenshots of the pages a visitor judges the agency by (issue 23 "Done when"): home, listing, a property, a
 * project, the valuation page, the seller page and the owner portal, at 390 and 1440 px, in Dutch and German,
 * against a running site (`npm start`), full pages as PNG in a folder to look at. With `--readme` it also
 * writes the README's pictures (docs/screenshots/*.webp, the top of a page as a visitor first sees it).
 *
 *   SCREENSHOT_BASE=http://localhost:3000 npx tsx scripts/screenshots.ts [--readme] [out-folder]
 *
 * The demo owner's password is the demo's (src/server/seed/owners.ts); the cookie question is answered first,
 * as a returning visitor, so the dialog never hides the page.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

import { chromium, type Page } from 'playwright-core'
import sharp from 'sharp'

import { CONSENT_COOKIE, consentFor, serializeConsent } from '../src/domain/consent'
import { publicPath } from '../src/i18n/paths'

const base = process.env.SCREENSHOT_BASE ?? 'http://localhost:3000'
const args = process.argv.slice(2)
const readme = args.includes('--readme')
const out = args.find((arg) => !arg.startsWith('--')) ?? 'test-results/look'
const LOCALES = ['nl', 'de'] as const
const WIDTHS = [390, 1440] as const
const OWNER = { email: 'an.peeters@example.be', password: 'Strandcabine-2026' }

type Locale = (typeof LOCALES)[number]

/** The first link a listing page offers to a detail page (a property or a project). */
async function firstDetail(page: Page, listing: string, selector: string): Promise<string> {
  await page.goto(base + listing)
  const href = await page.locator(selector).first().getAttribute('href')
  if (!href) throw new Error(`No detail link on ${listing}`)
  return href
}

/** Scrolls the whole page once, as a visitor would, so lazy pictures and islands load before a full-page picture. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 120))
    }
    // No named helper inside: tsx would wrap it in a __name call that the page does not know.
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true })
              image.addEventListener('error', resolve, { once: true })
              setTimeout(resolve, 3000)
            }),
      ),
    )
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}

async function logIn(page: Page, locale: Locale) {
  await page.goto(base + publicPath('/login', locale))
  const form = page.locator('#login-form')
  await form.locator('input[type=email]').fill(OWNER.email)
  await form.locator('input[type=password]').fill(OWNER.password)
  await form.locator('button[type=submit]').click()
  await page.waitForURL((url) => url.pathname.startsWith(publicPath('/login/portal', locale)))
}

/** README pictures: which page, language and width, and the name the README uses. */
const README_PICTURES = [
  ['home', 'nl', 1440],
  ['property', 'nl', 1440],
  ['listing', 'de', 1440],
  ['property', 'nl', 390],
  ['home', 'de', 390],
] as const

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' })
await mkdir(out, { recursive: true })
const taken: string[] = []
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 })
    await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(consentFor('none')), url: base }])
    const page = await context.newPage()
    for (const locale of LOCALES) {
      const pages: Array<[string, string]> = [
        ['home', `/${locale}/`],
        ['listing', publicPath('/for-sale', locale)],
        ['property', await firstDetail(page, publicPath('/for-sale', locale), 'a.card__link, .card__title a')],
        ['project', await firstDetail(page, publicPath('/projects', locale), 'a.card__link, .card__title a')],
        ['valuation', publicPath('/free-valuation', locale)],
        ['i-sell', publicPath('/i-sell', locale)],
      ]
      for (const [name, pagePath] of pages) {
        await page.goto(base + pagePath, { waitUntil: 'networkidle' })
        await scrollThrough(page)
        const file = path.join(out, `${name}-${locale}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        taken.push(file)
        if (readme && README_PICTURES.some(([n, l, w]) => n === name && l === locale && w === width)) {
          const top = await page.screenshot({ fullPage: false })
          await sharp(top).webp({ quality: 72 }).toFile(`docs/screenshots/${name}-${locale}-${width}.webp`)
        }
      }
      await logIn(page, locale)
      await page.waitForLoadState('networkidle')
      await scrollThrough(page)
      const portalHome = path.join(out, `portal-${locale}-${width}.png`)
      await page.screenshot({ path: portalHome, fullPage: true })
      const property = page.locator('main a[href*="/portal/"]').first()
      if ((await property.count()) > 0) {
        await property.click()
        await page.waitForLoadState('networkidle')
        await scrollThrough(page)
        await page.screenshot({ path: path.join(out, `portal-property-${locale}-${width}.png`), fullPage: true })
      }
      taken.push(portalHome)
      await context.clearCookies()
      await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(consentFor('none')), url: base }])
    }
    await context.close()
  }
} finally {
  await browser.close()
}
console.log(`${taken.length} screenshots in ${out}${readme ? '; README pictures in docs/screenshots' : ''}`)
