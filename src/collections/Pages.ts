import type { CollectionConfig } from 'payload'

import { ModuleBlock } from '../blocks/module/config'
import { validLinkTarget } from '../i18n/link-target'
import { publishedOrStaff, staffOnly } from './access'
import { statusField } from './fields'

/**
 * The page tree of SPEC §2.4. `routeKey` ties a page to its entry in the routing table
 * (src/i18n/pathnames.ts), so slugs stay in one place and content stays in the CMS.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'routeKey', 'status', 'sort'], group: 'Content' },
  access: { read: publishedOrStaff(), create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'sort',
  fields: [
    statusField,
    { name: 'routeKey', type: 'text', required: true, unique: true, index: true, admin: { position: 'sidebar', description: 'Internal path, e.g. /for-sale' } },
    { name: 'parent', type: 'relationship', relationTo: 'pages', admin: { position: 'sidebar' } },
    { name: 'sort', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'showBreadcrumb', type: 'checkbox', defaultValue: true },
        { name: 'showPageBanner', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'redirect', type: 'checkbox', defaultValue: false, admin: { description: 'The page forwards its visitors (SPEC §2.4)' } },
        {
          name: 'redirectUrl',
          type: 'text',
          admin: {
            condition: (_, siblings) => Boolean(siblings?.redirect),
            description: 'A route key (/for-rent, followed in every language), a path of this site, or a full https:// URL',
          },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { redirect?: boolean | null } }) =>
            siblingData?.redirect && !value?.trim() ? 'Where does the page forward to?' : validLinkTarget(value),
        },
      ],
    },
    { name: 'bannerTitle', type: 'text', localized: true },
    { name: 'bannerDescription', type: 'textarea', localized: true },
    { name: 'modules', type: 'blocks', blocks: [ModuleBlock] },
    {
      name: 'seo',
      type: 'group',
      label: 'SEO',
      fields: [
        { name: 'isActiveSEO', type: 'checkbox', defaultValue: true },
        { name: 'title', type: 'text', localized: true },
        { name: 'description', type: 'textarea', localized: true },
        { name: 'ogTitle', type: 'text', localized: true },
        { name: 'ogDescription', type: 'textarea', localized: true },
        { name: 'twitterTitle', type: 'text', localized: true },
        { name: 'twitterDescription', type: 'textarea', localized: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
