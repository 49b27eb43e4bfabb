import type { APIRequestContext } from '@playwright/test'

import { publicPath } from '../../src/i18n/paths'
import de from '../../messages/de.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { expectNoHorizontalOverflow } from './helpers'
import { signInStaff } from './staff'

/**
 * Issue 23 §2: the admin's fields of pages and entities change what visitors see, read on the demo as it is
 * (the journeys that change a field and put it back are in page-fields.after.test.ts).
 */

const SELLER_PAGES = ['Verkopen met een makelaar', 'Ik wil zelf verkopen', 'Mijn woning raakt niet verkocht']

test('the seller pages are CMS pages: their own title, text, SEO title and breadcrumb, listed by the I-sell page in sort order', async ({ page }) => {
  await page.goto(publicPath('/i-sell/selling-yourself', 'nl'))
  await expect(page).toHaveTitle('Ik wil zelf verkopen | Zeedijk Vastgoed')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ik wil zelf verkopen')
  // The page's description as its lead, then its body (the demo moved the old article's text there).
  await expect(page.locator('.page__header .lead')).toHaveText('Zelf verkopen: de valkuilen en onze diensten à la carte.')
  await expect(page.locator('main')).toContainText('Een correcte prijs is de grootste uitdaging.')
  await expect(page.locator('.breadcrumb')).toContainText('Ik verkoop')
  // No article's date or related articles: a page.
  await expect(page.locator('.article__date, .related-articles')).toHaveCount(0)

  await page.goto(publicPath('/i-sell', 'nl'))
  const list = page.locator('.sub-pages')
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(nl.subPages.title)
  await expect(list.locator('.card__title a')).toHaveText(SELLER_PAGES)
  await expect(list.locator('.card__title a').nth(1)).toHaveAttribute('href', '/nl/ik-verkoop/ik-wil-zelf-verkopen/')
})

test('the valuation page explains the steps, how the agency works and what it charges, and shows recent sales and reviews (nl, de)', async ({ page }) => {
  for (const [locale, words] of [
    ['nl', { steps: 'Zo verloopt uw gratis schatting', how: 'Hoe wij werken', cost: 'Wat het kost', fee: 'commissie van 3 %', sold: 'Onlangs verkocht', reviews: 'Wat onze klanten zeggen', soldBadge: nl.catalogue.sold }],
    ['de', { steps: 'So läuft Ihre kostenlose Bewertung ab', how: 'So arbeiten wir', cost: 'Was es kostet', fee: 'Provision von 3 %', sold: 'Kürzlich verkauft', reviews: 'Was unsere Kunden sagen', soldBadge: de.catalogue.sold }],
  ] as const) {
    await page.goto(publicPath('/free-valuation', locale))
    const main = page.locator('main')
    for (const heading of [words.steps, words.how, words.cost]) await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    // Four numbered steps.
    await expect(main.getByRole('heading', { level: 3, name: /^[1-4]\. / })).toHaveCount(4)
    await expect(main).toContainText(words.fee)
    // The form first, then the text.
    const form = page.locator('#form-free-valuation')
    await expect(form).toBeVisible()
    const steps = await main.getByRole('heading', { level: 2, name: words.steps }).elementHandle()
    expect(await form.evaluate((element, heading) => Boolean(element.compareDocumentPosition(heading!) & Node.DOCUMENT_POSITION_FOLLOWING), steps)).toBe(true)
    const sold = main.locator('section.module', { has: page.getByRole('heading', { name: words.sold }) })
    await expect(sold.locator('.card').first()).toBeVisible()
    await expect(sold.locator('.card').first()).toContainText(words.soldBadge)
    await expect(main.getByRole('region', { name: words.reviews }).locator('figure').first()).toBeAttached()
  }
})

test('a type let for rent only where its Rent flag says so: the listings offer each goal’s types', async ({ page }) => {
  const options = async (path: string) => {
    await page.goto(path)
    return page.locator('#filter-type option').allTextContents()
  }
  const rent = await options(publicPath('/for-rent', 'nl'))
  expect(rent).toContain('Appartement')
  // Land and investment property are for sale only in the demo's feed (Sale true, Rent false).
  expect(rent).not.toContain('Grond')
  expect(rent).not.toContain('Opbrengsteigendom')
  const sale = await options(publicPath('/for-sale', 'nl'))
  expect(sale).toContain('Grond')
  expect(sale).toContain('Opbrengsteigendom')
})

test('the keep-me-informed form offers the types of the chosen goal, without a script', async ({ browser, baseURL }) => {
  // Without JavaScript: the choice is CSS on the ticked goal.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(publicPath('/demand-register', 'nl'))
  const form = page.locator('#form-search-profile')
  const types = form.getByRole('group', { name: nl.forms.fields.propertyTypes })
  await expect(types.getByText('Grond', { exact: true })).toBeVisible()
  await form.getByRole('radio', { name: nl.forms.choices.goal.rent, exact: true }).check()
  await expect(types.getByText('Grond', { exact: true })).toBeHidden()
  await expect(types.getByText('Appartement', { exact: true })).toBeVisible()
  await form.getByRole('radio', { name: nl.forms.choices.goal.buy, exact: true }).check()
  await expect(types.getByText('Grond', { exact: true })).toBeVisible()
  await context.close()
})

async function regionId(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(`/api/regions/?where[name][equals]=${encodeURIComponent(name)}&locale=nl&depth=0&limit=1`)
  const { docs } = (await response.json()) as { docs: { id: number }[] }
  expect(docs, name).toHaveLength(1)
  return docs[0]!.id
}

test('a zone shows its title, subtitle, description and picture where a visitor meets it: the filtered listing and the map (nl, de)', async ({ page, request }) => {
  const id = await regionId(request, 'Oostende Centrum')
  await page.goto(`${publicPath('/for-sale', 'nl')}?zone=${id}`)
  const intro = page.locator('.zone-intro')
  await expect(intro.getByRole('heading', { level: 2 })).toHaveText('Wonen in het centrum van Oostende')
  await expect(intro).toContainText('Winkels, cultuur en zee op wandelafstand')
  await expect(intro).toContainText('Het centrum rond het Wapenplein en de Kapellestraat')
  await expect(intro.locator('img')).toHaveCount(1)
  await page.goto(`${publicPath('/for-sale', 'de')}?zone=${id}`)
  await expect(page.locator('.zone-intro').getByRole('heading', { level: 2 })).toHaveText('Wohnen im Zentrum von Ostende')
  // Without a zone chosen, no zone is introduced.
  await page.goto(publicPath('/for-sale', 'nl'))
  await expect(page.locator('.zone-intro')).toHaveCount(0)

  // The map's zone card reads the same region: its subtitle and first picture come with the outlines.
  const map = (await (await request.get('/api/listing-map/de/sale/')).json()) as { zones: { id: number; name: string; subtitle?: string; picture?: string }[] }
  const zone = map.zones.find((candidate) => candidate.id === id)
  expect(zone).toMatchObject({ name: 'Ostende Zentrum', subtitle: 'Geschäfte, Kultur und Meer zu Fuß' })
  expect(zone?.picture).toMatch(/\.(webp|jpe?g)$/)
})

test('the banner’s picture stays editable when the banner is a video: it is the poster', async ({ page, context, baseURL }) => {
  await signInStaff(context, baseURL!)
  await page.goto('/admin/globals/banner')
  const type = page.locator('#field-type')
  await expect(type).toBeVisible({ timeout: 30_000 })
  await type.click()
  await page.getByRole('option', { name: 'video', exact: true }).click()
  await expect(page.locator('#field-videoUrl')).toBeVisible()
  // Nothing is saved: the field is only looked at.
  await expect(page.locator('#field-image')).toBeVisible()
  await expect(page.getByText('For a video: its poster, shown until the video plays')).toBeVisible()
})

// Screenshots to look at (test-results/screenshots): the valuation page, a zone's listing and a seller page.
for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })
    test('the valuation page, a zone listing and a seller page fit the screen (nl, de)', async ({ page, request }) => {
      const zone = await regionId(request, 'Oostende Centrum')
      for (const locale of ['nl', 'de'] as const) {
        for (const [name, path] of [
          ['valuation', publicPath('/free-valuation', locale)],
          ['zone-listing', `${publicPath('/for-sale', locale)}?zone=${zone}`],
          ['seller-page', publicPath('/i-sell/selling-yourself', locale)],
          ['i-sell', publicPath('/i-sell', locale)],
        ] as const) {
          await page.goto(path)
          await expectNoHorizontalOverflow(page)
          // Lazy pictures load once scrolled near: scroll through the page, then wait for every picture.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 500) {
              window.scrollTo(0, y)
              await new Promise((resolve) => setTimeout(resolve, 60))
            }
            window.scrollTo(0, 0)
          })
          await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 15_000 })
          await page.screenshot({ path: `test-results/screenshots/${name}-${locale}-${width}.png`, fullPage: true })
        }
      }
    })
  })
}
