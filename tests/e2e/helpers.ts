import { expect, type Page } from '@playwright/test'

import { propertyPath } from '../../src/shared/catalogue-paths'

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

/** The public path of the first demo property on offer with a virtual tour, in that language. */
export async function propertyWithTour(request: Page['request'], locale: (typeof LOCALES)[number] = 'nl'): Promise<string> {
  const response = await request.get(`/api/properties/?where[virtualTour][exists]=true&where[availability][equals]=available&sort=externalId&limit=1&depth=1&locale=${locale}`)
  const { docs } = (await response.json()) as { docs: Parameters<typeof propertyPath>[0][] }
  expect(docs[0], 'a demo property with a virtual tour').toBeTruthy()
  return propertyPath(docs[0]!, locale)
}
