import { expect, test } from './fixtures'

import { publicPath } from '../../src/i18n/paths'
import type { Locale } from '../../src/i18n/locales'

import { answerCookieDialog, asStaff, choosePassword, DEMO_PASSWORD, formMessage, logIn, mailCount, MESSAGES, sessionCookie, waitForMail } from './account-helpers'

// A first-time visitor: the cookie question is part of what this file tests.
test.use({ answeredConsent: false })

/**
 * Owner accounts in a real browser (ADR 0028): staff invite an owner, whose mail's link chooses the
 * password; the owner logs in, reaches the portal and logs out; a wrong password gets SPEC §8's message
 * with the e-mail kept. The demo owners' passwords are changed only by accounts-reset.after.test.ts, which
 * runs alone after every other journey. These journeys start as a first visit: they answer the cookie dialog.
 */

// A client address of this file's own (the server trusts one proxy hop): its failed logins never meet another journey's throttle.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${10 + (Date.now() % 200)}` } })

const invitation: { locale: Locale; answer: 'acceptAll' | 'declineAll' }[] = [
  { locale: 'nl', answer: 'acceptAll' },
  { locale: 'fr', answer: 'declineAll' },
]

for (const { locale, answer } of invitation) {
  test(`invitation → password → login → portal → logout (${locale})`, async ({ page, request, context }) => {
    test.setTimeout(180_000)
    const t = MESSAGES[locale].account
    const email = `eigenaar-${locale}-${Date.now()}@example.be`
    const loginPath = publicPath('/login', locale)
    const portalPath = publicPath('/login/portal', locale)

    const before = mailCount(email)
    await asStaff(request, 'post', '/api/owners/', { email, name: 'Sam Janssens', locale, sendInvitation: true })
    const { mail, link } = await waitForMail(request, email, before)
    expect(mail.subject).toBe(MESSAGES[locale].accountMail.inviteSubject)
    expect(link.pathname).toBe(publicPath('/login/new-password', locale))

    await page.goto(link.pathname + link.search)
    await answerCookieDialog(page, locale, answer)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.newPassword.titleInvite)
    await expect(page.getByText(email)).toBeVisible()
    // The token leaves the address bar (tags the visitor consented to report the page's address).
    await expect(page).toHaveURL((url) => url.pathname === link.pathname && !url.search.includes('token'))

    // The rule, then the confirmation, each with its message; the passwords are never shown again.
    await choosePassword(page, locale, 'password123')
    await expect(page.getByText(t.errors.passwordCommon)).toBeVisible()
    await expect(page.getByLabel(t.fields.password, { exact: true })).toHaveValue('')
    await choosePassword(page, locale, 'Dijk-en-duinen-2026', 'Dijk-en-duinen-2062')
    await expect(page.getByText(t.errors.passwordsDiffer)).toBeVisible()
    await choosePassword(page, locale, 'Dijk-en-duinen-2026')

    await expect(page).toHaveURL((url) => url.pathname === loginPath)
    await expect(formMessage(page)).toHaveText(t.login.passwordSet)
    // The link was used: it opens nothing a second time.
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.newPassword.invalidTitle)
    await page.goto(loginPath)
    await logIn(page, locale, email, 'Dijk-en-duinen-2026')
    await expect(page).toHaveURL((url) => url.pathname === portalPath)
    const cookie = await sessionCookie(context)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })

    // Logging out is the portal's button (src/features/accounts/components/LogoutButton.tsx on the portal pages).
    await page.getByRole('button', { name: t.logOut }).click()
    await expect(page).toHaveURL((url) => url.pathname === loginPath)
    expect(await sessionCookie(context)).toBeUndefined()
    await page.goto(portalPath)
    await expect(page).toHaveURL((url) => url.pathname === loginPath)
  })
}

test('a wrong password gets the one §8 message, the e-mail stays and the password does not (nl)', async ({ page }) => {
  const t = MESSAGES.nl.account
  await page.goto(publicPath('/login', 'nl'))
  await answerCookieDialog(page, 'nl', 'declineAll')
  const form = page.locator('#login-form')
  await expect(form.getByLabel(t.fields.email, { exact: true })).toHaveAttribute('autocomplete', 'username')
  await expect(form.getByLabel(t.fields.password, { exact: true })).toHaveAttribute('autocomplete', 'current-password')
  await logIn(page, 'nl', 'an.peeters@example.be', 'Niet-het-wachtwoord-1')
  await expect(formMessage(page)).toHaveText(t.problems.invalidLogin)
  await expect(form.getByLabel(t.fields.email, { exact: true })).toHaveValue('an.peeters@example.be')
  await expect(form.getByLabel(t.fields.password, { exact: true })).toHaveValue('')
  await expect(page).toHaveURL((url) => url.pathname === publicPath('/login', 'nl'))

  // An empty form is told field by field; a forgotten password has its link.
  await form.getByLabel(t.fields.email, { exact: true }).fill('')
  await form.getByRole('button', { name: t.login.submit }).click()
  await expect(page.getByText(t.errors.emailRequired)).toBeVisible()
  await expect(page.getByText(t.errors.passwordRequired)).toBeVisible()
  await expect(form.getByLabel(t.fields.email, { exact: true })).toBeFocused()
  await page.getByRole('link', { name: t.login.forgot }).click()
  await expect(page).toHaveURL((url) => url.pathname === publicPath('/login/forgot-password', 'nl'))
})

test('an unknown address gets the very same message as a wrong password (fr)', async ({ page }) => {
  const t = MESSAGES.fr.account
  await page.goto(publicPath('/login', 'fr'))
  await answerCookieDialog(page, 'fr', 'acceptAll')
  await logIn(page, 'fr', `personne-${Date.now()}@example.be`, DEMO_PASSWORD)
  await expect(formMessage(page)).toHaveText(t.problems.invalidLogin)
  await expect(page.locator('#login-form').getByLabel(t.fields.email, { exact: true })).toHaveValue(/^personne-\d+@example\.be$/)
})

test('the login form works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.241' } })
  const page = await context.newPage()
  const t = MESSAGES.nl.account
  await page.goto(publicPath('/login', 'nl'))
  await logIn(page, 'nl', 'zoeker@example.be', 'Niet-het-wachtwoord-1')
  await expect(page.getByText(t.problems.invalidLogin)).toBeVisible()
  await expect(page.locator('#login-form').getByLabel(t.fields.email, { exact: true })).toHaveValue('zoeker@example.be')
  // The demo search-profile holder has no owner account: the profile page, not the portal.
  await logIn(page, 'nl', 'zoeker@example.be', 'Zoekprofiel-2026')
  await expect(page).toHaveURL((url) => url.pathname === publicPath('/login/search-profile', 'nl'))
  expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'zeedijk-account', httpOnly: true }))
  await context.close()
})

test('forgot password: a malformed address is told; any well-formed one gets the same answer (en)', async ({ page }) => {
  const t = MESSAGES.en.account
  await page.goto(publicPath('/login/forgot-password', 'en'))
  await answerCookieDialog(page, 'en', 'declineAll')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.reminder.title)
  const email = page.getByLabel(t.fields.email, { exact: true })
  await email.fill('jean.dubois@')
  await page.getByRole('button', { name: t.reminder.submit }).click()
  await expect(page.getByText(t.errors.emailInvalid)).toBeVisible()
  await expect(email).toHaveValue('jean.dubois@')
  await email.fill(`nobody-${Date.now()}@example.be`)
  await page.getByRole('button', { name: t.reminder.submit }).click()
  await expect(formMessage(page)).toContainText(t.reminder.sent)
})

test('a link that is not (or no longer) valid says so and offers a new one (de)', async ({ page }) => {
  const t = MESSAGES.de.account
  await page.goto(`${publicPath('/login/new-password', 'de')}?token=${'x'.repeat(43)}`)
  await answerCookieDialog(page, 'de', 'declineAll')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.newPassword.invalidTitle)
  await page.getByRole('link', { name: t.newPassword.askNew }).click()
  await expect(page).toHaveURL((url) => url.pathname === publicPath('/login/forgot-password', 'de'))
})

test('the account pages are private and never indexed; the login page stays a public page', async ({ request }) => {
  for (const route of ['/login/forgot-password', '/login/new-password'] as const) {
    const response = await request.get(publicPath(route, 'fr'))
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('private, no-store')
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
  }
  const withToken = await (await request.get(`${publicPath('/login/new-password', 'fr')}?token=${'x'.repeat(43)}`)).text()
  expect(withToken).toContain('<meta name="referrer" content="no-referrer"')
  const login = await request.get(publicPath('/login', 'fr'))
  expect(login.headers()['cache-control']).toMatch(/^public/)
  expect(login.headers()['set-cookie']).toBeUndefined()
})
