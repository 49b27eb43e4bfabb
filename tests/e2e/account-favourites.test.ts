import type { Page } from '@playwright/test'

import type { Locale } from '../../src/i18n/locales'
import { publicPath } from '../../src/i18n/paths'

import { answerCookieDialog, DEMO_PASSWORD, logIn, MESSAGES } from './account-helpers'
import { expect, test } from './fixtures'

/**
 * Favourites kept with the account (ADR 0079): the demo search-profile holder stars a property on one
 * device (a browser context) and finds it, with the header's count, on another after logging in there.
 * Logging out leaves nothing of the account's favourites in that browser. In Dutch and in German; one after
 * the other, as both use the same demo account.
 */
const HOLDER = 'zoeker@example.be'
const PASSWORD = 'Zoekprofiel-2026'
const MARK = 'zeedijk.favourites-account'
const LIST = 'zeedijk.favourites'

test.describe.configure({ mode: 'serial' })

const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key)
const headerCount = (page: Page) => page.locator('.site-header .header-favourites .favourites-link__count')

async function logInAt(page: Page, locale: Locale) {
  await page.goto(publicPath('/login', locale))
  await logIn(page, locale, HOLDER, PASSWORD)
  await page.waitForURL(`**${publicPath('/login/search-profile', locale)}`)
  await expect(page.getByRole('heading', { level: 2, name: MESSAGES[locale].favourites.account.title })).toBeVisible()
  // The account page marks the browser signed in once it merged the lists.
  await expect.poll(() => stored(page, MARK)).toBe('1')
}

for (const locale of ['nl', 'de'] as const) {
  test(`a favourite starred on one device is there on another after login, with the header's count (${locale})`, async ({ page, browser }) => {
    test.setTimeout(120_000)
    const t = MESSAGES[locale].favourites

    // Device one: logged in, a star on the listing goes to the account.
    await logInAt(page, locale)
    await page.goto(publicPath('/for-sale', locale))
    const free = page.locator('.property-card').filter({ has: page.locator('button.favourite-toggle[aria-pressed="false"]') }).first()
    const title = (await free.locator('.card__title a').textContent())!.trim()
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/favourites/') && response.request().method() === 'POST')
    await free.getByRole('button', { name: `${t.add}: ${title}`, exact: true }).click()
    const answer = await sent
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toContain('no-store')
    const accountIds = ((await answer.json()) as { ids: number[] }).ids
    const id = Number((await stored(page, LIST))!.split(',')[0])
    expect(accountIds[0]).toBe(id)
    await expect(headerCount(page)).toHaveText(String(accountIds.length))
    // The heart and its count fit the header from a 360 px phone up, beside the languages and the menu button.
    for (const width of [360, 390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await expect(page.locator('.site-header .header-favourites')).toBeVisible()
      // Polled: the logo's width eases for 0.2 s after the viewport changes.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `test-results/screenshots/account-favourites-${locale}-header-${width}.png` })
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    // Device two: a new browser, the cookie question answered, nothing starred yet.
    const other = await browser.newContext()
    const second = await other.newPage()
    await second.goto(publicPath('/for-sale', locale))
    await answerCookieDialog(second, locale, 'declineAll')
    await expect(second.locator('.site-header .header-favourites')).toHaveCount(0)
    await logInAt(second, locale)
    const open = second.locator('.account-favourites').getByRole('link', { name: new RegExp(`^${t.account.open}`) })
    await expect(open).toContainText(String(accountIds.length))
    await expect(open).toHaveAttribute('href', new RegExp(`[?,=]${id}(,|$)`))
    await expect(headerCount(second)).toHaveText(String(accountIds.length))
    // The public page shows it starred and the header counts it, from this browser's storage alone.
    await second.goto(publicPath('/for-sale', locale))
    await expect(headerCount(second)).toHaveText(String(accountIds.length))
    await expect(second.getByRole('button', { name: `${t.remove}: ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await second.screenshot({ path: `test-results/screenshots/account-favourites-${locale}-listing.png` })
    await second.goto(publicPath('/login/search-profile', locale))
    for (const width of [390, 1440]) {
      await second.setViewportSize({ width, height: 900 })
      await second.screenshot({ path: `test-results/screenshots/account-favourites-${locale}-${width}.png`, fullPage: true })
    }

    // Logging out there leaves nothing of the account's favourites in that browser.
    await second.getByRole('button', { name: MESSAGES[locale].account.logOut }).click()
    // The login page, told that the session ended (?session=ended).
    await second.waitForURL((url) => url.pathname === publicPath('/login', locale))
    expect(await stored(second, MARK)).toBeNull()
    expect(await stored(second, LIST)).toBeNull()
    await second.goto(publicPath('/for-sale', locale))
    await expect(second.getByRole('button', { name: `${t.add}: ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'false')
    await expect(second.locator('.site-header .header-favourites')).toHaveCount(0)
    await other.close()

    // Back on device one, the star taken off goes to the account too.
    const removed = page.waitForResponse((response) => response.url().endsWith('/api/favourites/') && response.request().method() === 'POST')
    await page.getByRole('button', { name: `${t.remove}: ${title}`, exact: true }).click()
    const after = (await (await removed).json()) as { ids: number[] }
    expect(after.ids).not.toContain(id)
  })
}

/**
 * ADR 0082: the merge is not the search-profile page's alone. An owner's browser favourites merge on the
 * portal (its own panel) and, for any logged-in account, on the favourites page, which is public and cached:
 * there the browser asks GET /api/favourites/ because the login hint cookie says someone is logged in.
 */
const OWNER = 'an.peeters@example.be'

for (const locale of ['nl', 'fr'] as const) {
  test(`an owner's favourites merge on the portal and on the favourites page (${locale})`, async ({ page }) => {
    test.setTimeout(120_000)
    const t = MESSAGES[locale].favourites
    // Starred before logging in: in this browser only.
    await page.goto(publicPath('/for-sale', locale))
    const free = page.locator('.property-card').filter({ has: page.locator('button.favourite-toggle[aria-pressed="false"]') }).first()
    const title = (await free.locator('.card__title a').textContent())!.trim()
    await free.getByRole('button', { name: `${t.add}: ${title}`, exact: true }).click()
    const id = Number((await stored(page, LIST))!.split(',')[0])

    // The portal merges: the account receives the browser's star, the browser is marked signed in.
    await page.goto(publicPath('/login', locale))
    await logIn(page, locale, OWNER, DEMO_PASSWORD)
    await page.waitForURL(`**${publicPath('/login/portal', locale)}`)
    await expect(page.getByRole('heading', { level: 2, name: t.account.title })).toBeVisible()
    await expect.poll(() => stored(page, MARK)).toBe('1')
    // Asked as the page asks (this browser's session): the account has it now.
    const accountIds = async () => ((await (await page.request.get('/api/favourites/')).json()) as { ids: number[] }).ids
    await expect.poll(accountIds).toContain(id)
    await expect(page.locator('.account-favourites').getByRole('link', { name: new RegExp(`^${t.account.open}`) })).toHaveAttribute('href', new RegExp(`[?,=]${id}(,|$)`))
    await page.screenshot({ path: `test-results/screenshots/account-favourites-${locale}-portal.png`, fullPage: true })

    // A browser that holds the login but not the list (storage cleared): the favourites page asks the account.
    await page.evaluate((keys) => keys.forEach((key) => window.localStorage.removeItem(key)), [LIST, MARK])
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/favourites/') && response.request().method() === 'GET')
    await page.goto(publicPath('/favourites', locale))
    const answer = await asked
    expect(answer.status()).toBe(200)
    expect(answer.headers()['cache-control']).toContain('no-store')
    // The page then shows the account's list (its body is gone with the reload the merge causes).
    await page.waitForURL((url) => (url.searchParams.get('ids') ?? '').split(',').includes(String(id)))
    await expect(page.getByRole('button', { name: `${t.remove}: ${title}`, exact: true })).toBeVisible()
    await expect.poll(() => stored(page, MARK)).toBe('1')

    // Taken off again on that page: the account loses it too (the next run starts from the same account).
    await page.getByRole('button', { name: `${t.remove}: ${title}`, exact: true }).click()
    await expect.poll(accountIds).not.toContain(id)
  })
}
