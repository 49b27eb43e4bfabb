import type { CollectionHooks } from '@/collections/with-hooks'

import { alertSearchProfilesTask, queueSearchAlerts } from './search-alerts'

/** What search profiles add to Payload (composed in payload.config.ts, ADR 0046): the alert on a property's save, and its task. */
export const searchProfileHooks = {
  properties: { afterChange: [queueSearchAlerts] },
} satisfies Record<string, CollectionHooks>

export { alertSearchProfilesTask }
