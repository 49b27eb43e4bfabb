import type { TaskConfig } from 'payload'

import { nextHousekeepingTime } from '@/domain/visits/report-week'
import { enforceRetention } from '@/features/privacy'
import { queueNextRun, type RecurringTask } from '@/server/recurring-jobs'

import { removeExpired } from './sessions'

export const HOUSEKEEPING: RecurringTask = { task: 'housekeeping', nextRun: nextHousekeepingTime }

/**
 * Every night: expired portal sessions and single-use links are removed (they no longer open anything), then
 * the retention periods of Settings are enforced: leads, applications and CVs, idle search profiles, former
 * owners and old mail copies, counted in privacy-records (src/features/privacy/retention.ts, ADR 0059). One
 * nightly task rather than a second chained one: both remove what has had its time, and search profiles
 * were already removed here.
 */
export const housekeepingTask: TaskConfig<{ input: Record<string, never>; output: Record<string, never> }> = {
  slug: 'housekeeping',
  label: 'Nightly housekeeping: expired sessions and links, personal data past its retention period',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req, job }) => {
    await queueNextRun(req.payload, HOUSEKEEPING, new Date(), job.id)
    await removeExpired(req.payload)
    await enforceRetention(req.payload)
    return { output: {} }
  },
}
