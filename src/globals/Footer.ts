import type { Field, GlobalConfig } from 'payload'

import { validLinkTarget } from '../i18n/link-target'
import { siteGlobal } from './site-global'

const publicText = (name: string, type: 'text' | 'textarea'): Field[] => [
  {
    type: 'row',
    fields: [
      type === 'text' ? { name, type: 'text', localized: true } : { name, type: 'textarea', localized: true },
      { name: `${name}Public`, type: 'checkbox', defaultValue: true, label: 'Public' },
    ],
  },
]

/**
 * Footer columns (SPEC §2.5): title, intro and full text each shown only when public, the agency's contact
 * details when asked, then the column's links.
 */
export const Footer: GlobalConfig = siteGlobal({
  slug: 'footer',
  fields: [
    {
      name: 'columns',
      type: 'array',
      fields: [
        ...publicText('title', 'text'),
        ...publicText('introText', 'textarea'),
        ...publicText('fullText', 'textarea'),
        {
          name: 'agencyContact',
          type: 'checkbox',
          defaultValue: false,
          label: "The agency's contact details",
          admin: { description: 'Address (with a map link), phone, e-mail and opening hours from Settings, as links' },
        },
        {
          name: 'links',
          type: 'array',
          admin: { description: 'Real links, one a line (the quick links)' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', localized: true, required: true },
                {
                  name: 'href',
                  type: 'text',
                  required: true,
                  admin: { description: 'A route key (/for-sale, followed in every language), a path of this site, https://…, mailto: or tel:' },
                  validate: (value: string | null | undefined) => (value?.trim() ? validLinkTarget(value, { contact: true }) : 'Where does the link go?'),
                },
              ],
            },
          ],
        },
        { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
        {
          name: 'widths',
          type: 'group',
          fields: [{ type: 'row', fields: ['sm', 'md', 'lg'].map((name) => ({ name, type: 'number' as const, defaultValue: 12, min: 1, max: 12 })) }],
        },
      ],
    },
    { name: 'copyright', type: 'text', localized: true },
  ],
})
