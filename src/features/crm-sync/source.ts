import type { CrmSource } from '@/server/crm/source'

/**
 * The CRM source the server's environment configures, or null when none is: then the schedule does nothing,
 * "Sync now" says so and `npm run sync` exits with a usage error. The sources themselves and how the
 * environment names them are src/server/crm (OMNICASA_*, the JSON feed's URL).
 */
export function configuredSource(): CrmSource | null {
  return null
}
