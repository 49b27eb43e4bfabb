import type { Payload } from 'payload'

import { agencyName } from '@/domain/brand'
import type { LeadKind } from '@/domain/forms/forms'
import { translatorFor } from '@/i18n/messages'
import { getEnv } from '@/server/env'
import { agencyInbox, sendMail } from '@/server/mail'
import { rateLimiter, takePoint } from '@/server/rate-limits'
import { MailLayout, MailLink, MailSection, Paragraph, renderMail } from '@/shared/mail'

/** One alert per form kind per this window, however many forms arrive beyond the budget. */
export const BUDGET_ALERT_SECONDS = 60 * 60

/**
 * Tells staff that a form kind received more than its hourly budget (issue 19 §2): the forms keep being
 * accepted, so an unusual crowd is looked at by a person instead of closing the form for every visitor.
 * The once-per-window token is a rate limit of one point (shared through Redis by every instance), so of
 * all the forms beyond the budget exactly one sends the mail. Staff-facing, in English like the admin.
 * Never throws: the visitor's form is accepted whatever happens to this mail.
 */
export async function alertFormBudget(payload: Payload, kind: LeadKind, budget: number): Promise<'sent' | 'quiet' | 'error'> {
  try {
    if (!(await takePoint(rateLimiter(`kind-alert-${kind}`, 1, BUDGET_ALERT_SECONDS), 'all'))) return 'quiet'
    const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
    const admin = `${getEnv().SITE_URL}/admin/collections/leads?where[kind][equals]=${encodeURIComponent(kind)}`
    const t = translatorFor('en', 'staffAlerts')
    // Plain text only, as staff alerts have always been. The numbers as written, without digit grouping.
    const { text } = renderMail(
      <MailLayout lang="en">
        <MailSection>
          <Paragraph>{t('formBudget.summary', { kind, budget: String(budget) })}</Paragraph>
          <Paragraph>{t('formBudget.action')}</Paragraph>
          <Paragraph>
            <MailLink href={admin}>{admin}</MailLink>
          </Paragraph>
        </MailSection>
        <MailSection>
          <Paragraph>{t('formBudget.limits')}</Paragraph>
          <Paragraph>{t('formBudget.frequency')}</Paragraph>
        </MailSection>
      </MailLayout>,
    )
    await sendMail({ to: agencyInbox(settings.agency?.email), subject: t('formBudget.subject', { agency: agencyName(settings.agency?.name), kind }), text })
    return 'sent'
  } catch (error) {
    payload.logger.error({ err: error, kind }, 'Could not alert staff about a form over its budget')
    return 'error'
  }
}
