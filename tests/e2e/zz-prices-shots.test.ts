import { writeFileSync } from 'node:fs'

import { test } from './fixtures'

// Temporary (not committed): screenshots for the report.
const OUT = '/tmp/prices23'
for (const locale of ['nl', 'de'] as const) {
  for (const width of [390, 1440]) {
    test(`shots ${locale} ${width}`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 1000 })
      for (const id of [4000125, 4000224, 4000128, 4000245]) {
        await page.goto(`/property/${id}/`)
        if (locale === 'de') await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: 'DE' }).click()
        await page.waitForLoadState('networkidle')
        await page.locator('.property-detail__header').screenshot({ path: `${OUT}/${locale}-${width}-${id}-header.png` })
        const costs = page.locator('.buyer-costs-panel')
        if (await costs.count()) {
          await costs.scrollIntoViewIfNeeded()
          await page.waitForTimeout(800)
          await costs.screenshot({ path: `${OUT}/${locale}-${width}-${id}-costs.png` })
        }
        const moveIn = page.getByTestId('move-in')
        if (await moveIn.count()) await moveIn.screenshot({ path: `${OUT}/${locale}-${width}-${id}-movein.png` })
      }
      await page.goto(locale === 'nl' ? '/nl/te-koop/?priceMax=420000&sort=price-desc' : '/de/zu-verkaufen/?priceMax=420000&sort=price-desc')
      const toggle = page.locator('.filter-sheet__toggle')
      if (await toggle.isVisible()) await toggle.click()
      await page.locator('.filters').screenshot({ path: `${OUT}/${locale}-${width}-filters.png` })
      await page.locator('.cards').screenshot({ path: `${OUT}/${locale}-${width}-cards.png` })
      if (width === 1440) writeFileSync(`${OUT}/${locale}-4000125.pdf`, await (await request.get(`/${locale}/brochure/4000125.pdf`)).body())
    })
  }
}
