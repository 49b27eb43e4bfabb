import type { Payload } from 'payload'

import { agencyName } from '@/domain/brand'
import type { LeadKind } from '@/domain/forms/forms'
import { getEnv } from '@/server/env'
import { agencyInbox, sendMail } from '@/server/mail'
import { rateLimiter, takePoint } from '@/server/rate-limits'

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
    const text = [
      `The form "${kind}" was sent more than ${budget} times within the last hour, by all visitors together.`,
      'The form stays open for everyone; please check whether these leads are real or someone is abusing the form:',
      admin,
      '',
      'Each address can still send only a few forms (FORM_RATE_LIMIT); the budget per kind is FORM_KIND_LIMIT.',
      'This alert is sent at most once per hour per form.',
    ].join('\n')
    await sendMail({ to: agencyInbox(settings.agency?.email), subject: `${agencyName(settings.agency?.name)}: unusually many "${kind}" forms`, text })
    return 'sent'
  } catch (error) {
    payload.logger.error({ err: error, kind }, 'Could not alert staff about a form over its budget')
    return 'error'
  }
}
