import type { BrowserContext, Page } from '@playwright/test'

import { SITE_STORAGE } from '../../src/domain/cookies'
import { locales } from '../../src/i18n/locales'
import { publicPath } from '../../src/i18n/paths'

import { DEMO_PASSWORD, logIn, MESSAGES, SESSION_COOKIE } from './account-helpers'
import { expect, test } from './fixtures'

/**
 * The header shows who is logged in (issue 23 §3, ADR 0082) while every public page stays one cached HTML for
 * everyone: a hint cookie set at login makes the header's island ask GET /api/account/ and turn the owner
 * login link into the first name, linking to the account's page. An anonymous visitor's page asks nothing;
 * the hint opens nothing on its own and goes at logout. In all four languages (the words differ), at 1440 px
 * (the top bar) and 390 px (the menu), screenshots in test-results/screenshots/header-account-*.
 */
const OWNER = { email: 'an.peeters@example.be', firstName: 'An' }
const HOLDER = { email: 'zoeker@example.be', password: 'Zoekprofiel-2026' }
const HINT = SITE_STORAGE.accountHint.name

const hint = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === HINT)
/** The site header's HTML as the server sends it to this request (the page cache's copy). */
const headerHtml = (html: string) => html.match(/<header class="site-header">[\s\S]*?<\/header>/)?.[0]

async function wideAndIdle(page: Page, path: string) {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

test('an anonymous visitor’s header keeps the owner login and asks nothing', async ({ page }) => {
  const asked: string[] = []
  page.on('request', (request) => {
    if (/\/api\/account\/|\/api\/favourites\//.test(request.url())) asked.push(request.url())
  })
  await wideAndIdle(page, publicPath('/for-sale', 'nl'))
  await expect(page.locator('.top-bar__login')).toHaveText(MESSAGES.nl.nav.ownerLogin)
  await expect(page.locator('.top-bar__login')).toHaveAttribute('href', publicPath('/login', 'nl'))
  // Neither the island's code nor a question: the server's link is all an anonymous visitor needs.
  await expect(page.locator('[data-island="account-link"][data-island-awake]')).toHaveCount(0)
  await page.screenshot({ path: 'test-results/screenshots/header-account-nl-anonymous-1440.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'test-results/screenshots/header-account-nl-anonymous-390.png' })
  await page.goto(publicPath('/favourites', 'nl'))
  await page.waitForLoadState('networkidle')
  expect(asked).toEqual([])
})

for (const locale of locales) {
  test(`a logged-in owner sees their first name in the header, linking to the portal, and the page stays everyone's (${locale})`, async ({ page, context, request }) => {
    test.setTimeout(90_000)
    const t = MESSAGES[locale].nav
    const label = t.myAccountOf.replace('{name}', OWNER.firstName)
    await page.goto(publicPath('/login', locale))
    await logIn(page, locale, OWNER.email, DEMO_PASSWORD)
    await page.waitForURL(`**${publicPath('/login/portal', locale)}`)

    // The hint beside the session: readable by the page, but nothing in it but "1", and as long as the session.
    const [session, signedIn] = [(await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE), await hint(context)]
    expect(session?.httpOnly).toBe(true)
    expect(signedIn).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/' })
    expect(Math.abs(signedIn!.expires - session!.expires)).toBeLessThan(5)

    const listing = publicPath('/for-sale', locale)
    const greeted = page.waitForResponse((response) => response.url().endsWith('/api/account/'))
    await wideAndIdle(page, listing)
    const answer = await greeted
    expect(answer.headers()['cache-control']).toContain('no-store')
    expect(await answer.json()).toEqual({ signedIn: true, firstName: OWNER.firstName, home: 'portal' })
    const link = page.locator('.top-bar__login')
    await expect(link).toHaveText(OWNER.firstName)
    await expect(link).toHaveAccessibleName(label)
    await expect(link).toHaveAttribute('href', publicPath('/login/portal', locale))
    await page.screenshot({ path: `test-results/screenshots/header-account-${locale}-1440.png` })

    // On a phone the menu holds the same link.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: MESSAGES[locale].nav.openMenu }).click()
    const drawer = page.locator('.drawer__login')
    await expect(drawer).toHaveAccessibleName(label)
    await expect(drawer).toHaveAttribute('href', publicPath('/login/portal', locale))
    await page.screenshot({ path: `test-results/screenshots/header-account-${locale}-390-menu.png` })

    // The page's HTML, the header included, is the one an anonymous visitor gets: nothing of the login in it.
    const [mine, anyone] = [await (await context.request.get(listing)).text(), await (await request.get(listing, { headers: { cookie: '' } })).text()]
    expect(headerHtml(mine)).toBeTruthy()
    expect(headerHtml(mine)).toBe(headerHtml(anyone))
    expect(mine).not.toContain(OWNER.email)

    // Logout takes the hint with the session; the header is the owner login again.
    await page.goto(publicPath('/login/portal', locale))
    await page.getByRole('button', { name: MESSAGES[locale].account.logOut }).click()
    await page.waitForURL((url) => url.pathname === publicPath('/login', locale))
    expect(await hint(context)).toBeUndefined()
    await wideAndIdle(page, listing)
    await expect(page.locator('.top-bar__login')).toHaveText(t.ownerLogin)
  })
}

test('a search-profile holder’s header link leads to their profile page', async ({ page }) => {
  await page.goto(publicPath('/login', 'de'))
  await logIn(page, 'de', HOLDER.email, HOLDER.password)
  await page.waitForURL(`**${publicPath('/login/search-profile', 'de')}`)
  await wideAndIdle(page, publicPath('/', 'de'))
  await expect(page.locator('.top-bar__login')).toHaveAttribute('href', publicPath('/login/search-profile', 'de'))
  // The visible first name comes first in the link's name (WCAG 2.5.3, label in name), then what it is.
  await expect(page.locator('.top-bar__login')).toHaveAccessibleName(new RegExp(`${MESSAGES.de.nav.myAccount}$`))
  await page.screenshot({ path: 'test-results/screenshots/header-account-de-profile-1440.png' })
})

test('a forged hint opens nothing: the portal still asks for a login, and the header drops the hint', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: HINT, value: '1', url: baseURL! }])
  const greeted = page.waitForResponse((response) => response.url().endsWith('/api/account/'))
  await wideAndIdle(page, publicPath('/for-sale', 'fr'))
  expect(await (await greeted).json()).toEqual({ signedIn: false })
  await expect(page.locator('.top-bar__login')).toHaveText(MESSAGES.fr.nav.ownerLogin)
  await expect.poll(() => hint(context)).toBeUndefined()
  await context.addCookies([{ name: HINT, value: '1', url: baseURL! }])
  await page.goto(publicPath('/login/portal', 'fr'))
  await expect(page).toHaveURL((url) => url.pathname === publicPath('/login', 'fr'))
})
