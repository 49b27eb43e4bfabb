import path from 'node:path'

import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test'

import { propertyPath } from '../../src/shared/catalogue-paths'
import { CONSENT_COOKIE } from '../../src/domain/consent'
import { publicPath } from '../../src/i18n/paths'
import type { Locale } from '../../src/i18n/locales'
import { mailsTo, type OutboxMail } from '../support/mail-outbox'

import { answerCookieDialog, asStaff, MESSAGES } from './account-helpers'
import { expect, test } from './fixtures'
import { staffToken } from './staff'

/**
 * ADR 0042, as a visitor on a phone sees it:
 * - the documents of a property whose address is hidden are held until staff approve the request: the visitor
 *   reads the translated "pending" answer and gets a mail without a document link; staff approve the lead
 *   through the REST API (what the admin's save does) and then the mail with the documents arrives;
 * - a search profile needs a password that is not a common one, and a double opt-in: the mail's link opens a
 *   translated page with one button, and only that button confirms the profile.
 * Each runs in two languages. The journeys start as a first-time visitor and answer the cookie question.
 */
test.use({ answeredConsent: false, viewport: { width: 390, height: 844 } })

const dataDir = () => process.env.DATA_DIR ?? 'test-results/e2e-data'
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A field by its label; required fields carry a ' *' after it. */
const byLabel = (scope: Locator, name: string) => scope.getByLabel(new RegExp(`^${escape(name)}( \\*)?$`))
const DOCUMENT_LINK = /https?:\/\/[^\s"<>]+\/api\/documents\/[^\s"<>]+/
const hasDocumentLink = (mail: OutboxMail) => DOCUMENT_LINK.test(mail.body)
const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/api\/confirm-profile\/[^\s"<>/]+\/?/

/** Staff run the leads queue at once (Payload's jobs endpoint), as waitForMail does. */
async function runLeadsQueue(request: APIRequestContext) {
  await request.get('/api/payload-jobs/run/?queue=leads', { headers: { Authorization: `JWT ${await staffToken()}` } })
}

/** Waits (running the queue) until a mail to `email` matches; gives it. */
async function mailMatching(request: APIRequestContext, email: string, matches: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  await expect
    .poll(
      async () => {
        await runLeadsQueue(request)
        return mailsTo(dataDir(), email).some(matches)
      },
      { timeout: 90_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true)
  return mailsTo(dataDir(), email).find(matches)!
}

/** A phone-sized picture of what the visitor sees, kept with the run's results and in test-results/figures/privacy. */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const file = path.join('test-results', 'figures', 'privacy', `${name}.png`)
  await page.screenshot({ path: file })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

/** Opens a page as a first-time visitor would, answering the cookie question once per browser. */
async function visit(page: Page, url: string, locale: Locale) {
  await page.goto(url)
  if (!(await page.context().cookies()).some((cookie) => cookie.name === CONSENT_COOKIE)) await answerCookieDialog(page, locale, 'declineAll')
}

test.describe('documents of a property whose address is hidden', () => {
  for (const locale of ['fr', 'de'] as const) {
    test(`${locale}: held for staff, sent once they approve the request`, async ({ page, request }, testInfo) => {
      const t = MESSAGES[locale]
      // The demo has a property for sale with a hidden address and documents (content/demo/feed.json).
      const found = await request.get(`/api/properties/?where[publishAddress][equals]=false&where[documents.name][exists]=true&sort=externalId&limit=1&depth=1&locale=${locale}`)
      const [property] = ((await found.json()) as { docs: (Parameters<typeof propertyPath>[0] & { title: string })[] }).docs
      expect(property, 'a demo property with a hidden address and documents').toBeTruthy()

      await visit(page, propertyPath(property!, locale), locale)
      const details = page.locator('details#document-request')
      if (await details.count()) await details.locator('summary').click()
      const form = page.locator('#form-document-request')
      await expect(form).toBeVisible()
      const email = `held-documents-${locale}-${Date.now()}@example.be`
      await byLabel(form, t.forms.fields.lastName).fill('Peeters')
      await byLabel(form, t.forms.fields.email).fill(email)
      await form.getByRole('checkbox', { name: new RegExp(`^${escape(t.forms.fields.privacy)}`) }).check()
      await form.getByRole('button', { name: t.forms.send }).click()
      const pending = form.getByText(t.forms.notices.documentsPending)
      await expect(pending).toBeVisible({ timeout: 30_000 })
      await expect(form.getByText(t.forms.notices.documentsSent)).toHaveCount(0)
      await pending.scrollIntoViewIfNeeded()
      await snapshot(page, testInfo, `documents-pending-${locale}`)

      // The visitor's confirmation arrives without any document link; the lead waits for staff.
      const receipt = await mailMatching(request, email, () => true)
      expect(hasDocumentLink(receipt)).toBe(false)
      const { docs } = await asStaff(request, 'get', `/api/leads/?where[email][equals]=${encodeURIComponent(email)}&depth=0`)
      expect(docs).toHaveLength(1)
      const lead = docs![0] as { id: number; documentsApproval?: string; documentsSentAt?: string | null; locale: string }
      expect(lead).toMatchObject({ documentsApproval: 'pending', locale })
      expect(lead.documentsSentAt ?? null).toBeNull()
      await runLeadsQueue(request)
      expect(mailsTo(dataDir(), email).filter(hasDocumentLink)).toHaveLength(0)

      // Staff approve the request, as saving the lead in the admin does.
      await asStaff(request, 'patch', `/api/leads/${lead.id}/`, { documentsApproval: 'approved' })
      const documents = await mailMatching(request, email, hasDocumentLink)
      expect(documents.subject).toBe(t.leadMail.documentsSubject.replace('{property}', property!.title))
      const links = documents.body.match(new RegExp(DOCUMENT_LINK.source, 'g'))!
      expect(links.length).toBeGreaterThan(0)
      const file = await request.get(new URL(links[0]!).pathname)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toContain('application/pdf')
      // Sent once: the lead records it, and another run of the queue mails nothing more.
      await expect
        .poll(async () => ((await asStaff(request, 'get', `/api/leads/${lead.id}/?depth=0`)) as { documentsSentAt?: string | null }).documentsSentAt ?? null)
        .not.toBeNull()
      const sent = mailsTo(dataDir(), email).length
      await runLeadsQueue(request)
      expect(mailsTo(dataDir(), email)).toHaveLength(sent)
    })
  }
})

test.describe('keep me informed: a good password and a double opt-in', () => {
  for (const locale of ['nl', 'en'] as const) {
    test(`${locale}: a common password is refused with nothing lost; the mail's button confirms the profile`, async ({ page, request }, testInfo) => {
      const t = MESSAGES[locale]
      const field = (name: keyof typeof t.forms.fields) => t.forms.fields[name]
      const email = `profile-optin-${locale}-${Date.now()}@example.be`
      await visit(page, publicPath('/demand-register', locale), locale)
      const form = page.locator('#form-search-profile')
      await expect(form).toBeVisible()
      const typed = { firstName: 'Sophie', lastName: 'Lambert', email, priceMax: '350.000' } as const
      for (const [name, value] of Object.entries(typed)) await byLabel(form, field(name as keyof typeof typed)).fill(value)
      await byLabel(form, field('password')).fill('password123')
      await byLabel(form, field('passwordConfirm')).fill('password123')
      await form.getByRole('group', { name: field('goal'), exact: true }).getByRole('radio', { name: t.forms.choices.goal.buy, exact: true }).check()
      await form.getByRole('group', { name: field('propertyTypes'), exact: true }).getByRole('checkbox').nth(2).check()
      await form.getByRole('group', { name: field('regions'), exact: true }).getByRole('checkbox').first().check()
      await form.getByRole('checkbox', { name: new RegExp(`^${escape(field('privacy'))}`) }).check()
      await form.getByRole('button', { name: t.forms.send }).click()

      // The server's rule (the list of common passwords stays out of the browser): a translated error.
      const problem = form.getByText(t.forms.errors.passwordCommon, { exact: true })
      await expect(problem).toBeVisible({ timeout: 30_000 })
      await expect(byLabel(form, field('password'))).toHaveAttribute('aria-invalid', 'true')
      await problem.scrollIntoViewIfNeeded()
      await snapshot(page, testInfo, `password-common-${locale}`)
      // Nothing typed was lost, the choices neither.
      for (const [name, value] of Object.entries(typed)) await expect(byLabel(form, field(name as keyof typeof typed))).toHaveValue(value)
      await expect(form.getByRole('group', { name: field('goal'), exact: true }).getByRole('radio', { name: t.forms.choices.goal.buy, exact: true })).toBeChecked()
      await expect(form.getByRole('group', { name: field('propertyTypes'), exact: true }).getByRole('checkbox').nth(2)).toBeChecked()
      await expect(form.getByRole('group', { name: field('regions'), exact: true }).getByRole('checkbox').first()).toBeChecked()
      const profiles = async () =>
        ((await asStaff(request, 'get', `/api/search-profiles/?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).docs ?? []) as { id: number; confirmedAt?: string | null; locale: string }[]
      expect(await profiles()).toHaveLength(0)

      // A good password: the thank-you page asks to confirm with the mail's link.
      await byLabel(form, field('password')).fill('Zeezicht-en-duinen-7')
      await byLabel(form, field('passwordConfirm')).fill('Zeezicht-en-duinen-7')
      await form.getByRole('button', { name: t.forms.send }).click()
      await page.waitForURL(`**${publicPath('/thank-you/search-profile', locale)}`, { timeout: 30_000 })
      await expect(page.getByText(t.thankYou['search-profile'])).toBeVisible()
      await snapshot(page, testInfo, `profile-thank-you-${locale}`)
      await expect.poll(async () => (await profiles()).length).toBe(1)
      expect((await profiles())[0]).toMatchObject({ locale })
      expect((await profiles())[0]!.confirmedAt ?? null).toBeNull()

      // The mail's link only asks (mail scanners follow links): a translated page with one button.
      const mail = await mailMatching(request, email, (candidate) => CONFIRM_LINK.test(candidate.body))
      const link = new URL(CONFIRM_LINK.exec(mail.body)![0])
      await page.goto(link.pathname)
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`))
      await expect(page.getByRole('heading', { name: t.leadMail.confirmProfileTitle })).toBeVisible()
      await expect(page.getByText(t.leadMail.confirmProfileBody)).toBeVisible()
      await snapshot(page, testInfo, `profile-confirm-${locale}`)
      expect((await profiles())[0]!.confirmedAt ?? null).toBeNull()
      await page.getByRole('button', { name: t.leadMail.confirmProfileButton }).click()
      await expect(page.getByRole('heading', { name: t.leadMail.profileConfirmedTitle })).toBeVisible()
      await snapshot(page, testInfo, `profile-confirmed-${locale}`)
      const [confirmed] = await profiles()
      expect(confirmed!.confirmedAt).toBeTruthy()
      expect(Date.now() - new Date(confirmed!.confirmedAt!).getTime()).toBeLessThan(10 * 60_000)
    })
  }
})
