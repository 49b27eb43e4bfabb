import { mkdirSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

// Demo property 4000101: an apartment in Oostende with monthly owner charges and an EPC expiry date, whose
// CRM sends the main type and the picture captions in Dutch only (content/demo/feed.json).
const PROPERTY = '/property/4000101/'
const DUTCH_ROOMS = /\b(Keuken|Zicht|Slaapkamer|Badkamer|Gevel|Terras|Tuin)\b/

async function shoot(page: Page, name: string) {
  mkdirSync('test-results/screenshots', { recursive: true })
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/screenshots/words-${name}-${width}.png`, fullPage: false })
  }
}

const cases = [
  { language: 'EN', town: 'Ostend', type: 'Apartment', alt: /^(\S.* – )?Apartment in Ostend, photo 1 of \d+$/, perMonth: /^€\s?200 per month$/, expiry: '9 September 2035', home: 'Zeedijk Vastgoed, home page' },
  { language: 'DE', town: 'Ostende', type: 'Wohnung', alt: /^(\S.* – )?Wohnung in Ostende, Foto 1 von \d+$/, perMonth: /^200\s€ pro Monat$/, expiry: '9. September 2035', home: 'Zeedijk Vastgoed, Startseite' },
] as const

for (const words of cases) {
  test(`a property page in ${words.language} speaks its language: type, town, photo texts, monthly charges, dates, brand`, async ({ page }) => {
    await page.goto(PROPERTY)
    await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: words.language }).click()
    await expect(page.locator('.property-detail__header .card__eyebrow')).toContainText(words.town)
    const type = page.locator('.attributes dt', { hasText: /^(Type|Art)$/ }).locator('xpath=following-sibling::dd')
    await expect(type).toHaveText(words.type)
    // Every photo's alt text is in the page's language, and no caption is a Dutch room name.
    const photos = page.locator('.gallery img')
    await expect(photos.first()).toHaveAttribute('alt', words.alt)
    for (const alt of await photos.evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))) expect(alt).not.toMatch(DUTCH_ROOMS)
    for (const caption of await page.locator('.gallery figcaption').allTextContents()) expect(caption).not.toMatch(DUTCH_ROOMS)
    await expect(page.locator('.attributes dt', { hasText: /^(Owner charges|Eigentümerkosten)$/ }).locator('xpath=following-sibling::dd')).toHaveText(words.perMonth)
    await expect(page.locator('.attributes dt', { hasText: /^(EPC valid until|EPC gültig bis)$/ }).locator('xpath=following-sibling::dd')).toHaveText(words.expiry)
    // One brand: the title, og:site_name, the logo's accessible name, the JSON-LD.
    await expect(page).toHaveTitle(/ \| Zeedijk Vastgoed$/)
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Zeedijk Vastgoed')
    await expect(page.getByRole('banner').getByRole('img', { name: words.home })).toBeVisible()
    const offer = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Offer')
    expect(offer).toMatchObject({ category: words.type, offeredBy: { name: 'Zeedijk Vastgoed' } })
    // The postal address keeps the official name.
    expect(offer.itemOffered.address.addressLocality).toBe('Oostende')
    await shoot(page, `property-${words.language.toLowerCase()}`)
    await page.setViewportSize({ width: 390, height: 900 })
    const financial = page.locator('.attributes').filter({ has: page.locator('dt', { hasText: /^(Owner charges|Eigentümerkosten)$/ }) })
    await financial.screenshot({ path: `test-results/screenshots/words-attributes-${words.language.toLowerCase()}-390.png` })
  })
}

test('the Dutch property page keeps the Dutch names and says "per maand"', async ({ page }) => {
  await page.goto(PROPERTY)
  await expect(page.locator('.property-detail__header .card__eyebrow')).toContainText('Oostende')
  await expect(page.locator('.attributes dt', { hasText: /^Type$/ }).locator('xpath=following-sibling::dd')).toHaveText('Appartement')
  await expect(page.locator('.gallery img').first()).toHaveAttribute('alt', /^(\S.* – )?Appartement in Oostende, foto 1 van \d+$/)
  await expect(page.locator('.attributes dt', { hasText: /^Lasten eigenaar$/ }).locator('xpath=following-sibling::dd')).toHaveText(/^€\s?200 per maand$/)
  await expect(page.getByRole('banner').getByRole('img', { name: 'Zeedijk Vastgoed, startpagina' })).toBeVisible()
})

test('a French visitor finds Oostende as "Ostende" and the listing shows the French name, filtering on the stored one', async ({ page }) => {
  await page.goto('/fr/')
  await page.getByRole('combobox').fill('Ostende')
  const cities = page.getByRole('listbox').getByRole('group', { name: 'Communes' })
  await expect(cities.getByRole('option').first()).toContainText('Ostende (8400)')
  await cities.getByRole('option').first().click()
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Oostende%7C8400$/)
  await expect(page.locator('.property-card .card__eyebrow').first()).toHaveText('Ostende')
  await expect(page.locator('#filter-city option:checked')).toHaveText(/^Ostende \(8400\)/)
  // The free text too: the listing's q filter finds the Oostende properties under their French name.
  await page.goto('/fr/a-vendre/?q=Ostende')
  await expect(page.locator('.property-card').first()).toBeVisible()
  await shoot(page, 'listing-fr')
})

test('German listing filters name the types and towns in German', async ({ page }) => {
  // The Brugge property of the demo is a rental.
  await page.goto('/de/zu-vermieten/')
  await expect(page.locator('#filter-city option', { hasText: /^Ostende \(8400\)/ })).toHaveCount(1)
  await expect(page.locator('#filter-city option', { hasText: /^Brügge \(8000\)/ })).toHaveCount(1)
  const types = await page.locator('select[name="type"] option').allTextContents()
  expect(types).toContain('Wohnung')
  expect(types).not.toContain('Appartement')
})

test('project prices say whether VAT is in them: page, price list, card and unit (nl and en)', async ({ page }) => {
  await page.goto('/nl/projecten/')
  await expect(page.locator('.project-card .price-vat').first()).toHaveText('Prijzen exclusief btw, registratierechten en kosten')
  await page.locator('.project-card').first().scrollIntoViewIfNeeded()
  await shoot(page, 'projects-nl')
  await page.goto('/en/projects/oostende/zeezicht-residence/3101/')
  const note = 'Prices exclude VAT, registration duties and costs'
  await expect(page.locator('.property-detail__header .price-vat')).toHaveText(note)
  await expect(page.locator('#price-list ~ .price-vat, section[aria-labelledby="price-list"] .price-vat')).toHaveText(note)
  // The photos of a project are described in English too.
  await expect(page.locator('.gallery img').first()).toHaveAttribute('alt', /Zeezicht Residence in Ostend, photo 1 of \d+$/)
  await shoot(page, 'project-en')
  await page.locator('section[aria-labelledby="price-list"]').screenshot({ path: 'test-results/screenshots/words-price-list-en-1440.png' })
  await page.locator('.price-list tbody a').first().click()
  await expect(page.locator('.property-detail__header .price-vat')).toHaveText(note)
})
