import { test } from './fixtures'

import { expectNoHorizontalOverflow } from './helpers'

/** Screenshots to look at (test-results/screenshots), and a check that nothing overflows sideways. */
const pages = [
  ['home', '/nl/'],
  ['home-fr', '/fr/'],
  ['home-de', '/de/'],
  ['listing', '/en/for-sale/?city=Oostende%7C8400'],
  ['over-ons', '/nl/over-ons/'],
  ['blog', '/fr/blog/'],
  ['i-sell', '/en/i-sell/'],
  ['not-found', '/de/gibt-es-nicht/'],
] as const

for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })
    for (const [name, path] of pages) {
      test(`${name} fits the screen`, async ({ page }) => {
        await page.goto(path)
        await expectNoHorizontalOverflow(page)
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
      })
    }
    test('an article fits the screen', async ({ page }) => {
      await page.goto('/nl/blog/')
      await page.goto((await page.locator('.card__title a').first().getAttribute('href'))!)
      await expectNoHorizontalOverflow(page)
      await page.screenshot({ path: `test-results/screenshots/article-${width}.png`, fullPage: true })
    })
  })
}
