import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { publicPath } from '../../src/i18n/paths'
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { expectNoHorizontalOverflow } from './helpers'

/**
 * The buyer's cost estimate for the visitor's own situation (ADR 0032). Demo property 4000101:
 * €490,000 in Oostende (Flanders), sold without VAT, price published. By hand, with the default rates:
 *   only own home, no loan: duty 2 % 9,800 + notary 2,585.95 + file 1,100 + VAT 774.05 + land register 300 = 14,560
 *   not the only own home: duty 12 % 58,800 → 63,560
 *   and a loan of 200,000: + 2,000 + 600 + 789.38 + 800 + 333.77 = 4,523.15 → 68,083.15 (shown €68,083)
 */
const ID = 4000101
const estimateOf = (page: Page, title: string) => page.getByRole('region', { name: title })
const total = (page: Page, title: string) => estimateOf(page, title).getByTestId('buyer-costs-total')

/** The property's page in a language, found as a visitor finds it (the legacy id, then the hreflang link). */
async function propertyPage(page: Page, locale: 'nl' | 'fr') {
  await page.goto(`/property/${ID}/`)
  await page.waitForURL(/\/nl\/te-koop\//)
  if (locale === 'nl') return new URL(page.url()).pathname
  const href = await page.locator('link[rel="alternate"][hreflang="fr-BE"]').getAttribute('href')
  await page.goto(href!)
  return new URL(page.url()).pathname
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('nl: the situation form calculates on its own page, keeps a bad loan with a message, and the property page stays the default', async ({ page }) => {
    const t = nl.buyerCosts
    const property = await propertyPage(page, 'nl')
    await expect(total(page, t.title)).toHaveText('€ 14.560')
    const form = estimateOf(page, t.title)
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await form.screenshot({ path: `test-results/screenshots/property-estimate-nojs-${width}.png` })
    }
    await form.getByRole('radio', { name: t.no }).check()
    await form.getByLabel(t.loanAmount).fill('200.000')
    await form.getByRole('button', { name: t.recalculate }).click()

    // The monthly estimate's rate and term (ADR 0069) travel empty: the admin's usual ones.
    await page.waitForURL(`${publicPath('/purchase-costs/[id]', 'nl', { id: String(ID) })}?ownHome=no&loan=200.000&rate=&years=`)
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(total(page, t.title)).toHaveText('€ 68.083')
    await expect(page.getByText('Registratiebelasting (12 % op € 490.000)')).toBeVisible()
    await expect(page.getByText('Hypotheekakte voor een lening van € 200.000')).toBeVisible()
    await expect(page.getByRole('radio', { name: t.no })).toBeChecked()
    await expect(page.getByLabel(t.loanAmount)).toHaveValue('200.000')
    await expect(page.getByRole('link', { name: nl.purchaseCosts.backToProperty })).toHaveAttribute('href', property)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // A loan that is not an amount: the message, what was typed kept, the figures without a loan.
    await page.getByLabel(t.loanAmount).fill('veel geld')
    await page.getByRole('button', { name: t.recalculate }).click()
    await page.waitForURL(/loan=veel\+geld/)
    await expect(page.getByRole('alert')).toHaveText(t.loanInvalid)
    await expect(page.getByLabel(t.loanAmount)).toHaveValue('veel geld')
    await expect(page.getByLabel(t.loanAmount)).toHaveAttribute('aria-invalid', 'true')
    await expect(total(page, t.title)).toHaveText('€ 63.560')

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expectNoHorizontalOverflow(page)
      await page.screenshot({ path: `test-results/screenshots/purchase-costs-nojs-${width}.png`, fullPage: true })
    }

    // The shared property page is not changed by an address that carries a situation, nor after one.
    await page.goto(`${property}?ownHome=no&loan=200000`)
    await expect(total(page, t.title)).toHaveText('€ 14.560')
    await expect(page.getByRole('radio', { name: t.yes })).toBeChecked()
    await page.goto(property)
    await expect(total(page, t.title)).toHaveText('€ 14.560')
  })

  test('fr: the same on the French page, with French figures and message', async ({ page }) => {
    const t = fr.buyerCosts
    await propertyPage(page, 'fr')
    await expect(total(page, t.title)).toHaveText(/^14\s560\s€$/)
    const form = estimateOf(page, t.title)
    await form.getByRole('radio', { name: t.no }).check()
    await form.getByLabel(t.loanAmount).fill('200 000')
    await form.getByRole('button', { name: t.recalculate }).click()
    await page.waitForURL(new RegExp(`${publicPath('/purchase-costs/[id]', 'fr', { id: String(ID) })}\\?ownHome=no&loan=200\\+000&rate=&years=$`))
    await expect(total(page, t.title)).toHaveText(/^68\s083\s€$/)
    await expect(page.getByText(/^Acte hypothécaire pour un prêt de 200\s000\s€$/)).toBeVisible()
    await expect(page.getByRole('link', { name: fr.purchaseCosts.backToProperty })).toHaveAttribute('href', /^\/fr\/a-vendre\//)

    await page.getByLabel(t.loanAmount).fill('beaucoup')
    await page.getByRole('radio', { name: t.yes }).check()
    await page.getByRole('button', { name: t.recalculate }).click()
    await expect(page.getByRole('alert')).toHaveText(t.loanInvalid)
    await expect(page.getByLabel(t.loanAmount)).toHaveValue('beaucoup')
    await expect(total(page, t.title)).toHaveText(/^14\s560\s€$/)
  })
})

test('with JavaScript the figures follow each change on the property page and the form is never sent', async ({ page }) => {
  const t = nl.buyerCosts
  const property = await propertyPage(page, 'nl')
  await page.getByRole('radio', { name: t.no }).check()
  await expect(total(page, t.title)).toHaveText('€ 63.560')
  await page.getByLabel(t.loanAmount).fill('200000')
  await expect(total(page, t.title)).toHaveText('€ 68.083')
  await page.getByRole('button', { name: t.recalculate }).click()
  // Still the property page (no reload to the estimate's own page), the situation kept in the address.
  await expect(page).toHaveURL(`${property}?ownHome=no&loan=200000`)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.title)
  await page.getByLabel(t.loanAmount).fill('veel')
  await expect(estimateOf(page, t.title).getByRole('alert')).toHaveText(t.loanInvalid)
  await expect(total(page, t.title)).toHaveText('€ 63.560')

  // The estimate's own page, opened with a situation, starts from it and follows changes live too.
  await page.goto(`${publicPath('/purchase-costs/[id]', 'nl', { id: String(ID) })}?ownHome=no&loan=veel`)
  await expect(estimateOf(page, t.title).getByRole('alert')).toHaveText(t.loanInvalid)
  await page.getByLabel(t.loanAmount).fill('200000')
  await expect(total(page, t.title)).toHaveText('€ 68.083')
  await expect(estimateOf(page, t.title).getByRole('alert')).toHaveCount(0)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

test('the estimate’s own page refuses what is not a published Belgian sale and keeps a crafted address short', async ({ request }) => {
  const path = (id: string) => publicPath('/purchase-costs/[id]', 'nl', { id })
  // Price not published, for rent, in Luxembourg, no property, not a number: not found.
  for (const id of ['4000116', '4000206', '4000284', '99999999', 'abc']) expect((await request.get(path(id))).status(), id).toBe(404)
  const crafted = await request.get(`${path(String(ID))}?ownHome=no&ownHome=yes&loan=${'9'.repeat(300)}"><script>alert(1)</script>`)
  expect(crafted.status()).toBe(200)
  const html = await crafted.text()
  expect(html).not.toContain('<script>alert(1)')
  expect(html).toContain(`value="${'9'.repeat(20)}"`)
  expect(html).toContain(nl.buyerCosts.loanInvalid)
})
