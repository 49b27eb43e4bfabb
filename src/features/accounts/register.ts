import type { CollectionHooks } from '@/collections/with-hooks'

import { sendAccountMailTask } from './account-mail'
import { HOUSEKEEPING, housekeepingTask } from './housekeeping'
import { queueInvitation } from './invitation'
import { endSessionsOnNewEmail } from './owner-hooks'
import { forgetPriceHistory, recordPriceChange } from './price-history'

/** What owner accounts add to Payload (composed in payload.config.ts, ADR 0046): hooks, tasks, the recurring housekeeping. */
export const accountHooks = {
  owners: { afterChange: [queueInvitation, endSessionsOnNewEmail] },
  properties: { afterChange: [recordPriceChange], beforeDelete: [forgetPriceHistory] },
} satisfies Record<string, CollectionHooks>

export { HOUSEKEEPING, housekeepingTask, sendAccountMailTask }
