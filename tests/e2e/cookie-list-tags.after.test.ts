import type { Browser, Page } from '@playwright/test'

import { GOOGLE_TAG_STORAGE, META_PIXEL_STORAGE, SITE_STORAGE } from '../../src/domain/cookies'
import { publicPath } from '../../src/i18n/paths'
import en from '../../messages/en.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * Tag Manager and pixel ids set in Settings (SPEC §4) put their cookies on the cookie policy, in the name of
 * the party that sets them and with the configured id; removing the ids takes them off again (ADR 0034).
 * It changes Settings, so it runs after the other journeys (playwright.config.ts) and restores them.
 */
const t = en.cookieList
const SITE_NAMES = Object.values(SITE_STORAGE).map((item) => item.name)

const table = (page: Page) => page.getByRole('table', { name: t.title })
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
/** What the consent dialog of a first visit says (a new context: no stored answer). */
const dialogText = (browser: Browser) => async () => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(publicPath('/contact', 'en'))
  const text = await page.getByRole('dialog').locator('p').first().textContent()
  await context.close()
  return text
}
const rowNames = (page: Page) => async () => {
  await page.goto(publicPath('/cookie-policy', 'en'))
  return table(page).getByRole('rowheader').allTextContents()
}

test('configured tags join the cookie list in their party’s name, and leave it when their ids are removed', async ({ page, request, browser }) => {
  const headers = { Authorization: `JWT ${await staffToken()}` }
  const current = (await (await request.get('/api/globals/settings/?depth=0', { headers })).json()) as { tracking?: { gtmId?: string | null; pixelId?: string | null } }
  const original = { gtmId: current.tracking?.gtmId ?? null, pixelId: current.tracking?.pixelId ?? null }
  const save = async (tracking: typeof original) => expect((await request.post('/api/globals/settings/', { data: { tracking }, headers })).ok()).toBe(true)

  await expect.poll(rowNames(page)).toEqual(SITE_NAMES)
  // Without a tag the consent dialog says that nothing measures or advertises (ADR 0034: only what exists).
  await expect.poll(dialogText(browser)).toContain(en.consent.textEssentialOnly)
  try {
    await save({ gtmId: 'GTM-TEST42', pixelId: '1234567890' })
    await expect.poll(rowNames(page), { timeout: 15_000 }).toEqual([...SITE_NAMES, ...GOOGLE_TAG_STORAGE.map((i) => i.name), ...META_PIXEL_STORAGE.map((i) => i.name)])

    const analytics = row(page, '_ga')
    await expect(analytics).toContainText(t.parties.google.replace('{id}', 'GTM-TEST42'))
    await expect(analytics).toContainText('2 years')
    await expect(analytics).toContainText(t.consentNeeded.replace('{options}', en.consent.analytics))
    const pixel = row(page, '_fbp')
    await expect(pixel).toContainText(t.parties.meta.replace('{id}', '1234567890'))
    await expect(pixel).toContainText('90 days')
    await expect(pixel).toContainText(en.consent.adStorage)
    await expect(pixel).toContainText(en.consent.adUserData)
    // The site's own items stay its own, without consent.
    await expect(row(page, SITE_STORAGE.consent.name)).toContainText(t.parties.site)
    await expect(page.getByText(t.tagsNote)).toBeVisible()
    await expect(page.getByText(t.noTags)).toHaveCount(0)
    await expect.poll(dialogText(browser), { timeout: 15_000 }).toContain(en.consent.text)
  } finally {
    await save(original)
  }
  await expect.poll(rowNames(page), { timeout: 15_000 }).toEqual(SITE_NAMES)
  await expect(page.getByText(t.noTags)).toBeVisible()
  await expect.poll(dialogText(browser), { timeout: 15_000 }).toContain(en.consent.textEssentialOnly)
})
