import AxeBuilder from '@axe-core/playwright'

import { publicPath } from '../../src/i18n/paths'
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'

/**
 * Favourites and compare without an account: a visitor stars properties (kept in their own
 * browser), finds them on one page and compares up to four side by side; the page itself is an ordinary
 * page that works from its address, without JavaScript too.
 */
const star = (title: string, t: typeof nl.favourites) => `${t.add}: ${title}`

test('a visitor stars two properties, finds them on the favourites page and compares them (nl)', async ({ page }) => {
  const t = nl.favourites
  await page.goto(publicPath('/for-sale', 'nl'))
  const titles = await page.locator('.property-card .card__title a').allTextContents()
  expect(titles.length).toBeGreaterThan(2)
  await page.getByRole('button', { name: star(titles[0]!, t), exact: true }).click()
  await page.getByRole('button', { name: star(titles[1]!, t), exact: true }).click()
  await expect(page.getByRole('button', { name: `${t.remove}: ${titles[0]}`, exact: true })).toHaveAttribute('aria-pressed', 'true')
  // Nothing went to the server: the list is in this browser only.
  expect(await page.evaluate(() => window.localStorage.getItem('zeedijk.favourites'))).toMatch(/^\d+,\d+$/)

  const link = page.locator('.favourites-link')
  await expect(link).toContainText('2')
  await link.click()
  await page.waitForURL(/\/nl\/favorieten\/\?ids=\d+,\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
  const cards = page.locator('.favourites__item')
  await expect(cards).toHaveCount(2)
  // Newest star first.
  await expect(cards.first()).toContainText(titles[1]!)

  for (const title of titles.slice(0, 2)) await page.getByLabel(t.compareChoose.replace('{title}', title), { exact: true }).check()
  await page.getByRole('button', { name: t.compare }).click()
  const table = page.locator('.compare-table table')
  await expect(table.getByRole('columnheader')).toHaveText([titles[1]!, titles[0]!])
  await expect(table.getByRole('rowheader', { name: nl.attributes.bedrooms, exact: true })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: t.price, exact: true })).toBeVisible()

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/screenshots/favourites-${width}.png`, fullPage: true })
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  }

  // Unstarring on the page takes the property off it.
  await page.getByRole('button', { name: `${t.remove}: ${titles[0]}`, exact: true }).click()
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(titles[1]!)
})

test('the favourites page opened from a bookmark finds the stored favourites (fr)', async ({ page }) => {
  const t = fr.favourites
  await page.goto(publicPath('/for-rent', 'fr'))
  const title = (await page.locator('.property-card .card__title a').first().textContent())!
  await page.locator('.property-card .card__title a').first().click()
  await page.getByRole('button', { name: star(title, t), exact: true }).click()
  await page.goto(publicPath('/favourites', 'fr'))
  await page.waitForURL(/\/fr\/favoris\/\?ids=\d+$/)
  await expect(page.locator('.favourites__item')).toHaveCount(1)
  await expect(page.locator('.favourites__item')).toContainText(title)
})

test('without JavaScript the page answers from its address, and an empty list says how to start', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const api = (await (await request.get('/api/properties/?limit=3&depth=0&where[goal][equals]=sale')).json()) as { docs: { id: number }[] }
  const [a, b, c] = api.docs.map((doc) => doc.id)
  await page.goto(`${publicPath('/favourites', 'nl')}?ids=${a},${b},${c},99999999,abc&compare=${a},${c}`)
  await expect(page.locator('.favourites__item')).toHaveCount(3)
  await expect(page.locator('.compare-table th[scope="col"]')).toHaveCount(2)
  // No heart without JavaScript: nothing is offered that could not work.
  await expect(page.locator('.favourite-toggle')).toHaveCount(0)
  await page.goto(publicPath('/favourites', 'nl'))
  await expect(page.getByText(nl.favourites.empty)).toBeVisible()
  await context.close()
})

/**
 * Costs in the compare table (ADR 0032): demo 4000101 (sale, €490,000 in Oostende: 14,560 of costs for the
 * only own home without a loan, see buyer-costs.test.ts), 4000206 (rent €775, charges €170) and 4000284 (for
 * sale in Luxembourg: no Belgian costs).
 */
async function comparedIds(request: import('@playwright/test').APIRequestContext) {
  const api = (await (await request.get('/api/properties/?limit=3&depth=0&where[externalId][in]=4000101,4000206,4000284')).json()) as { docs: { id: number; externalId: number }[] }
  const id = (externalId: number) => api.docs.find((doc) => doc.externalId === externalId)!.id
  return [id(4000101), id(4000206), id(4000284)].join(',')
}

for (const [locale, t, costs, rentCharges, rentTotal] of [
  ['nl', nl, ['€ 14.560', '€ 504.560'], '€ 170 lasten per maand', '€ 945 / maand'],
  ['fr', fr, [/^14\s560\s€$/, /^504\s560\s€$/], /^170\s€ de charges par mois$/, /^945\s€ \/ mois$/],
] as const) {
  test(`the compare table shows the buyer's costs and the total to pay (${locale})`, async ({ page, request }) => {
    const ids = await comparedIds(request)
    await page.goto(`${publicPath('/favourites', locale)}?ids=${ids}&compare=${ids}`)
    const table = page.locator('.compare-table table')
    await expect(table.getByRole('rowheader', { name: t.compareCosts.costs, exact: true })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: t.compareCosts.total, exact: true })).toBeVisible()
    const costCells = table.getByTestId('compare-costs')
    const totalCells = table.getByTestId('compare-total')
    await expect(costCells.nth(0)).toHaveText(costs[0])
    await expect(totalCells.nth(0)).toHaveText(costs[1])
    await expect(costCells.nth(1)).toHaveText(rentCharges)
    await expect(totalCells.nth(1)).toHaveText(rentTotal)
    await expect(costCells.nth(2)).toHaveText('–')
    await expect(totalCells.nth(2)).toHaveText('–')
    // The table says what the estimate assumes.
    await expect(page.locator('#compare-costs-note')).toContainText(t.compareCosts.note.split(/[:：]/)[0]!)
    await expect(table).toHaveAttribute('aria-describedby', 'compare-costs-note')
    if (locale === 'nl') {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await page.locator('#compare').screenshot({ path: `test-results/screenshots/compare-costs-${width}.png` })
      }
    }
  })
}
