import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './fixtures'

const pages = [
  '/nl/',
  '/fr/a-propos/',
  '/en/blog/',
  '/de/ich-verkaufe/',
  '/nl/contact/',
  // Forms: keep me informed (many choices), free valuation.
  '/fr/je-cherche/',
  '/en/free-valuation/',
  '/en/nothing-here/',
  // The catalogue: listings, a property (reached by its legacy id), a project, an unknown property.
  '/nl/te-koop/?city=Oostende%7C8400',
  '/fr/a-louer/',
  '/de/projekte/',
  '/property/4000101/',
  '/en/projects/oostende/zeezicht-residence/3101/',
  '/fr/a-vendre/oostende/introuvable/99999999/',
]

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const path of pages) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path)
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  })
}

test('an article page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/nl/blog/')
  await page.goto((await page.locator('.card__title a').first().getAttribute('href'))!)
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
})

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('a project unit page and the open lightbox have no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/nl/projecten/oostende/residentie-zeezicht/3101/')
  await page.getByRole('table').locator('tbody tr').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/3101\/[^/]+\/\d+\/$/)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('region', { name: 'Foto’s' }).getByRole('link').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
