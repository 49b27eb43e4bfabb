import 'server-only'

import { after } from 'next/server'
import type { Payload } from 'payload'

import { isDatabaseLocked } from './transaction'

/**
 * Runs the mail queue right after the answer has left, instead of waiting for the minute's run: the
 * visitor's mail (a lead's, a password reminder) arrives at once. A failure leaves the job queued for the
 * minute's run; SQLite's write lock held by another request (ADR 0015) is expected there, so only a warning.
 */
export function sendQueuedMailSoon(payload: Payload) {
  after(async () => {
    await payload.jobs.run({ queue: 'leads', limit: 10, silent: true }).catch((error: unknown) => {
      if (isDatabaseLocked(error)) payload.logger.warn('Mail queue run put off: the database was locked by another write; the next run sends')
      else payload.logger.error({ err: error }, 'Mail queue run failed')
    })
  })
}
