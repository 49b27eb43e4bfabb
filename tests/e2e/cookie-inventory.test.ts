import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'

import { SITE_STORAGE, type StorageItem } from '../../src/domain/cookies'
import { publicPath } from '../../src/i18n/paths'
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

import { answerCookieDialog, DEMO_PASSWORD, logIn } from './account-helpers'
import { staffToken } from './staff'

// A first-time visitor: the cookie question is part of what this file tests.
test.use({ answeredConsent: false })

/**
 * The cookie policy lists what the site really keeps in the browser (ADR 0034). A visitor goes through
 * everything that stores something: the cookie question, a favourite, a form, an owner's login, and a staff
 * member's login to the back office with a theme chosen; then every cookie and stored key the browser holds
 * must be on the site's list (src/domain/cookies.ts) with the listed lifetime, every listed item must have
 * been seen, and the policy's table must show exactly that list.
 */
const LISTED: readonly StorageItem[] = Object.values(SITE_STORAGE)
/** A staff member of its own: the run's shared staff session must not be logged in twice at once (staff.ts). */
const STAFF_MEMBER = { email: 'cookie-journey@zeedijk.test', password: 'Cookie-journey-staff-2026', name: 'Cookie journey', roles: ['agent'] }

async function ensureStaffMember(request: APIRequestContext) {
  const headers = { Authorization: `JWT ${await staffToken()}` }
  const found = await request.get(`/api/users/?where[email][equals]=${encodeURIComponent(STAFF_MEMBER.email)}&depth=0`, { headers })
  expect(found.ok()).toBe(true)
  if (((await found.json()) as { totalDocs: number }).totalDocs > 0) return
  const created = await request.post('/api/users/', { data: STAFF_MEMBER, headers })
  expect(created.ok(), `create the journey's staff member: ${created.status()}`).toBe(true)
}

/** The names in the cookie policy's table, in its order. */
const tableNames = (page: Page) => page.getByRole('table', { name: nl.cookieList.title }).getByRole('rowheader').allTextContents()

test('every cookie and stored item the site sets is on the cookie policy, with its lifetime, and nothing else is', async ({ page, context, request }) => {
  test.setTimeout(180_000)
  await ensureStaffMember(request)

  // The cookie question, accepted in full: the most a visitor can allow.
  await page.goto(publicPath('/for-sale', 'nl'))
  await answerCookieDialog(page, 'nl', 'acceptAll')

  // A favourite.
  await page.locator('.property-card').first().getByRole('button', { name: new RegExp(`^${nl.favourites.add}`) }).click()

  // A form (the newsletter), through its captcha, to its thank-you page.
  await page.goto(publicPath('/blog', 'nl'))
  const form = page.locator('#form-sign-newsletter')
  await form.getByLabel(new RegExp(`^${nl.forms.fields.email}`)).fill(`cookie-journey-${Date.now()}@example.be`)
  await form.getByRole('checkbox', { name: new RegExp(`^${nl.forms.fields.privacy}`) }).check()
  await form.getByRole('button', { name: nl.forms.send }).click()
  await page.waitForURL(`**${publicPath('/thank-you/sign-newsletter', 'nl')}`, { timeout: 30_000 })

  // An owner's login (the demo owner of src/server/seed/owners.ts).
  await page.goto(publicPath('/login', 'nl'))
  await logIn(page, 'nl', 'an.peeters@example.be', DEMO_PASSWORD)
  await page.waitForURL(`**${publicPath('/login/portal', 'nl')}`)
  // The account page keeps the favourites with the account and marks this browser as signed in (ADR 0079).
  await page.goto(publicPath('/login/search-profile', 'nl'))
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SITE_STORAGE.favouritesAccount.name)).toBe('1')

  // A staff member's login to the back office, choosing the dark theme on the account page.
  await page.goto('/admin/login')
  await page.locator('input[name=email]').fill(STAFF_MEMBER.email)
  await page.locator('input[name=password]').fill(STAFF_MEMBER.password)
  await page.locator('button[type=submit]').click()
  await page.waitForURL(/\/admin\/?$/)
  await page.goto('/admin/account')
  await page.getByText('Dark', { exact: true }).click()
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === SITE_STORAGE.staffTheme.name)).toBe(true)
  // And the admin's language (ADR 0033).
  await page.locator('#language-select').click()
  await page.getByRole('option', { name: 'Nederlands' }).click()
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === SITE_STORAGE.staffLanguage.name)).toBe(true)

  // What the browser holds now, for the site and for anyone else.
  await page.goto(publicPath('/', 'nl'))
  const now = Date.now() / 1000
  const cookies = await context.cookies()
  const stored = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))

  const listed = (name: string, kind: StorageItem['kind']) => LISTED.find((item) => item.name === name && item.kind === kind)
  for (const cookie of cookies) {
    const item = listed(cookie.name, 'cookie')
    expect(item, `the cookie ${cookie.name} (${cookie.domain}) is on the list`).toBeDefined()
    // Its lifetime is the listed one (a few minutes of journey in between).
    if (item && item.lifetime !== 'untilCleared') {
      expect(cookie.expires, `${cookie.name} lasts as listed`).toBeGreaterThan(now + item.lifetime.seconds - 600)
      expect(cookie.expires, `${cookie.name} lasts as listed`).toBeLessThanOrEqual(now + item.lifetime.seconds + 5)
    }
  }
  for (const key of stored.local) expect(listed(key, 'localStorage'), `the local-storage key ${key} is on the list`).toBeDefined()
  expect(stored.session).toEqual([])
  // Nothing on the list that the site does not set.
  const seen = [...cookies.map((cookie) => cookie.name), ...stored.local].sort()
  expect(seen).toEqual(LISTED.map((item) => item.name).sort())

  // And the policy shows that list, without tags (the demo configures none).
  await page.goto(publicPath('/cookie-policy', 'nl'))
  expect(await tableNames(page)).toEqual(LISTED.map((item) => item.name))
  await expect(page.getByText(nl.cookieList.noTags)).toBeVisible()
})

test('the cookie list is a translated table with each item’s purpose, lifetime and consent, reached from the contents (fr)', async ({ page, context, baseURL }) => {
  const { CONSENT_COOKIE, consentFor, serializeConsent } = await import('../../src/domain/consent')
  await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(consentFor('none')), url: baseURL! }])
  const t = fr.cookieList
  await page.goto(publicPath('/cookie-policy', 'fr'))
  const table = page.getByRole('table', { name: t.title })
  await expect(table.getByRole('columnheader')).toHaveText(Object.values(t.columns))
  const consentRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: SITE_STORAGE.consent.name }) })
  await expect(consentRow).toContainText(t.purposes.consent)
  await expect(consentRow).toContainText('180 jours')
  await expect(consentRow).toContainText(t.consentNotNeeded)
  const favourites = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: SITE_STORAGE.favourites.name, exact: true }) })
  await expect(favourites).toContainText(t.kinds.localStorage)
  await expect(favourites).toContainText(t.lifetimes.untilCleared)
  await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: SITE_STORAGE.staffSession.name }) })).toContainText('2 heures')

  // The contents end with the list, and its link jumps there.
  const nav = page.getByRole('navigation', { name: fr.tableOfContents.label, exact: true })
  await expect(nav.getByRole('link').last()).toHaveText(t.title)
  await nav.getByRole('link', { name: t.title }).click()
  await expect(page).toHaveURL(/#cookie-list$/)
  await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeInViewport()
})
