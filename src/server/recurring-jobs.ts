import type { Payload, Where } from 'payload'

/**
 * Tasks that run at a time of day in Brussels (the owners' Monday report, the nightly housekeeping).
 *
 * Payload's own `schedule` would need its stats global (a new table), and its cron reads the server's
 * clock, usually UTC, so "Monday 07:00 in Brussels" would move by an hour twice a year. Instead each run
 * is a queued job whose `waitUntil` is the next Brussels time, and each run queues the one after it, as
 * its first step, so a run that fails still leaves its successor. When the web server's job runner starts
 * (jobs.autoRun in payload.config.ts), a task with no job waiting gets one: the first start, or a chain
 * someone broke by deleting its job in the admin. The runner looks at the queue every few minutes.
 */
export const RECURRING_QUEUE = 'scheduled'

export type RecurringTask = {
  task: 'weeklyOwnerReports' | 'housekeeping' | 'crmSync'
  /** The queue its runs wait in; default RECURRING_QUEUE (the CRM sync has its own, looked at every minute). */
  queue?: string
  /** The next moment the task should run after `now`. */
  nextRun: (now: Date) => Date
}

const unfinished = (task: string): Where[] => [
  { taskSlug: { equals: task } },
  { completedAt: { exists: false } },
  { or: [{ hasError: { equals: false } }, { hasError: { exists: false } }] },
]

/** Queues the task's next run unless a run of it (other than `running`) is already waiting or under way. */
export async function queueNextRun(payload: Payload, recurring: RecurringTask, now = new Date(), running?: number | string): Promise<void> {
  const others: Where[] = running === undefined ? [] : [{ id: { not_equals: running } }]
  const { totalDocs } = await payload.count({ collection: 'payload-jobs', where: { and: [...unfinished(recurring.task), ...others] }, overrideAccess: true })
  if (totalDocs > 0) return
  await payload.jobs.queue({ task: recurring.task, input: {}, queue: recurring.queue ?? RECURRING_QUEUE, waitUntil: recurring.nextRun(now), overrideAccess: true })
}

/**
 * True when an earlier run of the same task is also due: two instances starting at once may each have
 * queued one. The older one does the work; this one stops (its work would be skipped anyway, but two
 * runs side by side could both mail an owner before either records it).
 */
export async function isSecondRun(payload: Payload, task: RecurringTask['task'], jobId: number | string, now = new Date()): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: { and: [...unfinished(task), { id: { less_than: jobId } }, { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now.toISOString() } }] }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Makes sure every recurring task has a run waiting; called when a job runner starts. */
export async function keepRecurringJobsQueued(payload: Payload, tasks: readonly RecurringTask[], now = new Date()): Promise<void> {
  for (const recurring of tasks) {
    try {
      await queueNextRun(payload, recurring, now)
    } catch (error) {
      // Not fatal for the server: the next start tries again.
      payload.logger.error({ err: error, task: recurring.task }, 'Could not queue a recurring task')
    }
  }
}
