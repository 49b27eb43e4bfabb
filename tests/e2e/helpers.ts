import { expect, type Page } from '@playwright/test'

export const LOCALES = ['nl', 'fr', 'en', 'de'] as const

/** Opens the first link that matches, and returns its path. */
export async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href')
  expect(href, `a link matching ${selector}`).toBeTruthy()
  return href!
}

/** The page fits the viewport: nothing sticks out sideways (a common mobile layout bug). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}
