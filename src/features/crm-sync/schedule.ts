import type { Payload, TaskConfig } from 'payload'

import { crmSettingsOf, nextSyncAt } from '@/domain/crm-sync/settings'
import { isSecondRun, queueNextRun, type RecurringTask } from '@/server/recurring-jobs'

import { runSync } from './run'
import { configuredSource } from './source'

/** The schedule's own queue, looked at every minute (payload.config.ts), so "every N minutes" means N. */
export const CRM_SYNC_QUEUE = 'crm-sync'

async function syncEvery(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
  return crmSettingsOf(settings.crm).syncEveryMinutes
}

/** The chain of scheduled runs (src/server/recurring-jobs.ts): each run queues the next, N minutes on. */
export const crmSyncSchedule = (minutes: number): RecurringTask => ({ task: 'crmSync', queue: CRM_SYNC_QUEUE, nextRun: (now) => nextSyncAt(now, { syncEveryMinutes: minutes }) })
/** When the job runner starts without a run waiting: the first one soon. */
export const CRM_SYNC: RecurringTask = { task: 'crmSync', queue: CRM_SYNC_QUEUE, nextRun: (now) => now }

/**
 * The scheduled sync (issue 21 §1): a job on its own queue; job claims give it to one runner however many
 * instances run (ADR 0023), and the run's lock keeps it from overlapping a "Sync now" or `npm run sync`.
 * It first queues its successor (so a failing run still leaves one), then syncs when a source is configured.
 */
export const crmSyncTask: TaskConfig<{ input: Record<string, never>; output: { status: string } }> = {
  slug: 'crmSync',
  label: 'CRM sync on the schedule set in Settings',
  // A failed sync is recorded and alerted by the run itself; the next one comes on the schedule.
  retries: 0,
  handler: async ({ req, job }) => {
    const now = new Date()
    await queueNextRun(req.payload, crmSyncSchedule(await syncEvery(req.payload)), now, job.id)
    if (await isSecondRun(req.payload, 'crmSync', job.id, now)) return { output: { status: 'second' } }
    const source = configuredSource()
    if (!source) return { output: { status: 'no-source' } }
    const result = await runSync(req.payload, { source, trigger: 'schedule', log: (line) => req.payload.logger.info(line) })
    return { output: { status: result.started ? result.run.status : 'busy' } }
  },
}

/**
 * When staff change the interval, the run already waiting moves to the new time (from now), so a shorter
 * interval takes effect at once instead of after the old one.
 */
export async function rescheduleSync(payload: Payload, minutes: number, now = new Date()): Promise<void> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'crmSync' } }, { completedAt: { exists: false } }, { processing: { equals: false } }] },
    depth: 0,
    limit: 10,
    pagination: false,
    overrideAccess: true,
  })
  const at = nextSyncAt(now, { syncEveryMinutes: minutes })
  for (const job of docs) {
    if (!job.waitUntil || new Date(job.waitUntil) > at) await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: at.toISOString() }, overrideAccess: true, depth: 0 })
  }
}
