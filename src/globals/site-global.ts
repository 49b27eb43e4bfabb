import type { GlobalConfig } from 'payload'

import { staffOnly } from '../collections/access'

/** A global of the site's shell (banner, menu, footer, settings…): in the admin's Site group, read by everyone, edited by staff. */
export const siteGlobal = ({ slug, fields }: Pick<GlobalConfig, 'slug' | 'fields'>): GlobalConfig => ({
  slug,
  admin: { group: 'Site' },
  access: { read: () => true, update: staffOnly },
  fields,
})
