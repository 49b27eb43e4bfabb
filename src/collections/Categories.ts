import type { CollectionConfig } from 'payload'

import { staffOnly } from './access'
import { externalIdField } from './fields'

/** Article categories as a tree: 5 tips & info, 6 team, 7 I sell, 8 testimonials (SPEC §2.4). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', group: 'Content' },
  access: { read: () => true, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    externalIdField,
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'parent', type: 'relationship', relationTo: 'categories' },
    { name: 'webId', type: 'number' },
  ],
}
