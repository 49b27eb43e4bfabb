import type { Payload } from 'payload'

import { agencyName } from '@/domain/brand'
import { FAILURES_BEFORE_ALERT, READ_STATUSES, shouldAlertFailures, shouldAlertStale, type AlertKind, type PastRun, type RunStatus } from '@/domain/crm-sync/outcome'
import type { CrmSettings } from '@/domain/crm-sync/settings'
import { translatorFor } from '@/i18n/messages'
import type { ImportRun } from '@/payload-types'
import { getEnv } from '@/server/env'
import { agencyInbox, sendMail } from '@/server/mail'
import { MailLayout, MailSection, Paragraph, renderMail } from '@/shared/mail'

type AlertSettings = CrmSettings & { agencyEmail: string | null; agencyName: string | null }

const collection = 'import-runs' as const
/** How far back the failure streak is looked for: far more than the three that make an alert. */
const HISTORY = 20

/**
 * After a run has been recorded: ONE mail to the agency after the third failed run in a row, or when the
 * CRM has answered the same for longer than staff set (issue 21 §1). The run that sends it records so
 * (`alertSent`) before sending, so the next runs of the same streak stay quiet; a run that read the source
 * ends a failure streak, a change ends a quiet spell. Runs never overlap (run.ts), so no two runs decide
 * at once. Never throws: a mail that fails is logged and its mark taken back, so the next run tries again.
 */
export async function alertAfterRun(payload: Payload, run: ImportRun, settings: AlertSettings, { now }: { now: Date }): Promise<ImportRun> {
  try {
    const kind = await alertDue(payload, run, settings, now)
    if (!kind) return run
    const marked = await payload.update({ collection, id: run.id, data: { alertSent: kind }, depth: 0 })
    try {
      await sendAlert(kind, marked, settings)
    } catch (error) {
      await payload.update({ collection, id: run.id, data: { alertSent: null }, depth: 0 }).catch(() => undefined)
      throw error
    }
    return marked
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not alert the agency about the CRM sync')
    return run
  }
}

async function alertDue(payload: Payload, run: ImportRun, settings: AlertSettings, now: Date): Promise<AlertKind | null> {
  if (run.status === 'failed') {
    const { docs } = await payload.find({
      collection,
      where: { and: [{ id: { not_equals: run.id } }, { startedAt: { less_than_equal: run.startedAt } }, { status: { not_equals: 'running' } }] },
      sort: '-startedAt',
      depth: 0,
      limit: HISTORY,
      select: { status: true, alertSent: true },
    })
    const history: PastRun[] = docs.map((doc) => ({ status: doc.status as RunStatus, alertSent: doc.alertSent ?? null }))
    return shouldAlertFailures(history) ? 'failures' : null
  }
  if (!READ_STATUSES.includes(run.status as RunStatus) || !run.lastChangeAt) return null
  const { docs } = await payload.find({ collection, where: { alertSent: { equals: 'stale' } }, sort: '-startedAt', depth: 0, limit: 1, select: { startedAt: true } })
  const stale = shouldAlertStale({ now, lastChangeAt: new Date(run.lastChangeAt), staleHours: settings.staleAfterHours, staleAlertAt: docs[0] ? new Date(docs[0].startedAt) : null })
  return stale ? 'stale' : null
}

async function sendAlert(kind: AlertKind, run: ImportRun, settings: AlertSettings): Promise<void> {
  const t = translatorFor('en', 'staffAlerts')
  const url = `${getEnv().SITE_URL}/admin/collections/import-runs`
  const agency = agencyName(settings.agencyName)
  const lines =
    kind === 'failures'
      ? {
          subject: t('crmSync.failures.subject', { agency, count: FAILURES_BEFORE_ALERT }),
          summary: t('crmSync.failures.summary', { count: FAILURES_BEFORE_ALERT, error: `${run.error?.kind ?? 'error'}: ${run.error?.message ?? ''}` }),
          action: t('crmSync.failures.action', { url }),
          frequency: t('crmSync.failures.frequency'),
        }
      : {
          subject: t('crmSync.stale.subject', { agency, hours: settings.staleAfterHours }),
          summary: t('crmSync.stale.summary', { since: new Date(run.lastChangeAt ?? run.startedAt).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' }),
          action: t('crmSync.stale.action', { url }),
          frequency: t('crmSync.stale.frequency'),
        }
  // Plain text, as the other staff alerts (src/features/leads/failure-alert.tsx).
  const { text } = renderMail(
    <MailLayout lang="en">
      <MailSection>
        <Paragraph>{lines.summary}</Paragraph>
        <Paragraph>{lines.action}</Paragraph>
      </MailSection>
      <MailSection>
        <Paragraph>{lines.frequency}</Paragraph>
      </MailSection>
    </MailLayout>,
  )
  await sendMail({ to: settings.alertEmail ?? agencyInbox(settings.agencyEmail), subject: lines.subject, text })
}
