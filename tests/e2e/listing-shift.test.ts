import type { Page } from '@playwright/test'

import { publicPath } from '../../src/i18n/paths'

import { expect, test } from './fixtures'

/**
 * The listing at 390 px does not move when the map button's island wakes (issue 23; once CLS 0.017): the
 * button's place in the result bar is kept before its code comes. Measured as a visitor's browser measures
 * it: every layout-shift entry (PerformanceObserver, buffered) from the load until the button is there and
 * the page is idle, in Dutch and German (the result line's words differ).
 */
async function layoutShiftUntilMapButton(page: Page): Promise<{ total: number; sources: string[] }> {
  await expect(page.locator('button.listing__map-toggle')).toBeVisible()
  await page.waitForLoadState('networkidle')
  // A moment for the last frame after the swap.
  await page.waitForTimeout(500)
  return page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        const sources: string[] = []
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
            if (entry.hadRecentInput) continue
            total += entry.value
            for (const source of entry.sources ?? []) sources.push(source.node instanceof Element ? source.node.className || source.node.tagName : String(source.node?.nodeName))
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ total, sources }), 300)
      }),
  )
}

for (const locale of ['nl', 'de'] as const) {
  test(`the listing does not shift at 390 px when the map button comes (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(publicPath('/for-sale', locale))
    const shift = await layoutShiftUntilMapButton(page)
    console.log(`listing ${locale} 390 px: CLS ${shift.total.toFixed(4)} ${shift.sources.join(', ')}`)
    expect(shift.total, `shifted: ${shift.sources.join(', ')}`).toBe(0)
  })
}
