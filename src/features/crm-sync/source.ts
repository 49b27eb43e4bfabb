import { getEnv } from '@/server/env'
import type { CrmSource } from '@/server/crm/source'
import { sourceFromEnv } from '@/server/crm/source-from-env'

/**
 * The CRM source the server's environment configures (src/server/crm/source-from-env.ts: Omnicasa's three
 * settings, else CRM_FEED_URL), or null when none is: then the schedule does nothing, "Sync now" says so and
 * `npm run sync` exits with a usage error.
 */
export function configuredSource(): CrmSource | null {
  return sourceFromEnv(getEnv())
}
