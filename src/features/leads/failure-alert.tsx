import type { Payload } from 'payload'

import { agencyName } from '@/domain/brand'
import { translatorFor } from '@/i18n/messages'
import { getEnv } from '@/server/env'
import { agencyInbox, sendMail } from '@/server/mail'
import { MailLayout, MailSection, Paragraph, renderMail } from '@/shared/mail'

/** At most one "leads not delivered" mail per this period, however many leads fail. */
export const ALERT_PERIOD_MS = 60 * 60 * 1000

/**
 * Tells the agency that leads could not be delivered after every retry. Several processes may call this at
 * once: the alert row's unique `window` (the hour) makes exactly one of them win, and a row less than an
 * hour old makes every later call within the hour stay silent. Staff-facing, so in English like the admin.
 * Never throws: the caller is a failing delivery already.
 */
export async function alertFailedLeads(payload: Payload, now = new Date()): Promise<'sent' | 'quiet' | 'error'> {
  try {
    const recent = await payload.count({ collection: 'lead-alerts', where: { sentAt: { greater_than: new Date(now.getTime() - ALERT_PERIOD_MS).toISOString() } } })
    if (recent.totalDocs > 0) return 'quiet'
    const { totalDocs: failed } = await payload.count({ collection: 'leads', where: { delivery: { equals: 'failed' } } })
    if (failed === 0) return 'quiet'
    let alert: { id: number }
    try {
      alert = await payload.create({
        collection: 'lead-alerts',
        data: { window: now.toISOString().slice(0, 13), sentAt: now.toISOString(), failedLeads: failed },
        overrideAccess: true,
      })
    } catch {
      return 'quiet' // another process took this hour's alert
    }
    const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
    const admin = `${getEnv().SITE_URL}/admin/collections/leads`
    const t = translatorFor('en', 'staffAlerts')
    // Plain text only, as staff alerts have always been.
    const { text } = renderMail(
      <MailLayout lang="en">
        <MailSection>
          <Paragraph>{t('failedLeads.summary', { count: failed })}</Paragraph>
          <Paragraph>{t('failedLeads.action', { url: admin })}</Paragraph>
        </MailSection>
        <MailSection>
          <Paragraph>{t('failedLeads.frequency')}</Paragraph>
        </MailSection>
      </MailLayout>,
    )
    try {
      await sendMail({ to: agencyInbox(settings.agency?.email), subject: t('failedLeads.subject', { agency: agencyName(settings.agency?.name), count: String(failed) }), text })
    } catch (error) {
      // The mail itself failed (SMTP is likely the cause): free the hour so the next failure tries again.
      await payload.delete({ collection: 'lead-alerts', id: alert.id, overrideAccess: true }).catch(() => undefined)
      throw error
    }
    return 'sent'
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not alert staff about undelivered leads')
    return 'error'
  }
}
