import type { CollectionConfig } from 'payload'

import { staffOnly } from './access'

/**
 * Visits of property and project pages, one row per page per Brussels day (ADR 0027). Only the count
 * is kept: no address, no identifier, no time of day. Rows are added to by the visit counter's buffered
 * writes (src/features/visits/visit-counter.ts) with one upsert on the unique `slot`; nobody edits them.
 */
export const VisitCounts: CollectionConfig = {
  slug: 'visit-counts',
  admin: {
    group: 'Statistics',
    useAsTitle: 'slot',
    defaultColumns: ['day', 'property', 'project', 'visits'],
    description: 'Visitors counted once per page per day, without cookies. Written by the site, read-only here.',
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: staffOnly },
  fields: [
    // 'property:<id>:<day>' or 'project:<id>:<day>': what the upsert meets on.
    { name: 'slot', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'day', type: 'text', required: true, index: true, admin: { readOnly: true, description: 'YYYY-MM-DD, Brussels time' } },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true, admin: { readOnly: true } },
    { name: 'project', type: 'relationship', relationTo: 'projects', index: true, admin: { readOnly: true } },
    { name: 'visits', type: 'number', required: true, defaultValue: 0, min: 0, admin: { readOnly: true } },
  ],
}
