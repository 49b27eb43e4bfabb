import type { CollectionConfig } from 'payload'

import { catalogueChanged } from '../server/content-changes'

import { staffOnly } from './access'
import { externalIdField } from './fields'
import { importHashField } from './import-hash'

/** The seven web types of SPEC §3 (1 Villa/Woning/Hoeve … 7 Garage/parking). */
export const PropertyTypes: CollectionConfig = {
  slug: 'property-types',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'webId', 'showOrder', 'sale', 'rent'], group: 'Catalogue' },
  access: { read: () => true, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'showOrder',
  hooks: { afterChange: [catalogueChanged], afterDelete: [catalogueChanged] },
  fields: [
    externalIdField,
    importHashField,
    { name: 'webId', type: 'number', required: true, unique: true, index: true },
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'showOrder', type: 'number', defaultValue: 0 },
    // Which goal's listing filters and forms offer the type (SPEC §3, ADR 0073).
    {
      type: 'row',
      fields: [
        { name: 'sale', type: 'checkbox', defaultValue: true, admin: { description: 'Offered in the for-sale filters and forms' } },
        { name: 'rent', type: 'checkbox', defaultValue: true, admin: { description: 'Offered in the for-rent filters and forms' } },
      ],
    },
  ],
}
