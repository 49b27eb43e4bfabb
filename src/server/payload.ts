import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The web server's Payload. `cron: true` starts the job runner (queued lead mails and search alerts, every
 * minute) in this process; command-line scripts call getPayload without it and leave the queue alone.
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
