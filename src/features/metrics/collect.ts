// Server only. Not marked with 'server-only': the integration suite runs this module outside Next.
import type { CollectionSlug, Field, Payload, Where } from 'payload'

import { checkHealth } from '@/features/health'
import { metrics } from '@/server/metrics'

/** The CRM sync's run records (branch crmsync, issue 21 §1), read by slug: absent until the sync is installed. */
const IMPORT_RUNS = 'import-runs' as CollectionSlug
/** Statuses counted when the collection does not list its own. */
const FALLBACK_STATUSES = ['running', 'succeeded', 'partial', 'failed']
/** A scrape waits at most this for one database read, like the health checks. */
const READ_TIMEOUT_MS = 2000

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), READ_TIMEOUT_MS)))
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** The statuses the import-runs collection declares (its `status` select), so a new one is counted without a change here. */
function importStatuses(payload: Payload): string[] {
  const fields = payload.collections[IMPORT_RUNS]?.config.fields ?? []
  const status = fields.find((field: Field) => 'name' in field && field.name === 'status')
  const options = status && 'options' in status && Array.isArray(status.options) ? status.options : []
  const values = options.map((option) => (typeof option === 'string' ? option : option.value))
  return values.length ? values : FALLBACK_STATUSES
}

/** Due jobs not done yet, and the oldest one's wait in seconds (a job waiting for a later time is not due). */
async function readQueue(payload: Payload, now: Date) {
  const where: Where = {
    and: [
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now.toISOString() } }] },
    ],
  }
  const { docs, totalDocs } = await payload.find({ collection: 'payload-jobs', where, sort: 'createdAt', limit: 1, depth: 0, overrideAccess: true })
  const oldest = docs[0] as { createdAt?: string; waitUntil?: string | null } | undefined
  const since = oldest ? Math.max(Date.parse(oldest.createdAt ?? '') || 0, Date.parse(oldest.waitUntil ?? '') || 0) : now.getTime()
  return { waiting: totalDocs, oldestSeconds: Math.max(0, (now.getTime() - since) / 1000) }
}

/**
 * Sets the gauges read at each scrape (database and Redis up, the job queue, import runs by status) and
 * returns every metric in Prometheus's text format. A read that fails or takes too long leaves its gauges
 * out of this answer rather than showing an old value; zeedijk_up says why.
 */
export async function collectMetrics(payload: Payload, now = new Date()): Promise<{ body: string; contentType: string }> {
  const { registry, up, jobsWaiting, oldestJobAge, importRuns } = metrics()
  const health = await checkHealth(async () => payload)
  up.set({ service: 'database' }, health.database === 'ok' ? 1 : 0)
  if (health.redis === 'not-configured') up.remove({ service: 'redis' })
  else up.set({ service: 'redis' }, health.redis === 'ok' ? 1 : 0)

  jobsWaiting.reset()
  oldestJobAge.reset()
  importRuns.reset()
  if (health.database === 'ok') {
    const [queue, runs] = await Promise.allSettled([
      withTimeout(readQueue(payload, now)),
      payload.collections[IMPORT_RUNS]
        ? withTimeout(Promise.all(importStatuses(payload).map(async (status) => ({ status, count: (await payload.count({ collection: IMPORT_RUNS, where: { status: { equals: status } }, overrideAccess: true })).totalDocs }))))
        : Promise.resolve([]),
    ])
    if (queue.status === 'fulfilled') {
      jobsWaiting.set(queue.value.waiting)
      oldestJobAge.set(queue.value.oldestSeconds)
    }
    if (runs.status === 'fulfilled') for (const { status, count } of runs.value) importRuns.set({ status }, count)
  }
  return { body: await registry.metrics(), contentType: registry.contentType }
}
