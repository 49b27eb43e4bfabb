import type { CollectionConfig } from 'payload'

import { locales } from '../i18n/locales'

import { staffOnly } from './access'
import { lowerCaseEmail } from './fields'

/**
 * Owners who follow their properties in the portal (ADR 0028). Not a Payload auth collection:
 * an owner's login is the site's own (src/features/accounts/), so `req.user` is only ever staff and an
 * owner never reaches /admin or the REST API. Staff link an owner to properties and projects and invite
 * them; the invitation mail carries a single-use link to choose a password.
 */
export const Owners: CollectionConfig = {
  slug: 'owners',
  labels: { singular: 'Owner', plural: 'Owners' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'properties', 'passwordSetAt'],
    group: 'Agency',
    description: 'Owners log in at /nl/login/ (and the other languages) to follow their properties.',
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeValidate: [lowerCaseEmail],
    // Accounts adds the invitation and the end of sessions on a new address (payload.config.ts, ADR 0046).
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, unique: true },
        { name: 'name', type: 'text', required: true },
        { name: 'locale', type: 'select', required: true, defaultValue: 'nl', options: locales.map((value) => ({ label: value.toUpperCase(), value })), admin: { description: 'Language of the portal mails' } },
      ],
    },
    { name: 'properties', type: 'relationship', relationTo: 'properties', hasMany: true, index: true },
    { name: 'projects', type: 'relationship', relationTo: 'projects', hasMany: true, index: true },
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'property-documents',
      hasMany: true,
      admin: { description: 'Documents this owner may download in the portal (signed links that expire).' },
    },
    { name: 'weeklyReport', type: 'checkbox', defaultValue: true, admin: { description: 'A mail every Monday with the week’s visits. The owner can switch it off in the portal.' } },
    {
      name: 'sendInvitation',
      type: 'checkbox',
      virtual: true,
      admin: { description: 'Send (again) an invitation mail with a link to choose a password, valid 7 days, on save.' },
    },
    // scrypt, never the password itself; nobody reads it through the API.
    { name: 'passwordHash', type: 'text', admin: { hidden: true }, access: { read: () => false, create: () => false, update: () => false } },
    {
      type: 'row',
      fields: [
        { name: 'invitedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'passwordSetAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lastLoginAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    // The Monday (YYYY-MM-DD, Brussels) of the last weekly report sent: a retried job never sends a week twice.
    { name: 'lastReportWeek', type: 'text', admin: { readOnly: true } },
  ],
}
