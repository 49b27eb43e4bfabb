import { test } from './fixtures'

import { expectNoHorizontalOverflow } from './helpers'

/** ADR 0035: screens to look at (test-results/screenshots/findable-*), each checked not to overflow sideways. */
for (const width of [390, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })

    test('the footer with the agency’s links', async ({ page }) => {
      await page.goto('/nl/over-ons/')
      await expectNoHorizontalOverflow(page)
      await page.locator('.site-footer').screenshot({ path: `test-results/screenshots/findable-footer-${width}.png` })
    })

    test('the contact page', async ({ page }) => {
      await page.goto('/fr/contact/')
      await expectNoHorizontalOverflow(page)
      await page.screenshot({ path: `test-results/screenshots/findable-contact-${width}.png`, fullPage: true })
    })

    test('the search dropdown', async ({ page }) => {
      await page.goto('/nl/')
      await page.getByRole('combobox').fill('Mariakerke')
      await page.getByRole('listbox').getByRole('group', { name: 'Panden' }).getByRole('option').first().waitFor()
      await page.screenshot({ path: `test-results/screenshots/findable-search-${width}.png` })
    })

    test('the blog list with categories and pages', async ({ page }) => {
      await page.goto('/nl/blog/pagina/2/')
      await expectNoHorizontalOverflow(page)
      await page.screenshot({ path: `test-results/screenshots/findable-blog-${width}.png`, fullPage: true })
      // The top (categories, count and page) and the page links, at their real size.
      await page.screenshot({ path: `test-results/screenshots/findable-blog-top-${width}.png` })
      await page.locator('.blog-list .pagination').screenshot({ path: `test-results/screenshots/findable-blog-pages-${width}.png` })
    })

    test('an article with related ones', async ({ page }) => {
      await page.goto('/en/blog/')
      await page.goto((await page.locator('.blog-list .card__title a').first().getAttribute('href'))!)
      await expectNoHorizontalOverflow(page)
      await page.screenshot({ path: `test-results/screenshots/findable-article-${width}.png`, fullPage: true })
    })

    test('an empty result and the filled-in alert form', async ({ page }) => {
      await page.goto('/nl/te-huur/?type=4&priceMax=900')
      await expectNoHorizontalOverflow(page)
      await page.screenshot({ path: `test-results/screenshots/findable-empty-${width}.png`, fullPage: true })
      await page.goto('/nl/ik-zoek/?goal=rent&type=4&priceMax=900&city=Brugge%7C8000')
      await page.screenshot({ path: `test-results/screenshots/findable-alert-${width}.png`, fullPage: true })
    })

    test('the testimonials', async ({ page }) => {
      await page.goto('/nl/getuigenissen/')
      await expectNoHorizontalOverflow(page)
      await page.screenshot({ path: `test-results/screenshots/findable-testimonials-${width}.png`, fullPage: true })
    })
  })
}
