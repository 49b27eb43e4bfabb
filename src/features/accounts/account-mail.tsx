// No 'server-only' marker: the job runner (payload.config.ts) imports this from scripts too.
import type { Payload, TaskConfig } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { publicPath } from '@/i18n/paths'
import { getEnv } from '@/server/env'
import { sendMail } from '@/server/mail'
import { MailLayout, MailLink, MailSection, Paragraph, renderMail } from '@/shared/mail'

import { issueToken, TOKEN_LIFETIME_MS, type TokenPurpose } from './tokens'

/** The page where a link's token chooses the password, in the reader's language. */
export const newPasswordUrl = (locale: Locale, token: string) => `${getEnv().SITE_URL}${publicPath('/login/new-password', locale)}?token=${token}`

/** Who gets the mail; `ownerId` when it is an owner (the invitation then records when it was sent). */
type Recipient = { name: string | null; locale: Locale; ownerId?: number }

/**
 * Who may receive this mail: an invitation goes to an owner; a reminder to an owner or a search-profile
 * holder who chose a password. Anyone else gets nothing (and the form that asked said the same).
 */
async function recipientOf(payload: Payload, purpose: TokenPurpose, email: string): Promise<Recipient | null> {
  const { docs: owners } = await payload.find({ collection: 'owners', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  const owner = owners[0]
  if (owner) return { name: owner.name, locale: isLocale(owner.locale) ? owner.locale : 'nl', ownerId: owner.id }
  if (purpose === 'invite') return null
  const { docs: profiles } = await payload.find({
    collection: 'search-profiles',
    where: { and: [{ email: { equals: email } }, { passwordHash: { exists: true } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const profile = profiles[0]
  // Fixed words only for a profile: its name was typed by whoever made it, perhaps not the address's owner.
  return profile ? { name: null, locale: isLocale(profile.locale) ? profile.locale : 'nl' } : null
}

export function accountMail(purpose: TokenPurpose, email: string, recipient: Recipient, token: string, now = new Date()) {
  const { locale } = recipient
  const t = translatorFor(locale, 'accountMail')
  const url = newPasswordUrl(locale, token)
  const until = new Intl.DateTimeFormat(`${locale}-BE`, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]))
  const greeting = recipient.name ? t('greeting', { name: recipient.name }) : t('greetingAnonymous')
  return {
    to: email,
    subject: purpose === 'invite' ? t('inviteSubject') : t('resetSubject'),
    ...renderMail(
      <MailLayout lang={locale} signature={t('signature')}>
        <MailSection>
          <Paragraph>{greeting}</Paragraph>
        </MailSection>
        <MailSection>
          <Paragraph>{purpose === 'invite' ? t('inviteBody', { date: until }) : t('resetBody')}</Paragraph>
          <Paragraph>
            <MailLink href={url}>{url}</MailLink>
          </Paragraph>
        </MailSection>
        {purpose === 'reset' && (
          <MailSection>
            <Paragraph>{t('resetIgnore')}</Paragraph>
          </MailSection>
        )}
      </MailLayout>,
    ),
  }
}

/**
 * Sends an invitation or a password reminder. The token is made here, at sending time, so it is never in
 * the job's stored input; a retry makes a new one (and the earlier link stops working).
 */
export const sendAccountMailTask: TaskConfig<{ input: { purpose: TokenPurpose; email: string }; output: { sent: boolean } }> = {
  slug: 'sendAccountMail',
  label: 'Send a portal invitation or password reminder',
  inputSchema: [
    { name: 'purpose', type: 'select', options: ['invite', 'reset'], required: true },
    { name: 'email', type: 'email', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const recipient = await recipientOf(payload, input.purpose, input.email)
    if (!recipient) return { output: { sent: false } }
    const token = await issueToken(payload, input.purpose, input.email)
    await sendMail(accountMail(input.purpose, input.email, recipient, token))
    if (input.purpose === 'invite' && recipient.ownerId) {
      await payload.update({ collection: 'owners', id: recipient.ownerId, data: { invitedAt: new Date().toISOString() }, overrideAccess: true, context: { noInvitation: true } })
    }
    return { output: { sent: true } }
  },
}

/** Queues the mail; the queue's next run (right after the request, and every minute) sends it. */
export async function queueAccountMail(payload: Payload, purpose: TokenPurpose, email: string, req?: Parameters<Payload['jobs']['queue']>[0]['req']) {
  await payload.jobs.queue({ task: 'sendAccountMail', input: { purpose, email }, queue: 'leads', req })
}
