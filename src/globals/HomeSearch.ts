import type { GlobalConfig } from 'payload'
import { siteGlobal } from './site-global'


/** The search block in the home banner (SPEC §2.6). Descriptions may hold {saleCount} and {rentCount}. */
export const HomeSearch: GlobalConfig = siteGlobal({
  slug: 'home-search',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'showLogo', type: 'checkbox', defaultValue: true },
        { name: 'showSearchInput', type: 'checkbox', defaultValue: true },
        { name: 'showSearchButton', type: 'checkbox', defaultValue: true },
        // Shows or hides the totals on the two buttons (SPEC's showSearchCount and showCountProperty said the same).
        { name: 'showSearchCount', type: 'checkbox', defaultValue: true },
      ],
    },
    { type: 'row', fields: [{ name: 'title', type: 'text', localized: true }, { name: 'titlePublic', type: 'checkbox', defaultValue: true }] },
    {
      type: 'row',
      fields: [
        { name: 'description', type: 'textarea', localized: true, admin: { description: 'Placeholders: {saleCount}, {rentCount}' } },
        { name: 'descriptionPublic', type: 'checkbox', defaultValue: true },
      ],
    },
  ],
})
