import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload } from 'payload'

import { adapterTransactionDb } from './transaction'

/**
 * Several instances run the job queue on one database (ADR 0023). Payload 3.90's drizzle adapters claim
 * jobs by reading the free ones and then writing `processing: true` to each by id, unconditionally: two
 * runners that read at the same moment both "claim" the same job and both send its mails. Here a claim
 * is one conditional UPDATE per job (`… where processing = false … returning id`), which the database
 * applies to one runner only; the other gets no row and skips the job.
 *
 * A claim is also a lease: an instance that dies while running a job leaves it `processing` for ever, so a
 * claim older than CLAIM_LEASE_MINUTES is given back to the queue by the next runner. A lead's mails are
 * each recorded when sent (deliver-lead.ts), so a job taken over after a crash sends only what is missing.
 */
export const CLAIM_LEASE_MINUTES = 15

type UpdateJobsArgs = Parameters<BaseDatabaseAdapter['updateJobs']>[0]
type SqlAdapter = BaseDatabaseAdapter & {
  drizzle: unknown
  sessions?: Record<string, { db: unknown }>
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows?: unknown[] } | undefined>
}
type Request = UpdateJobsArgs['req']

const isClaim = (args: UpdateJobsArgs) => (args.data as { processing?: unknown } | undefined)?.processing === true

/**
 * The claim's statements run in the transaction Payload opened for it (PostgreSQL; SQLite has none here).
 * Run beside it, each needed a second connection while the transaction held one: with as many runners at
 * once as the pool has connections (a job run after each form, bench:scale), every connection was an open
 * transaction waiting for another, and the instance stopped answering anything that reads the database.
 * In the transaction, a second runner's conditional UPDATE of the same job waits for the first to commit
 * and then finds it taken: still one winner.
 */
async function rowsOf(adapter: SqlAdapter, req: Request, raw: string): Promise<number> {
  const result = await adapter.execute({ drizzle: adapterTransactionDb(adapter, req), raw })
  return result?.rows?.length ?? 0
}

/** Takes the job when no other runner has it: true for exactly one of several runners asking at once. */
async function takeJob(adapter: SqlAdapter, req: Request, id: number, now: string, waiting: boolean): Promise<boolean> {
  // Ids are the adapters' serial integers; `now` is an ISO date made here. Nothing else reaches the SQL.
  if (!Number.isSafeInteger(id)) throw new Error(`Unexpected job id ${String(id)}`)
  const due = waiting ? ` and (wait_until is null or wait_until < '${now}') and (has_error is null or has_error = false)` : ''
  return (await rowsOf(adapter, req, `update payload_jobs set processing = true, updated_at = '${now}' where id = ${id} and processing = false and completed_at is null${due} returning id`)) === 1
}

/** Gives back the jobs whose runner stopped answering (claimed longer ago than the lease). */
async function releaseExpiredClaims(adapter: SqlAdapter, req: Request, now: Date): Promise<void> {
  const expired = new Date(now.getTime() - CLAIM_LEASE_MINUTES * 60_000).toISOString()
  await rowsOf(adapter, req, `update payload_jobs set processing = false where processing = true and completed_at is null and updated_at < '${expired}' returning id`)
}

/** The adapter, with job claims that only one runner can win. */
export function withExclusiveJobClaims(database: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...database,
    init: (args: { payload: Payload }) => {
      const adapter = database.init(args) as SqlAdapter
      const updateJobs = adapter.updateJobs
      adapter.updateJobs = async function (this: SqlAdapter, jobArgs: UpdateJobsArgs) {
        if (!isClaim(jobArgs)) return updateJobs.call(this, jobArgs)
        const now = new Date()
        let candidates: number[]
        if (jobArgs.id !== undefined) candidates = [Number(jobArgs.id)]
        else {
          await releaseExpiredClaims(this, jobArgs.req, now)
          const found = await this.find({ collection: 'payload-jobs', where: jobArgs.where, limit: jobArgs.limit, sort: jobArgs.sort, pagination: false, req: jobArgs.req ?? {} })
          candidates = found.docs.map((job) => Number(job.id))
        }
        const claimed: Awaited<ReturnType<BaseDatabaseAdapter['updateJobs']>> = []
        for (const id of candidates) {
          if (!(await takeJob(this, jobArgs.req, id, now.toISOString(), jobArgs.id === undefined))) continue
          // Ours now: Payload's own update (by id, as it would have done) returns the job in its shape.
          const [job] = (await updateJobs.call(this, { data: jobArgs.data, req: jobArgs.req, returning: jobArgs.returning, id })) ?? []
          if (job) claimed.push(job)
        }
        return jobArgs.returning === false ? null : claimed
      }
      return adapter
    },
  }
}
