import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staffOnly } from './access'
import { externalIdField, localizedSlugField, statusField } from './fields'

/** Blog posts, the I-sell articles, testimonials, the story and the team members, told apart by category. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt', 'status'], group: 'Content' },
  access: { read: publishedOrStaff(), create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: '-publishedAt',
  fields: [
    externalIdField,
    statusField,
    localizedSlugField,
    { name: 'category', type: 'relationship', relationTo: 'categories', required: true, index: true },
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'publishedAt', type: 'date', index: true, admin: { position: 'sidebar' } },
    {
      name: 'person',
      type: 'group',
      admin: { description: 'Team members only' },
      fields: [
        { name: 'role', type: 'text', localized: true },
        { type: 'row', fields: [{ name: 'email', type: 'email' }, { name: 'phone', type: 'text' }] },
      ],
    },
  ],
}
