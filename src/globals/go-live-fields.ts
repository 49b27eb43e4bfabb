import type { Field } from 'payload'

import { staffText } from '../collections/staff-texts'

/**
 * Settings fields the go-live checklist asks for (ADR 0056), kept here so Settings.ts only names them.
 * The logo replaces the drawn wordmark in the site's header when set (src/features/site/components/SiteHeader.tsx).
 */
export const agencyLogoField: Field = {
  name: 'logo',
  type: 'upload',
  relationTo: 'media',
  label: staffText('goLive.fields.logo'),
  admin: { description: staffText('goLive.fields.logoDescription') },
}

/** "Left off" as a decision: without it an empty tag id could as well be forgotten. */
export const noTagsField: Field = {
  name: 'noTags',
  type: 'checkbox',
  defaultValue: false,
  label: staffText('goLive.fields.noTags'),
  admin: { description: staffText('goLive.fields.noTagsDescription') },
}
