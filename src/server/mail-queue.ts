import 'server-only'

import { after } from 'next/server'
import type { Payload } from 'payload'

/**
 * Runs the mail queue right after the answer has left, instead of waiting for the minute's run: the
 * visitor's mail (a lead's, a password reminder) arrives at once. A failure leaves the job queued.
 */
export function sendQueuedMailSoon(payload: Payload) {
  after(async () => {
    await payload.jobs.run({ queue: 'leads', limit: 10, silent: true }).catch((error: unknown) => payload.logger.error({ err: error }, 'Mail queue run failed'))
  })
}
