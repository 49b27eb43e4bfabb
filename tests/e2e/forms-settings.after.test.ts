import type { APIRequestContext } from '@playwright/test'

import { propertyPath } from '../../src/shared/catalogue-paths'
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * ADR 0039: the offer's notice is the agency's own words when staff wrote some in Settings. It changes the
 * Settings every page reads, so it runs with the journeys that run alone (after-journeys), never beside one
 * that reads the offer form (forms-truth.test.ts).
 */
const SALE = 'where[goal][equals]=sale&where[availability][equals]=available&where[project][exists]=false'

async function find(request: APIRequestContext, locale: 'nl'): Promise<string> {
  const response = await request.get(`/api/properties/?${SALE}&sort=externalId&limit=5&depth=1&locale=${locale}`)
  const { docs } = (await response.json()) as { docs: Parameters<typeof propertyPath>[0][] }
  expect(docs[2], 'a property for sale').toBeTruthy()
  return propertyPath(docs[2]!, locale)
}

test('staff write their own offer text in Settings (Dutch here): the page says theirs instead of the site\u2019s', async ({ page, request }) => {
  const offerUrl = await find(request, 'nl')
  const headers = { Authorization: `JWT ${await staffToken()}` }
  const own = 'Uw bod bindt u zodra de verkoper het schriftelijk aanvaardt. Vragen? Bel ons eerst.'
  const save = (offerNotice: string | null) => request.post('/api/globals/settings/?locale=nl', { headers, data: { leadForms: { offerNotice } } })
  expect((await save(own)).ok()).toBe(true)
  try {
    await expect
      .poll(async () => {
        await page.goto(offerUrl)
        return page.locator('#form-offer-to-purchase').getByText(own).count()
      })
      .toBe(1)
    await expect(page.locator('#form-offer-to-purchase').getByText(nl.forms.terms.offerBinding)).toHaveCount(0)
  } finally {
    expect((await save(null)).ok()).toBe(true)
  }
})
