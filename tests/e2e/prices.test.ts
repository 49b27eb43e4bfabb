import type { APIRequestContext, Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'

import { formatEuro } from '../../src/domain/money'
import { publicPath } from '../../src/i18n/paths'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'

/**
 * Figures a visitor can trust (issue 23 §1 and §3; ADR 0068, 0069), on the demo snapshot:
 * - 4000125: €269,000 in Oostende, sold without VAT; the CRM sends a notary fee of €2,950 and a registration
 *   duty of €32,280 (12 %), which the page and the brochure showed beside the estimate's €5,380 (2 %).
 * - 4000224: a unit of De Branding at €339,000 without VAT (€410,190 with it), which passed "to €350,000".
 * - 4000128: a life annuity, bouquet €95,000 and €1,150 a month.
 * - 4000245: a rent of €925 a month with €140 of charges and a deposit of €2,775.
 * - 4000101: €490,000 in Oostende, the calculator's usual example (tests/e2e/buyer-costs.test.ts).
 * Each of these journeys failed on the code before issue 23.
 */
/** A text with its amounts' spaces as any space (nl-BE writes '€' and the amount with a no-break space). */
const euro = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s'))
const card = (page: Page, externalId: number) => page.locator(`.property-card:has(a[href$="/${externalId}/"])`)

async function internalIds(request: APIRequestContext, externalIds: number[]) {
  const response = await request.get(`/api/properties/?limit=${externalIds.length}&depth=0&where[externalId][in]=${externalIds.join(',')}`)
  const { docs } = (await response.json()) as { docs: { id: number; externalId: number }[] }
  return externalIds.map((externalId) => docs.find((doc) => doc.externalId === externalId)!.id)
}

async function pdfWords(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return text.replace(/[\s\u00a0]+/g, ' ')
}

test('one purchase cost per page and brochure: the estimate with its assumptions, never the CRM’s 12 % beside it', async ({ page, request }) => {
  await page.goto('/property/4000125/')
  await page.waitForURL(/\/nl\/te-koop\//)
  const estimate = page.getByRole('region', { name: nl.buyerCosts.title })
  await expect(estimate.getByText('Registratiebelasting (2 % op € 269.000)')).toBeVisible()
  await expect(estimate.getByRole('group', { name: nl.buyerCosts.ownHome })).toBeVisible()
  // The CRM's amounts are not listed beside it.
  const details = page.locator('.attributes')
  await expect(details.first()).toBeVisible()
  for (const label of [nl.attributes.notaryFee, nl.attributes.registrationRights]) await expect(page.getByText(label, { exact: true })).toHaveCount(0)
  await expect(page.locator('main')).not.toContainText(euro('€ 32.280'))
  await expect(page.locator('main')).not.toContainText(euro('€ 2.950'))

  // The brochure carries the same estimate, its assumptions and what a second home pays; not the CRM's figures.
  const words = await pdfWords(await (await request.get('/nl/brochure/4000125.pdf')).body())
  expect(words).toContain(nl.figures.costsTitle)
  expect(words).toContain('Registratiebelasting (2 % op € 269.000) € 5.380')
  expect(words).toContain('Een schatting voor uw enige eigen woning, zonder lening')
  expect(words).toMatch(/Niet uw enige eigen woning: registratiebelasting 12 %, totale kosten € 36\.888/)
  expect(words).not.toContain(nl.attributes.registrationRights)
  expect(words).not.toContain('32.280')
})

test('a new-build unit says "excl. VAT" and is filtered on its price with VAT', async ({ page }) => {
  // €339,000 + 21 % = €410,190: not within "to €350,000", within "to €420,000".
  await page.goto('/nl/te-koop/?priceMax=350000')
  await expect(page.locator('.listing__summary')).toBeVisible()
  await expect(card(page, 4000224)).toHaveCount(0)
  await expect(page.locator('#filter-price-note')).toHaveText(nl.figures.filterNoteSale)
  await expect(page.getByLabel(nl.listing.priceMax)).toHaveAttribute('aria-describedby', 'filter-price-note')
  await page.goto('/nl/te-koop/?priceMax=420000')
  await expect(card(page, 4000224).locator('.card__price')).toHaveText(euro('€ 339.000 excl. btw'))

  await card(page, 4000224).locator('.card__title a').click()
  await expect(page.locator('.property-detail__price')).toHaveText(euro('€ 339.000 excl. btw'))
  await expect(page.getByTestId('price-detail')).toHaveText(euro('€ 410.190 inclusief 21 % btw'))
  // The calculator's price row says it too (ADR 0068).
  await expect(page.getByRole('region', { name: nl.buyerCosts.title }).getByText(nl.buyerCosts.priceExclVat, { exact: true })).toBeVisible()
})

/*
 * The price-per-m² order divides the amount the price filter compares (ADR 0080), and the page shows that figure:
 * 4000224 is €410,190 with VAT over 84 m² = €4,883 per m² (its €339,000 alone, €4,036, sorted it before 4000137);
 * 4000137 is €249,000 over 54 m² = €4,611. Both are in Oostende between €240,000 and €420,000 as paid.
 */
for (const [locale, messages] of [['nl', nl], ['fr', fr], ['en', en], ['de', de]] as const) {
  test(`sorted by price per m², a unit at €339,000 excl. VAT counts as €410,190, and its page says the same €/m² (${locale})`, async ({ page }) => {
    await page.goto(`${publicPath('/for-sale', locale)}?city=Oostende%7C8400&priceMin=240000&priceMax=420000&sort=price-per-m2-asc`)
    const sort = page.getByLabel(messages.listing.sort, { exact: true })
    await expect(sort).toHaveValue('price-per-m2-asc')
    // The sort says which amount it compares: the note under the price fields.
    await expect(sort).toHaveAttribute('aria-describedby', 'filter-price-note')
    await expect(page.locator('#filter-price-note')).toHaveText(messages.figures.filterNoteSale)
    const order = await page.locator('.property-card .card__title a').evaluateAll((links) => links.map((link) => Number(/\/(\d+)\/$/.exec(link.getAttribute('href') ?? '')?.[1])))
    expect(order).toContain(4000224)
    expect(order).toContain(4000137)
    expect(order.indexOf(4000137)).toBeLessThan(order.indexOf(4000224))
    // The card says "excl. VAT" once: in the price's words, no second chip after them.
    await expect(card(page, 4000224).locator('.card__price')).toHaveText(new RegExp(`^${euro(messages.figures.exclVat.replace('{price}', formatEuro(339_000, locale))).source}$`))

    await card(page, 4000224).locator('.card__title a').click()
    await expect(page.getByTestId('price-per-area')).toHaveText(euro(messages.keyFacts.perSquareMetreWithVat.replace('{amount}', formatEuro(4_883, locale))))
  })
}

test('a life annuity shows its bouquet and its monthly annuity on the card, the page and in the calculator', async ({ page }) => {
  await page.goto('/nl/te-koop/?priceMax=100000')
  await expect(card(page, 4000128).locator('.card__price')).toHaveText(euro('€ 95.000 boeket + € 1.150 per maand'))
  await card(page, 4000128).locator('.card__title a').click()
  await expect(page.locator('.property-detail__price')).toHaveText(euro('€ 95.000 boeket + € 1.150 per maand'))
  await expect(page.getByTestId('price-detail')).toHaveText(euro('Lijfrente: de prijs is het boeket, plus levenslang € 1.150 per maand'))
  await expect(page.getByTestId('buyer-costs-annuity')).toContainText(euro('Lijfrente: plus levenslang € 1.150 per maand.'))
  await expect(page.getByRole('region', { name: nl.buyerCosts.title }).getByText(nl.buyerCosts.priceBouquet, { exact: true })).toBeVisible()
})

test('the compare table says what each price is', async ({ page, request }) => {
  const ids = (await internalIds(request, [4000224, 4000128, 4000245])).join(',')
  await page.goto(`${publicPath('/favourites', 'nl')}?ids=${ids}&compare=${ids}`)
  const prices = page.locator('.compare-table tbody tr').first().locator('td')
  await expect(prices.nth(0)).toHaveText(euro('€ 339.000 excl. btw'))
  await expect(prices.nth(1)).toHaveText(euro('€ 95.000 boeket + € 1.150 per maand'))
  await expect(prices.nth(2)).toHaveText(euro('€ 925 / maand + € 140 lasten'))
})

test('a rent shows its charges and total beside it, is filtered with them, and says the move-in cost before the application', async ({ page }) => {
  await page.goto('/property/4000245/')
  await expect(page.locator('.property-detail__price')).toHaveText(euro('€ 925 / maand + € 140 lasten'))
  await expect(page.getByTestId('price-detail')).toHaveText(euro('€ 1.065 per maand met lasten'))
  const moveIn = page.getByRole('region', { name: nl.figures.moveInTitle })
  await expect(moveIn.getByText(nl.figures.moveInDeposit, { exact: true })).toBeVisible()
  await expect(moveIn).toContainText(euro('€ 2.775'))
  // €2,775 + €925 + €140
  await expect(moveIn.locator('.move-in__total dt')).toHaveText(nl.figures.moveInTotal)
  await expect(moveIn.locator('.move-in__total dd')).toHaveText(euro('€ 3.840'))
  // Before the rent application form, not folded inside it.
  const before = await page.evaluate(() => {
    const section = document.querySelector('[data-testid="move-in"]')!
    const form = document.getElementById('rent-application')!
    return Boolean(section.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING)
  })
  expect(before).toBe(true)

  // €925 + €140 = €1,065 a month: not within "to €1,000".
  await page.goto('/nl/te-huur/?priceMax=1000')
  await expect(page.locator('.listing__summary')).toBeVisible()
  await expect(card(page, 4000245)).toHaveCount(0)
  await expect(page.locator('#filter-price-note')).toHaveText(nl.figures.filterNoteRent)
  await page.goto('/nl/te-huur/?priceMax=1100')
  await expect(card(page, 4000245).locator('.card__price')).toHaveText(euro('€ 925 / maand + € 140 lasten'))
})

test.describe('the monthly repayment beside the costs (ADR 0069)', () => {
  test('with JavaScript it follows the loan, rate and term at once, and keeps them in the address', async ({ page }) => {
    await page.goto('/property/4000101/')
    await page.waitForURL(/\/nl\/te-koop\//)
    const estimate = page.getByRole('region', { name: nl.buyerCosts.title })
    await expect(estimate.getByText(nl.buyerCosts.mortgageEnterLoan)).toBeVisible()
    await estimate.getByLabel(nl.buyerCosts.loanAmount).fill('200000')
    await estimate.getByLabel(nl.buyerCosts.mortgageRate).fill('3')
    await estimate.getByLabel(nl.buyerCosts.mortgageYears).fill('20')
    // i = 1.03^(1/12) − 1; 200,000 × i / (1 − (1 + i)^−240) = 1,105.15 (src/domain/mortgage.test.ts)
    await expect(estimate.getByTestId('mortgage-monthly')).toHaveText(euro('€ 1.105,15 per maand'))
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ loan: '200000', rate: '3', years: '20' })
    await expect(estimate.getByText(nl.buyerCosts.mortgageAssumptions)).toBeVisible()
    await estimate.getByLabel(nl.buyerCosts.mortgageYears).fill('99')
    await expect(estimate.getByRole('alert')).toHaveText(nl.buyerCosts.yearsInvalid)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the form calculates it on the estimate’s own page, in German too', async ({ page }) => {
      await page.goto('/property/4000101/')
      const estimate = page.getByRole('region', { name: nl.buyerCosts.title })
      await estimate.getByLabel(nl.buyerCosts.loanAmount).fill('200000')
      await estimate.getByLabel(nl.buyerCosts.mortgageRate).fill('3')
      await estimate.getByLabel(nl.buyerCosts.mortgageYears).fill('20')
      await estimate.getByRole('button', { name: nl.buyerCosts.recalculate }).click()
      await page.waitForURL(/\/nl\/aankoopkosten\/4000101\/\?ownHome=yes&loan=200000&rate=3&years=20$/)
      await expect(page.getByTestId('mortgage-monthly')).toHaveText(euro('€ 1.105,15 per maand'))

      await page.goto(`${publicPath('/purchase-costs/[id]', 'de', { id: '4000101' })}?loan=200000&rate=3%2C0&years=20`)
      await expect(page.getByTestId('mortgage-monthly')).toHaveText(/^1\.105,15\s€ pro Monat$/)
      await expect(page.getByLabel(de.buyerCosts.mortgageRate)).toHaveValue('3,0')
    })
  })
})
