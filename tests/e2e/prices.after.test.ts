import type { APIRequestContext } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'

import de from '../../messages/de.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * An EPC value of 0, which CRMs send for "unknown", is shown as not known, never as A+ (issue 23 §1). It changes
 * the catalogue through the back office's API and puts it back, so it runs after the other journeys
 * (playwright.config.ts: project 'after-journeys'). Demo 4000101: Oostende (Flanders), EPC 224 (C).
 */
const ID = 4000101
const WHERE = `where[externalId][equals]=${ID}`

async function setEnergy(request: APIRequestContext, energyPerformance: number) {
  const token = await staffToken()
  const response = await request.patch(`/api/properties/?${WHERE}`, { data: { energyPerformance }, headers: { Authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  expect(((await response.json()) as { docs: unknown[] }).docs).toHaveLength(1)
}

test('an EPC value of 0 reads as not known on the page and in the brochure, in Dutch and German', async ({ page, request }) => {
  await setEnergy(request, 0)
  try {
    await page.goto(`/property/${ID}/`)
    await page.waitForURL(/\/nl\/te-koop\//)
    const energy = page.getByRole('region', { name: nl.detail.energyTitle })
    await expect(energy.getByTestId('energy-unknown')).toHaveText(nl.figures.energyUnknown)
    await expect(energy.locator('.energy__step--current')).toHaveCount(0)
    await expect(energy.getByText('A+', { exact: true })).toHaveCount(0)
    // Nor as a score of 0 in the details.
    await expect(page.locator('.attributes dd').filter({ hasText: /^0 kWh/ })).toHaveCount(0)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await (await request.get(`/nl/brochure/${ID}.pdf`)).body())), { mergePages: true })
    expect(text.replace(/[\s\u00a0]+/g, ' ')).toContain(nl.figures.energyUnknown)

    await page.getByRole('navigation', { name: 'Kies uw taal' }).getByRole('link', { name: 'DE' }).click()
    await expect(page.getByTestId('energy-unknown')).toHaveText(de.figures.energyUnknown)
  } finally {
    await setEnergy(request, 224)
  }
  await page.goto(`/property/${ID}/`)
  await expect(page.locator('.energy__step--current')).toHaveText('C')
})
