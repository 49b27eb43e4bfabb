import AxeBuilder from '@axe-core/playwright'

import { expect, test } from './fixtures'

const pages = ['/nl/', '/fr/a-propos/', '/en/blog/', '/de/ich-verkaufe/', '/nl/contact/', '/en/nothing-here/']

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
