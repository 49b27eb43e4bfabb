import nl from '../../messages/nl.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }

import { expect, test } from './fixtures'
import { propertyWithTour } from './helpers'

/**
 * A video or virtual tour of another service (Matterport, YouTube…) loads only when the visitor chooses it:
 * until then no request reaches that service, whatever the cookie choice (ADR 0034: describe only what exists).
 */
const outside = (url: string) => /matterport|youtube|vimeo|dailymotion|wistia|facebook/.test(new URL(url).hostname)

test('the tour waits for the visitor’s choice, in nl and fr, and then loads in its sandbox', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (outside(request.url())) requested.push(request.url())
  })
  const path = await propertyWithTour(page.request)
  await page.goto(path)
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: nl.detail.virtualTour }) })
  await section.scrollIntoViewIfNeeded()
  await expect(section.getByText(nl.detail.playerNotice.replace('{host}', 'my.matterport.com'))).toBeVisible()
  await expect(section.locator('iframe')).toHaveCount(0)
  await expect(section.getByRole('link', { name: nl.detail.playerOpen.replace('{host}', 'my.matterport.com') })).toHaveAttribute('href', /^https:\/\/my\.matterport\.com\//)
  await page.waitForTimeout(500)
  expect(requested).toEqual([])

  await section.getByRole('button', { name: `${nl.detail.playerShow}: ${nl.detail.virtualTour}` }).click()
  await expect(section.locator('iframe.embed')).toHaveAttribute('src', /^https:\/\/my\.matterport\.com\//)
  await expect(section.locator('iframe.embed')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation')

  await page.goto(await propertyWithTour(page.request, 'fr'))
  const frSection = page.locator('section').filter({ has: page.getByRole('heading', { name: fr.detail.virtualTour }) })
  await expect(frSection.getByRole('button', { name: `${fr.detail.playerShow}: ${fr.detail.virtualTour}` })).toBeVisible()
  await expect(frSection.locator('iframe')).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the tour is a link to the service’s own page, and no player is loaded', async ({ page }) => {
    const path = await propertyWithTour(page.request)
    await page.goto(path)
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: nl.detail.virtualTour }) })
    await expect(section.getByRole('link', { name: nl.detail.playerOpen.replace('{host}', 'my.matterport.com') })).toBeVisible()
    await expect(section.getByRole('button')).toHaveCount(0)
    await expect(page.locator('iframe')).toHaveCount(0)
  })
})
