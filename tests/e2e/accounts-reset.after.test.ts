import { expect, test } from './fixtures'

import { publicPath } from '../../src/i18n/paths'

import { answerCookieDialog, asStaff, choosePassword, DEMO_PASSWORD, formMessage, logIn, mailCount, MESSAGES, waitForMail } from './account-helpers'

// A first-time visitor: the cookie question is part of what this file tests.
test.use({ answeredConsent: false })

/**
 * Password reminder → new password, for the demo owner jean.dubois@example.be in French (ADR 0028). It
 * changes a demo account's password and ends its sessions, so it runs after every other journey, alone
 * (an .after journey); at the end staff invite him again and the demo password is put back.
 */
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.231' } })

const OWNER = 'jean.dubois@example.be'
const t = MESSAGES.fr.account

test('reminder → new password → login; the old password then fails with the §8 message (fr)', async ({ page, request }) => {
  test.setTimeout(240_000)
  const loginPath = publicPath('/login', 'fr')

  await page.goto(loginPath)
  await answerCookieDialog(page, 'fr', 'declineAll')
  await page.getByRole('link', { name: t.login.forgot }).click()
  await expect(page).toHaveURL((url) => url.pathname === publicPath('/login/forgot-password', 'fr'))
  let before = mailCount(OWNER)
  await page.getByLabel(t.fields.email, { exact: true }).fill(OWNER)
  await page.getByRole('button', { name: t.reminder.submit }).click()
  await expect(formMessage(page)).toContainText(t.reminder.sent)

  // The form runs the queue right after its answer: the mail is there within seconds.
  const { mail, link } = await waitForMail(request, OWNER, before)
  expect(mail.subject).toBe(MESSAGES.fr.accountMail.resetSubject)
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.newPassword.titleReset)
  await choosePassword(page, 'fr', 'Marée-haute-à-Knokke')
  await expect(page).toHaveURL((url) => url.pathname === loginPath)
  await expect(formMessage(page)).toHaveText(t.login.passwordSet)

  await logIn(page, 'fr', OWNER, DEMO_PASSWORD)
  await expect(formMessage(page)).toHaveText(t.problems.invalidLogin)
  await expect(page.locator('#login-form').getByLabel(t.fields.email, { exact: true })).toHaveValue(OWNER)
  await logIn(page, 'fr', OWNER, 'Marée-haute-à-Knokke')
  await expect(page).toHaveURL((url) => url.pathname === publicPath('/login/portal', 'fr'))

  // Put the demo password back: staff send the invitation again, its link sets the password.
  const { docs } = await asStaff(request, 'get', `/api/owners/?where[email][equals]=${encodeURIComponent(OWNER)}&depth=0`)
  before = mailCount(OWNER)
  await asStaff(request, 'patch', `/api/owners/${docs![0]!.id}/`, { sendInvitation: true })
  const invitation = await waitForMail(request, OWNER, before)
  await page.goto(invitation.link.pathname + invitation.link.search)
  await choosePassword(page, 'fr', DEMO_PASSWORD)
  await expect(page).toHaveURL((url) => url.pathname === loginPath)
  await logIn(page, 'fr', OWNER, DEMO_PASSWORD)
  await expect(page).toHaveURL((url) => url.pathname === publicPath('/login/portal', 'fr'))
})
