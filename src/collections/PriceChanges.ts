import type { CollectionConfig } from 'payload'

import { staffOnly } from './access'

/**
 * Each asking price a property had, from the day it was set (the owner portal's price history). Written
 * by the Properties hook when the price changes, whoever changed it (staff or the CRM import).
 */
export const PriceChanges: CollectionConfig = {
  slug: 'price-changes',
  labels: { singular: 'Price change', plural: 'Price changes' },
  admin: { group: 'Statistics', useAsTitle: 'changedAt', defaultColumns: ['property', 'price', 'changedAt'] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: '-changedAt',
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    { type: 'row', fields: [{ name: 'price', type: 'number' }, { name: 'changedAt', type: 'date', required: true, index: true }] },
  ],
}
