import type { GlobalConfig } from 'payload'

import { statusField } from '../collections/fields'
import { validHexColour } from '../domain/colour'
import { siteGlobal } from './site-global'

/** Links in the top bar, left and right (SPEC §2.5, §3 Header link). */
export const HeaderLinks: GlobalConfig = siteGlobal({
  slug: 'header-links',
  fields: [
    {
      name: 'links',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { ...statusField, admin: {} },
            { name: 'side', type: 'select', defaultValue: 'left', options: ['left', 'right'] },
            { name: 'icon', type: 'select', options: ['phone', 'mail', 'facebook', 'instagram', 'linkedin', 'pin'] },
            {
              name: 'color',
              type: 'text',
              admin: { description: 'Background of the icon, e.g. #1877f2 (the icon itself stays white)' },
              validate: (value: string | null | undefined) => validHexColour(value),
            },
          ],
        },
        { type: 'row', fields: [{ name: 'label', type: 'text', localized: true, required: true }, { name: 'href', type: 'text', localized: true, required: true }] },
      ],
    },
  ],
})
