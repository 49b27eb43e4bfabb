import type { CollectionConfig } from 'payload'

import type { GlobalHooks } from '@/collections/with-hooks'
import { crmSettingsOf } from '@/domain/crm-sync/settings'

import { importRunEndpoints } from './endpoints'
import { CRM_SYNC, CRM_SYNC_QUEUE, crmSyncTask, rescheduleSync } from './schedule'

/** What the CRM sync adds to Payload (composed in payload.config.ts, ADR 0046): its task, schedule, endpoints and hook. */
export const crmSyncHooks = {
  settings: {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        const minutes = crmSettingsOf(doc.crm).syncEveryMinutes
        if (minutes !== crmSettingsOf(previousDoc?.crm).syncEveryMinutes) await rescheduleSync(req.payload, minutes)
        return doc
      },
    ],
  },
} satisfies Record<string, GlobalHooks>

/** The Import runs collection with its "Sync now" and confirmation endpoints. */
export const withImportRunEndpoints = (collection: CollectionConfig): CollectionConfig => ({ ...collection, endpoints: [...(collection.endpoints || []), ...importRunEndpoints] })

export { CRM_SYNC, CRM_SYNC_QUEUE, crmSyncTask }
