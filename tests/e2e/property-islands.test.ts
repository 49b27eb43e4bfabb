import type { Page } from '@playwright/test'

import nl from '../../messages/nl.json' with { type: 'json' }

import { expect, test } from './fixtures'

/**
 * Issue 22: a property page on a phone loads and hydrates only what the first screen needs. The forms, the
 * cost estimate and the map are lazy islands (src/shared/components/islands): their server HTML is there at
 * once, their code arrives when they come near the screen or are used, and they work from then on. The
 * gallery swipes by the browser's own scroll snapping; the lightbox's code comes with the first tap.
 *
 * Demo property 4000110: for sale in Oostende (Flanders, so with a cost estimate), seven photos, a published
 * address (so a map), available (so the visit form).
 */
const PROPERTY = '/property/4000110/'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** Every script the page has asked for so far, by address. */
function watchScripts(page: Page): Set<string> {
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url())
  })
  return scripts
}
const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)
const awake = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-island-awake]`)
/** The scripts asked for since `before`, once at least one has come. */
async function newScripts(scripts: Set<string>, before: Set<string>) {
  await expect.poll(() => [...scripts].filter((url) => !before.has(url)).length, { message: 'the island’s code is fetched' }).toBeGreaterThan(0)
  return [...scripts].filter((url) => !before.has(url))
}

test('nothing below the fold wakes at load; each island’s code comes when it nears the screen or is used, and then it works', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204 }))
  const scripts = watchScripts(page)
  await page.goto(PROPERTY)
  await page.waitForLoadState('networkidle')

  // At load: every island is there as server HTML, none awake.
  for (const name of ['lead-form', 'cost-calculator', 'place-map']) {
    await expect(island(page, name).first()).toBeAttached()
    await expect(awake(page, name)).toHaveCount(0)
  }
  await expect(page.locator('.leaflet-container')).toHaveCount(0)
  await expect(page.locator('altcha-widget[challenge]')).toHaveCount(await page.locator('altcha-widget').count())
  expect(await page.evaluate(() => customElements.get('altcha-widget'))).toBeUndefined()

  // The first photo is the page's one eager, high-priority picture.
  const gallery = page.getByRole('region', { name: nl.detail.photos })
  const photos = gallery.locator('img')
  await expect(photos.first()).toHaveAttribute('loading', 'eager')
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(page.locator('img[loading="eager"], img[fetchpriority="high"]')).toHaveCount(1)

  // The gallery swipes without script: the strip snaps to the second photo (at the strip's scroll padding: the
  // phone's strip runs edge to edge with the page's gutter before the photo, ADR 0077).
  const strip = gallery.locator('.gallery__grid')
  await strip.evaluate((element) => element.scrollBy({ left: element.clientWidth * 0.6, behavior: 'instant' }))
  await expect
    .poll(() =>
      strip.evaluate((element) => Math.abs(element.children[1]!.getBoundingClientRect().left - element.getBoundingClientRect().left - (parseFloat(getComputedStyle(element).scrollPaddingLeft) || 0))),
    )
    .toBeLessThan(2)
  await expect(photos.nth(1)).toBeInViewport()

  // The cost estimate wakes as it comes near, and then follows the loan.
  let before = new Set(scripts)
  const estimate = page.getByRole('region', { name: nl.buyerCosts.title })
  await estimate.scrollIntoViewIfNeeded()
  await expect(awake(page, 'cost-calculator')).toHaveCount(1)
  await newScripts(scripts, before)
  await estimate.getByRole('radio', { name: nl.buyerCosts.no }).check()
  await estimate.getByLabel(nl.buyerCosts.loanAmount).fill('200000')
  await expect(estimate.getByTestId('buyer-costs-total')).not.toHaveText('€ 0')
  const withLoan = await estimate.getByTestId('buyer-costs-total').textContent()
  await estimate.getByLabel(nl.buyerCosts.loanAmount).fill('')
  await expect(estimate.getByTestId('buyer-costs-total')).not.toHaveText(withLoan!)

  // The map's code only near the map.
  before = new Set(scripts)
  const map = page.getByRole('region', { name: /^Kaart met de ligging van / })
  await map.scrollIntoViewIfNeeded()
  await expect(map).toHaveAttribute('data-map-ready', 'true')
  await newScripts(scripts, before)

  // The visit form: folded, asleep until opened. What is typed, ticked and sent before its code arrives is
  // kept and goes the live form's way: it checks in the browser and lands on the first field to fix.
  const visit = page.locator('details#visit-request')
  await expect(visit.locator('[data-island="lead-form"]')).toBeAttached()
  await expect(visit.locator('[data-island-awake]')).toHaveCount(0)
  before = new Set(scripts)
  await visit.locator('summary').click()
  const firstName = visit.getByLabel(new RegExp(`^${nl.forms.fields.firstName}`))
  await firstName.fill('Sophie')
  await visit.getByLabel(new RegExp(`^${nl.forms.fields.email}`)).fill('sophie@')
  await visit.getByRole('checkbox', { name: new RegExp(`^${nl.forms.fields.privacy}`) }).check()
  await visit.getByRole('button', { name: nl.forms.send }).click()
  await expect(visit.locator('[data-island-awake]')).toHaveCount(1)
  await newScripts(scripts, before)
  await expect(visit.getByText(nl.forms.errors.email, { exact: true })).toBeVisible()
  await expect(visit.getByLabel(new RegExp(`^${nl.forms.fields.lastName}`))).toBeFocused()
  await expect(firstName).toHaveValue('Sophie')
  await expect(visit.getByRole('checkbox', { name: new RegExp(`^${nl.forms.fields.privacy}`) })).toBeChecked()
  await expect(visit.getByText(nl.forms.errors.consent)).toHaveCount(0)
  expect(new URL(page.url()).pathname).toMatch(/\/nl\/te-koop\//)

  // The lightbox's code comes with the first tap on a photo (or the pointer entering the photos just
  // before it). The pointer first goes to the header's corner: left over the send button, scrolling to the
  // top would bring the photos under it and fetch the code before the tap this step is about.
  await page.mouse.move(1, 1)
  await page.evaluate(() => window.scrollTo(0, 0))
  before = new Set(scripts)
  await gallery.getByRole('link', { name: /^Foto 2 van 7 vergroten$/ }).click()
  await expect(page.getByRole('dialog', { name: nl.gallery.lightbox })).toBeVisible()
  await newScripts(scripts, before)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the page shows the photos, the facts and the cost estimate, and the visit form posts', async ({ page }) => {
    await page.goto(PROPERTY)
    const gallery = page.getByRole('region', { name: nl.detail.photos })
    await expect(gallery.locator('img').first()).toBeVisible()
    await expect(gallery.getByRole('link', { name: /^Foto 1 van 7 vergroten$/ })).toHaveAttribute('href', /\.(jpe?g|webp|png)$/)
    await expect(page.locator('.property-detail__facts')).toBeVisible()
    await expect(page.locator('.attributes').first()).toBeVisible()
    await expect(page.getByRole('region', { name: nl.buyerCosts.title }).getByTestId('buyer-costs-total')).toHaveText(/^€\s[\d.]+$/)

    const visit = page.locator('details#visit-request')
    await visit.locator('summary').click()
    const form = page.locator('#form-visit-request')
    await form.getByLabel(new RegExp(`^${nl.forms.fields.firstName}`)).fill('Sophie')
    await form.getByLabel(new RegExp(`^${nl.forms.fields.email}`)).fill('sophie@')
    await form.getByRole('button', { name: nl.forms.send }).click()
    // The server answered the post: its messages, what was typed kept (the page comes back with the form
    // folded again, as it was served).
    await page.locator('details#visit-request summary').click()
    await expect(page.getByText(nl.forms.errors.email, { exact: true })).toBeVisible()
    await expect(page.locator('#form-visit-request').getByLabel(new RegExp(`^${nl.forms.fields.firstName}`))).toHaveValue('Sophie')
  })
})
