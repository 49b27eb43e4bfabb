// Server only. Not marked with 'server-only': the integration suite runs this module outside Next.
import type { Payload } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { getEnv } from '@/server/env'
import { sendMail } from '@/server/mail'
import { paragraph, plainPage } from '@/server/plain-page'
import { signLink, verifyLink } from '@/server/signed-links'
import { ButtonLink, MailLayout, MailSection, Paragraph, renderMail } from '@/shared/mail'
import { isSameOriginRequest } from '@/server/same-origin-request'

/** The signed link's purpose: a link signed for anything else never counts as a receipt. */
const PURPOSE = 'go-live-test-mail'
/** A test mail's link stays valid this long; an older one is refused (send a new mail). */
export const TEST_MAIL_LINK_DAYS = 7
/** Where the mail's link points, below SITE_URL: the token follows without a slash (it holds a dot, and Next
 * redirects a path whose last segment looks like a file name to its slashless form). */
export const RECEIPT_PATH = '/api/go-live/received/'

export type TestMailOutcome = { outcome: 'sent'; address: string } | { outcome: 'no-address' } | { outcome: 'failed' }

/**
 * Sends the test mail to the agency's address in Settings (never an address the request names), through
 * the site's one mail transport, holding a signed link that records the receipt. The sending is recorded
 * first, so the link names that record.
 */
export async function sendTestMail(payload: Payload, now = new Date()): Promise<TestMailOutcome> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  const address = settings.agency?.email?.trim()
  if (!address) return { outcome: 'no-address' }
  const locale: Locale = isLocale(settings.defaultLanguage) ? settings.defaultLanguage : 'nl'
  const sent = await payload.create({ collection: 'operations-log', data: { kind: 'test-mail-sent', detail: address }, overrideAccess: true })
  const token = signLink(PURPOSE, { sent: sent.id }, new Date(now.getTime() + TEST_MAIL_LINK_DAYS * 24 * 60 * 60 * 1000))
  const link = `${getEnv().SITE_URL}${RECEIPT_PATH}${token}`
  const t = translatorFor(locale, 'admin')
  const { html, text } = renderMail(
    <MailLayout lang={locale}>
      <MailSection>
        <Paragraph>{t('goLive.mail.heading')}</Paragraph>
        <Paragraph>{t('goLive.mail.body')}</Paragraph>
      </MailSection>
      <ButtonLink href={link}>{t('goLive.mail.button')}</ButtonLink>
    </MailLayout>,
  )
  try {
    await sendMail({ to: address, subject: t('goLive.mail.subject'), html, text })
    return { outcome: 'sent', address }
  } catch (error) {
    payload.logger.error({ err: error }, 'The go-live test mail could not be sent')
    await payload.delete({ collection: 'operations-log', id: sent.id, overrideAccess: true }).catch(() => undefined)
    return { outcome: 'failed' }
  }
}

/**
 * Records that the test mail arrived: its link was opened. A GET does it, unlike the site's other mail links
 * (ADR 0056): a mail scanner fetching the link proves as well that the mailbox received the mail. One
 * receipt per mail, however often the link is opened.
 */
export async function recordReceipt(payload: Payload, token: string, now = new Date()): Promise<boolean> {
  const verified = verifyLink(PURPOSE, token, now)
  if (!verified.ok || typeof verified.content.sent !== 'number') return false
  const detail = `test mail ${verified.content.sent}`
  const { totalDocs } = await payload.count({ collection: 'operations-log', where: { and: [{ kind: { equals: 'test-mail-received' } }, { detail: { equals: detail } }] }, overrideAccess: true })
  if (totalDocs === 0) await payload.create({ collection: 'operations-log', data: { kind: 'test-mail-received', detail }, overrideAccess: true })
  return true
}

/**
 * The dashboard's "Send a test mail" button (a plain form POST): staff only, from the site's own admin page
 * (Sec-Fetch-Site or Origin), never another site's page posting with a staff member's cookie. Answers with a
 * redirect back to the dashboard, which says what happened.
 */
export async function postTestMail(request: Request, getPayload: () => Promise<Payload>): Promise<Response> {
  const headers = request.headers
  const sameOrigin = isSameOriginRequest(headers)
  if (!sameOrigin) return new Response('Forbidden', { status: 403, headers: { 'cache-control': 'no-store' } })
  const payload = await getPayload()
  const { user } = await payload.auth({ headers })
  if (!user || user.collection !== 'users') return new Response('Forbidden', { status: 403, headers: { 'cache-control': 'no-store' } })
  const result = await sendTestMail(payload)
  return new Response(null, { status: 303, headers: { location: `${payload.config.routes.admin}?goLive=${result.outcome}`, 'cache-control': 'no-store' } })
}

/** The page the mail's link opens: a receipt recorded, or the link refused. In the site's default language. */
export async function getReceipt(token: string, getPayload: () => Promise<Payload>): Promise<Response> {
  const payload = await getPayload()
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  const locale: Locale = isLocale(settings.defaultLanguage) ? settings.defaultLanguage : 'nl'
  const t = translatorFor(locale, 'admin')
  const backHome = translatorFor(locale, 'leadMail')('backHome')
  if (!(await recordReceipt(payload, token))) return plainPage({ locale, status: 404, title: t('goLive.received.invalid'), body: '', backHome })
  return plainPage({ locale, status: 200, title: t('goLive.received.title'), body: paragraph(t('goLive.received.body')), backHome })
}
