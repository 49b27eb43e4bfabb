import 'server-only'

import { getPayload, type Payload } from 'payload'

/**
 * The web server's Payload. `cron: true` starts the job runner (queued lead mails and search alerts, every
 * minute) in this process; command-line scripts call getPayload without it and leave the queue alone.
 *
 * The config is the composition root (src/payload.config.ts): it imports the collections and what each feature
 * registers (hooks, tasks), and those reach code that asks for this Payload. So the config is imported here on
 * first use, not at load: the one import from the server floor up to the root, and no import cycle (ADR 0046).
 */
export async function getPayloadClient(): Promise<Payload> {
  // eslint-disable-next-line import/no-restricted-paths -- the composition root, reached lazily (ADR 0046)
  const { default: config } = await import('@payload-config')
  return getPayload({ config, cron: true })
}
