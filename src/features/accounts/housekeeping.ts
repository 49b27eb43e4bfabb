import type { TaskConfig } from 'payload'

import { nextHousekeepingTime } from '@/domain/visits/report-week'
import { removeExpiredProfiles } from '@/features/search-profiles'
import { queueNextRun, type RecurringTask } from '@/server/recurring-jobs'

import { removeExpired } from './sessions'

export const HOUSEKEEPING: RecurringTask = { task: 'housekeeping', nextRun: nextHousekeepingTime }

/**
 * Every night: expired portal sessions and single-use links are removed (they no longer open anything), and
 * search profiles past their retention (unsubscribed, or two years without their holder) with their personal data.
 */
export const housekeepingTask: TaskConfig<{ input: Record<string, never>; output: Record<string, never> }> = {
  slug: 'housekeeping',
  label: 'Nightly housekeeping: expired sessions and links, search profiles past their retention',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req, job }) => {
    await queueNextRun(req.payload, HOUSEKEEPING, new Date(), job.id)
    await removeExpired(req.payload)
    await removeExpiredProfiles(req.payload)
    return { output: {} }
  },
}
