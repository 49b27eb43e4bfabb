import type { CollectionConfig } from 'payload'

import { administrators } from './roles'
import { staffText } from './staff-texts'

export const PRIVACY_RECORD_KINDS = ['retention', 'export', 'erasure'] as const
export type PrivacyRecordKind = (typeof PRIVACY_RECORD_KINDS)[number]

/**
 * What was done with personal data, never the data itself (issue 21 §4, ADR 0059): each night's retention
 * clean-up with how many rows of each kind it removed, and each export or erasure staff made from the
 * "Personal data" view, with who and how many. An export or erasure keeps a keyed hash of the address
 * (src/features/privacy/subject-hash.ts), so staff can answer "did we erase X?" without the site keeping X.
 * Written by the server only; administrators read it; nobody edits or deletes it through the admin or API.
 */
export const PrivacyRecords: CollectionConfig = {
  slug: 'privacy-records',
  labels: { singular: staffText('privacy.records.singular'), plural: staffText('privacy.records.plural') },
  admin: {
    group: 'Agency',
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'total', 'staff', 'createdAt'],
    description: staffText('privacy.records.description'),
  },
  defaultSort: '-createdAt',
  access: { read: administrators, create: () => false, update: () => false, delete: () => false },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          label: staffText('privacy.records.kind'),
          options: PRIVACY_RECORD_KINDS.map((value) => ({ value, label: staffText(`privacy.kinds.${value}`) })),
        },
        { name: 'total', type: 'number', required: true, defaultValue: 0, label: staffText('privacy.records.total') },
        { name: 'staff', type: 'relationship', relationTo: 'users', label: staffText('privacy.records.staff'), admin: { description: staffText('privacy.records.staffHint') } },
      ],
    },
    { name: 'counts', type: 'json', required: true, label: staffText('privacy.records.counts'), admin: { description: staffText('privacy.records.countsHint') } },
    { name: 'subjectHash', type: 'text', index: true, label: staffText('privacy.records.subjectHash'), admin: { description: staffText('privacy.records.subjectHashHint') } },
  ],
}
