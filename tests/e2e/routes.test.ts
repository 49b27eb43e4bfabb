import { expect, test } from './fixtures'

import { publicPath } from '../../src/i18n/paths'
import { staticPathnames } from '../../src/i18n/pathnames'
import { LOCALES } from './helpers'

/** Personal pages send a visitor without a session to the login page (their own journeys test them). */
const PERSONAL = new Set<string>(['/login/portal', '/login/search-profile'])

test.describe('every page route of SPEC §2.1 answers in each language', () => {
  for (const locale of LOCALES) {
    test(`static pages in ${locale}`, async ({ request }) => {
      for (const route of staticPathnames.filter((path) => !PERSONAL.has(path))) {
        const path = publicPath(route, locale)
        const response = await request.get(path, { maxRedirects: 0 })
        expect(response.status(), path).toBe(200)
        const html = await response.text()
        expect(html, `${path} declares its language`).toContain(`<html lang="${locale}"`)
        expect(html, `${path} has a canonical link`).toMatch(/<link rel="canonical" href="[^"]+"/)
        expect((html.match(/<link rel="alternate" hrefLang=/gi) ?? []).length, `${path} hreflang links`).toBeGreaterThanOrEqual(4)
        expect(html, `${path} Open Graph title`).toMatch(/<meta property="og:title" content="[^"]+"/)
        expect(html, `${path} Open Graph locale`).toMatch(/<meta property="og:locale" content="(nl_BE|fr_BE|en_GB|de_DE)"/)
        expect(html, `${path} Twitter card`).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"/)
        expect(html, `${path} description`).toMatch(/<meta name="description" content="[^"]{20,}"/)
      }
    })
  }

  test('articles, testimonials, properties, projects and project units answer in every language', async ({ page, request }) => {
    const hrefs: string[] = []
    for (const [list, link] of [
      ['/nl/blog/', '.card__title a'],
      ['/nl/te-koop/', '.property-card .card__title a'],
      ['/nl/te-huur/', '.property-card .card__title a'],
      ['/nl/ik-verkoop/', '.slider a'],
      ['/nl/projecten/', '.card__title a'],
    ] as const) {
      await page.goto(list)
      const href = await page.locator(link).first().getAttribute('href')
      expect(href, `a link on ${list}`).toBeTruthy()
      hrefs.push(href!)
    }
    expect(hrefs[3]).toMatch(/^\/nl\/getuigenissen\/[^/]+\/$/)
    // A unit is listed on its project page.
    await page.goto(hrefs[4]!)
    const unit = await page.locator('.price-list tbody a').first().getAttribute('href')
    expect(unit).toMatch(/^\/nl\/projecten\/[^/]+\/[^/]+\/\d+\/[^/]+\/\d+\/$/)
    hrefs.push(unit!)
    for (const href of hrefs) {
      const response = await request.get(href, { maxRedirects: 0 })
      expect(response.status(), href).toBe(200)
      const alternates = [...(await response.text()).matchAll(/<link rel="alternate" hrefLang="(nl-BE|fr-BE|en|de)" href="([^"]+)"/g)]
      expect(alternates.map((m) => m[1]).sort(), `hreflang of ${href}`).toEqual(['de', 'en', 'fr-BE', 'nl-BE'])
      for (const [, , url] of alternates) {
        const translated = await request.get(new URL(url!).pathname, { maxRedirects: 0 })
        expect(translated.status(), url).toBe(200)
      }
    }
  })

  test('the privacy and cookie pages also answer at /{lang}/privacy-statement/ and /{lang}/cookie-policy/', async ({ request }) => {
    for (const locale of LOCALES) {
      for (const slug of ['privacy-statement', 'cookie-policy']) {
        const response = await request.get(`/${locale}/${slug}/`)
        expect(response.status(), `/${locale}/${slug}/`).toBe(200)
        expect(await response.text()).toContain(`<html lang="${locale}"`)
      }
    }
  })
})
