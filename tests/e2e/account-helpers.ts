import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

import type { Locale } from '../../src/i18n/locales'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import { mailsTo, type OutboxMail, passwordLink } from '../support/mail-outbox'

import { expect } from './fixtures'
import { staffToken } from './staff'

/** The account journeys' shared steps: staff calls, the server's outbox, the cookie dialog, the forms. */
export const MESSAGES = { nl, fr, en, de } as const
export const SESSION_COOKIE = 'zeedijk-account'
/** The demo accounts of src/server/seed/owners.ts. */
export const DEMO_PASSWORD = 'Strandcabine-2026'

/** The journeys' server writes its mails here (playwright.config.ts sets DATA_DIR to the server's folder). */
const dataDir = () => process.env.DATA_DIR ?? 'test-results/e2e-data'

export const mailCount = (email: string) => mailsTo(dataDir(), email).length

/**
 * Waits for the mail after the first `before` ones to this address. The queue sends it within the minute;
 * staff may also ask for a run at once (Payload's jobs endpoint), which is what this does first.
 */
export async function waitForMail(request: APIRequestContext, email: string, before: number): Promise<{ mail: OutboxMail; link: URL }> {
  const token = await staffToken()
  await request.get('/api/payload-jobs/run/?queue=leads', { headers: { Authorization: `JWT ${token}` } })
  await expect.poll(() => mailCount(email), { timeout: 90_000, intervals: [500, 1000, 2000] }).toBeGreaterThan(before)
  const mail = mailsTo(dataDir(), email)[before]!
  return { mail, link: passwordLink(mail) }
}

/** Staff call the REST API with the run's token. */
export async function asStaff(request: APIRequestContext, method: 'get' | 'post' | 'patch', path: string, data?: unknown) {
  const response = await request[method](path, { data, headers: { Authorization: `JWT ${await staffToken()}` } })
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true)
  return (await response.json()) as { doc?: { id: number }; docs?: { id: number }[] }
}

/** The first visit's cookie question, answered as a visitor does. */
export async function answerCookieDialog(page: Page, locale: Locale, answer: 'acceptAll' | 'declineAll') {
  const dialog = page.getByRole('dialog', { name: MESSAGES[locale].consent.title })
  await dialog.getByRole('button', { name: MESSAGES[locale].consent[answer] }).click()
  await expect(dialog).toBeHidden()
}

/** Chooses a password on the page a mail's link opened. */
export async function choosePassword(page: Page, locale: Locale, password: string, confirmation = password) {
  const t = MESSAGES[locale].account
  await page.getByLabel(t.fields.password, { exact: true }).fill(password)
  await page.getByLabel(t.fields.confirmation, { exact: true }).fill(confirmation)
  await page.getByRole('button', { name: t.newPassword.submit }).click()
}

/** Logs in on the login page that is open. */
export async function logIn(page: Page, locale: Locale, email: string, password: string) {
  const t = MESSAGES[locale].account
  const form = page.locator('#login-form')
  await form.getByLabel(t.fields.email, { exact: true }).fill(email)
  await form.getByLabel(t.fields.password, { exact: true }).fill(password)
  await form.getByRole('button', { name: t.login.submit }).click()
}

export const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)

/** The form's own announced message (Next.js's route announcer is another alert, outside the page's main). */
export const formMessage = (page: Page) => page.getByRole('main').getByRole('alert')
