import type { GlobalConfig } from 'payload'

import { statusField } from '../collections/fields'
import { siteGlobal } from './site-global'

/** Main menu (SPEC §2.5): entries point to pages; only published entries and children are shown. */
export const Menu: GlobalConfig = siteGlobal({
  slug: 'menu',
  fields: [
    {
      name: 'entries',
      type: 'array',
      fields: [
        { type: 'row', fields: [{ name: 'page', type: 'relationship', relationTo: 'pages', required: true }, { ...statusField, admin: {} }] },
        { name: 'title', type: 'text', localized: true, admin: { description: 'Defaults to the page title' } },
        {
          name: 'children',
          type: 'array',
          fields: [
            { type: 'row', fields: [{ name: 'page', type: 'relationship', relationTo: 'pages', required: true }, { ...statusField, admin: {} }] },
            { name: 'title', type: 'text', localized: true },
          ],
        },
      ],
    },
  ],
})
