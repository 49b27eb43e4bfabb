import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'

import { isNewListing } from '../../src/domain/offer'
import { similarPriceRange } from '../../src/domain/similar'
import { propertyPath } from '../../src/shared/catalogue-paths'
import { publicPath } from '../../src/i18n/paths'
import type { Locale } from '../../src/i18n/locales'
import type { Property } from '../../src/payload-types'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'

/**
 * ADR 0037, "trust what they see": listings hide sold and rented properties unless asked, 'new' means listed
 * in the last 14 days, similar properties are alike and still on offer, a sold property's page leads to
 * similar ones and to the free valuation, and a thank-you page leads back to the property the form was about.
 */
const MESSAGES = { nl, fr, en, de } as const
type Feed = { Properties: { ID: number; Status?: number; Goal: number | string; CountryID?: number; City?: string }[] }
const feed = JSON.parse(readFileSync(path.join(process.cwd(), 'content/demo/feed.json'), 'utf8')) as Feed
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const SHOTS = 'test-results/screenshots'

/** Published properties as the public API gives them (public values only), every page of them. */
async function publicProperties(request: APIRequestContext, where: string, locale: Locale = 'nl'): Promise<Property[]> {
  const all: Property[] = []
  for (let number = 1; ; number++) {
    const batch = await (await request.get(`/api/properties/?${where}&depth=1&limit=50&page=${number}&locale=${locale}`)).json()
    all.push(...batch.docs)
    if (!batch.hasNextPage) return all
  }
}


async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

test.describe('listings leave sold and rented properties out unless asked', () => {
  test('Dutch: Oostende for sale shows what is on offer, and the sold ones with the box ticked', async ({ page }) => {
    await page.goto('/nl/te-koop/?city=Oostende%7C8400')
    await expect(page.locator('.listing__summary')).toHaveText('32 panden · Pagina 1 van 3')
    await expect(page.locator('.property-card .badge--sold')).toHaveCount(0)
    const box = page.getByRole('checkbox', { name: nl.listing.withDone })
    await expect(box).not.toBeChecked()
    await box.check()
    await page.getByRole('button', { name: nl.listing.apply }).click()
    // The results open at their count (#results, ADR 0036).
    await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Oostende%7C8400&sold=1#results$/)
    await expect(page.locator('.listing__summary')).toHaveText('37 panden · Pagina 1 van 4')
    await expect(page.getByRole('checkbox', { name: nl.listing.withDone })).toBeChecked()
    // The sold ones are listed by listing date among the others: every page together holds all five.
    let sold = 0
    for (let number = 1; number <= 4; number++) {
      await page.goto(`/nl/te-koop/?city=Oostende%7C8400&sold=1&page=${number}`)
      sold += await page.locator('.property-card .badge--sold').count()
    }
    expect(sold).toBe(5)
    // The reset link leads back to the cached, unfiltered listing.
    await expect(page.getByRole('link', { name: nl.listing.reset })).toHaveAttribute('href', '/nl/te-koop/')
  })

  test('the map of a listing follows the same filter', async ({ request }) => {
    const rented = new Set((await publicProperties(request, 'where[goal][equals]=rent&where[availability][equals]=rented')).map((property) => property.id))
    expect(rented.size).toBeGreaterThan(0)
    const plain = await (await request.get('/api/listing-map/fr/rent/')).json()
    const all = await (await request.get('/api/listing-map/fr/rent/?sold=1')).json()
    expect(plain.markers.filter((marker: { id: number }) => rented.has(marker.id))).toEqual([])
    expect(all.markers.some((marker: { id: number }) => rented.has(marker.id))).toBe(true)
    expect(all.total).toBeGreaterThan(plain.total)
  })

  test('the home totals and the search dropdown count what the listings show', async ({ page }) => {
    await page.goto('/fr/a-louer/')
    const summary = (await page.locator('.listing__summary').textContent())!
    const total = Number(/^(\d+)/.exec(summary)![1])
    const rented = (await publicProperties(page.request, 'where[goal][equals]=rent&where[countryId][equals]=10')).filter((property) => property.availability !== 'available').length
    const everything = (await publicProperties(page.request, 'where[goal][equals]=rent&where[countryId][equals]=10')).length
    expect(rented).toBeGreaterThan(0)
    expect(total).toBe(everything - rented)
    await page.goto('/fr/a-louer/?sold=1')
    await expect(page.locator('.listing__summary')).toHaveText(new RegExp(`^${everything} biens`))
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('French: the "also sold/rented" box is a plain GET filter', async ({ page }) => {
    await page.goto('/fr/a-louer/')
    await page.getByRole('checkbox', { name: fr.listing.withDone }).check()
    await page.getByRole('button', { name: fr.listing.apply }).click()
    // Every field of the form is sent without JavaScript; the box arrives as sold=1.
    await expect(page).toHaveURL(/[?&]sold=1(&|#|$)/)
    await expect(page.getByRole('checkbox', { name: fr.listing.withDone })).toBeChecked()
    await expect(page.locator('.property-card .badge--rented').first()).toBeVisible()
    await shoot(page, 'trust-listing-with-done')
  })
})

test.describe("'new' means listed in the last 14 days", () => {
  for (const [locale, listing, where] of [
    ['nl', '/for-sale', 'where[goal][equals]=sale&where[countryId][equals]=10&where[availability][equals]=available'],
    ['en', '/for-rent', 'where[goal][equals]=rent&where[countryId][equals]=10&where[availability][equals]=available'],
  ] as const) {
    test(`${locale}: the first page of ${listing} calls new exactly the properties listed in the last 14 days`, async ({ page }) => {
      await page.goto(publicPath(listing, locale))
      const properties = await publicProperties(page.request, where, locale)
      const byPath = new Map(properties.map((property) => [propertyPath(property, locale), property]))
      const cards = page.locator('.property-card')
      const count = await cards.count()
      expect(count).toBeGreaterThan(0)
      let newOnes = 0
      for (let index = 0; index < count; index++) {
        const card = cards.nth(index)
        const property = byPath.get((await card.locator('.card__title a').getAttribute('href'))!)
        expect(property).toBeDefined()
        const expected = isNewListing(property!.listedAt, Date.now()) && property!.marquee !== 4
        await expect(card.getByText(MESSAGES[locale].listing.new, { exact: true })).toHaveCount(expected ? 1 : 0)
        newOnes += expected ? 1 : 0
      }
      // The CRM's "new" marquee is on many properties; the date rule calls few of them new.
      expect(newOnes).toBeLessThan(count)
    })
  }

  test('the demo has a realistic few new properties, not most of the catalogue', async ({ request }) => {
    const available = await publicProperties(request, 'where[availability][equals]=available')
    const newOnes = available.filter((property) => isNewListing(property.listedAt, Date.now()))
    expect(newOnes.length).toBeGreaterThan(0)
    expect(newOnes.length).toBeLessThanOrEqual(6)
  })
})

test.describe('similar properties', () => {
  for (const [locale, where] of [
    ['nl', 'where[goal][equals]=sale&where[availability][equals]=available&where[publishPrice][equals]=true&where[countryId][equals]=10'],
    ['en', 'where[goal][equals]=rent&where[availability][equals]=available&where[publishPrice][equals]=true&where[countryId][equals]=10'],
  ] as const) {
    test(`${locale}: a property page offers properties still on offer, of its goal and country, within 25 % of its price`, async ({ page }) => {
      const properties = await publicProperties(page.request, where, locale)
      const subject = properties.find((property) => property.city === 'Oostende' && !property.project)!
      expect(subject).toBeDefined()
      await page.goto(propertyPath(subject, locale))
      const similar = page.locator('#similar')
      await expect(similar.getByRole('heading', { name: MESSAGES[locale].detail.similar })).toBeVisible()
      const cards = similar.locator('.property-card')
      expect(await cards.count()).toBeGreaterThan(0)
      expect(await cards.count()).toBeLessThanOrEqual(4)
      const range = similarPriceRange(subject.publicPrice)!
      const byPath = new Map(properties.map((property) => [propertyPath(property, locale), property]))
      for (const href of await cards.locator('.card__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
        // Every similar one is among the available, published-price properties of the same goal in Belgium.
        const other = byPath.get(href)
        expect(other, href).toBeDefined()
        expect(other!.id).not.toBe(subject.id)
        expect(other!.publicPrice!).toBeGreaterThanOrEqual(range.min)
        expect(other!.publicPrice!).toBeLessThanOrEqual(range.max)
      }
      await expect(cards.locator('.badge--sold, .badge--rented')).toHaveCount(0)
    })
  }
})

test.describe('a sold or rented property leads on', () => {
  for (const [locale, status] of [
    ['nl', 2],
    ['fr', 4],
  ] as const) {
    test(`${locale}: similar available properties and the free valuation`, async ({ page }) => {
      const done = feed.Properties.find((property) => Number(property.Status) === status && property.CountryID === 10 && property.City === 'Oostende')!
      // The short link lands in Dutch; the language switcher leads to the same page in the journey's language.
      await page.goto(`/property/${done.ID}/`)
      if (locale !== 'nl') await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: locale.toUpperCase() }).click()
      const detail = MESSAGES[locale].detail
      const next = page.getByRole('region', { name: detail.valuationTitle })
      await expect(next.getByRole('heading', { name: detail.valuationTitle })).toBeVisible()
      await expect(next.getByRole('link', { name: detail.valuationLink })).toHaveAttribute('href', publicPath('/free-valuation', locale))
      const similar = page.locator('#similar')
      await expect(similar.getByRole('heading', { name: detail.similarAvailable })).toBeVisible()
      expect(await similar.locator('.property-card').count()).toBeGreaterThan(0)
      await expect(similar.locator('.badge--sold, .badge--rented')).toHaveCount(0)
      await next.getByRole('link', { name: detail.seeSimilar }).click()
      await expect(page).toHaveURL(/#similar$/)
      if (locale === 'nl') await shoot(page, 'trust-sold-page')
      await next.getByRole('link', { name: detail.valuationLink }).click()
      await expect(page).toHaveURL(new RegExp(`${escape(publicPath('/free-valuation', locale))}$`))
    })
  }
})

test.describe('the thank-you page of a form about a property', () => {
  test('Dutch and German: back to the property and up to three similar ones; anything else is a 404', async ({ page }) => {
    const [property] = await publicProperties(page.request, 'where[goal][equals]=sale&where[availability][equals]=available&where[countryId][equals]=10&where[city][equals]=Oostende&sort=externalId')
    for (const locale of ['nl', 'de'] as const) {
      const own = (await publicProperties(page.request, `where[id][equals]=${property!.id}`, locale))[0]!
      await page.goto(publicPath('/thank-you/contact-me/[id]', locale, { id: own.externalId! }))
      const t = MESSAGES[locale].thankYou
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
      await expect(page.getByRole('link', { name: t.backTo.replace('{title}', own.title) })).toHaveAttribute('href', propertyPath(own, locale))
      const cards = page.locator('.thank-you__similar .property-card')
      expect(await cards.count()).toBeGreaterThan(0)
      expect(await cards.count()).toBeLessThanOrEqual(3)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      if (locale === 'nl') await shoot(page, 'trust-thank-you')
    }
    // Only a published property's CRM id: nothing typed into the path is echoed.
    for (const id of ['99999999', '%3Cscript%3E', '12abc', '-4']) {
      const response = await page.goto(`/nl/bedankt/contact-me/${id}/`)
      expect(response?.status(), id).toBe(404)
      await expect(page.locator('body')).not.toContainText('<script>')
    }
    // Only the thank-you pages of forms about a property take one.
    expect((await page.goto(`/nl/bedankt/gratis-schatting/${property!.externalId}/`))?.status()).toBe(404)
  })
})
