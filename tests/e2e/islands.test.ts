import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

/*
 * Issue 22: a phone loads the page's islands only when the visitor reaches for them. Each island's code is
 * recognised by a string only its own module holds; the scripts the page loaded are read as they arrive.
 */
const CODE_OF = {
  searchBox: '/api/search/?locale=',
  mobileMenu: 'M4 7h16M4 12h16M4 17h16',
  favouriteToggle: 'M12 21s-7.5-4.6-9.6-9.1',
} as const

/** The text of every script the page loaded so far (read as each arrives). */
function watchScripts(page: Page): { loaded: () => Promise<string> } {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return { loaded: async () => (await Promise.all(bodies)).join('\n') }
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

test('the home page loads the search box and the menu only when the visitor reaches for them', async ({ page }) => {
  const scripts = watchScripts(page)
  await page.goto('/nl/')
  await page.waitForLoadState('networkidle')
  expect(await scripts.loaded()).not.toContain(CODE_OF.searchBox)
  expect(await scripts.loaded()).not.toContain(CODE_OF.mobileMenu)
  await expect(page.locator('[data-island="search-box"]')).not.toHaveAttribute('data-island-awake')

  // Typed before the code came: the text is carried into the live box, which then answers it.
  const input = page.getByRole('combobox', { name: 'Zoek een pand, een gemeente of een postcode' })
  await input.fill('OOSTENDE')
  await expect(page.locator('[data-island="search-box"]')).toHaveAttribute('data-island-awake')
  await expect(page.getByRole('listbox').getByRole('group', { name: 'Gemeenten' }).getByRole('option').first()).toContainText('Oostende (8400)')
  await expect(input).toBeFocused()
  expect(await scripts.loaded()).toContain(CODE_OF.searchBox)
  expect(await scripts.loaded()).not.toContain(CODE_OF.mobileMenu)

  // The drawer opens at the first tap, the one that brought its code.
  await page.getByRole('button', { name: 'Menu' }).tap()
  await expect(page.locator('dialog#site-drawer')).toBeVisible()
  expect(await scripts.loaded()).toContain(CODE_OF.mobileMenu)
})

test('the listing: the first picture comes first, the hearts as their cards near the viewport, the filters at once', async ({ page }) => {
  const scripts = watchScripts(page)
  await page.goto('/nl/te-koop/')
  await page.waitForLoadState('networkidle')

  const images = page.locator('.cards .card__image')
  await expect(images.first()).toHaveAttribute('loading', 'eager')
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
  const count = await images.count()
  expect(count).toBeGreaterThan(2)
  for (let index = 1; index < count; index++) {
    await expect(images.nth(index)).toHaveAttribute('loading', 'lazy')
    await expect(images.nth(index)).not.toHaveAttribute('fetchpriority')
  }

  // The first card's heart is near the viewport and awake; the last card's is not, until scrolled to.
  const hearts = page.locator('[data-island="favourite-toggle"]')
  await expect(hearts.first()).toHaveAttribute('data-island-awake')
  await expect(hearts.last()).not.toHaveAttribute('data-island-awake')
  await expect(page.locator('.cards .favourite-toggle').first()).toBeVisible()
  expect(await scripts.loaded()).toContain(CODE_OF.favouriteToggle)
  await page.locator('.cards .card').last().scrollIntoViewIfNeeded()
  await expect(hearts.last()).toHaveAttribute('data-island-awake')
  await expect(page.locator('.cards .card').last().locator('.favourite-toggle')).toBeVisible()

  // The filter sheet opens from its toggle and sends a short address, with no island in between.
  await page.evaluate(() => window.scrollTo(0, 0))
  const toggle = page.getByRole('button', { name: /Filters/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('form#filters')).toBeVisible()
  await page.locator('form#filters').getByRole('button', { name: 'Toon resultaten' }).click()
  // Every field was empty: none of them is in the address.
  await expect(page).toHaveURL(/\/nl\/te-koop\/\??#results$/)
  await expect(page.locator('#results')).toBeFocused()
})

test('without JavaScript every island shows its server HTML, never a part left hidden for a script', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 }, baseURL })
  const page = await context.newPage()
  for (const path of ['/nl/', '/nl/te-koop/']) {
    await page.goto(path)
    expect(await page.content()).not.toMatch(/data-island="[a-z-]+" style="display:contents"><!--\$\?-->/)
    await expect(page.locator('.main-nav__list a').first()).toBeVisible()
  }
  await page.goto('/nl/')
  await expect(page.getByRole('combobox', { name: 'Zoek een pand, een gemeente of een postcode' })).toBeVisible()
  await context.close()
})
