import type { CollectionConfig } from 'payload'

import { staffOnly } from './access'

/**
 * When staff were last told that leads could not be delivered. One row per alert; the unique `window`
 * (the hour it belongs to) lets the database decide which process sends it, so several web servers and
 * job runners together never send more than one alert mail per hour.
 */
export const LeadAlerts: CollectionConfig = {
  slug: 'lead-alerts',
  admin: { hidden: true },
  access: { read: staffOnly, create: () => false, update: () => false, delete: staffOnly },
  fields: [
    { name: 'window', type: 'text', required: true, unique: true },
    { name: 'sentAt', type: 'date', required: true, index: true },
    { name: 'failedLeads', type: 'number' },
  ],
}
