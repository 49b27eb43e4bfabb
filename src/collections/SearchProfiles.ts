import type { CollectionConfig } from 'payload'

import { locales } from '../i18n/locales'

import { staffOnly } from './access'
import { lowerCaseEmail } from './fields'

/**
 * Keep-me-informed profiles (SPEC §3 demand fields). Made from the search-profile form; the alert job mails
 * each new matching property once, and every mail carries a one-click unsubscribe link.
 */
export const SearchProfiles: CollectionConfig = {
  slug: 'search-profiles',
  labels: { singular: 'Search profile', plural: 'Search profiles' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'goal', 'active', 'createdAt'], group: 'Agency' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeValidate: [lowerCaseEmail],
    // A new profile starts its retention period (src/domain/privacy/retention.ts).
    beforeChange: [({ data, operation }) => (operation === 'create' && !data.lastActiveAt ? { ...data, lastActiveAt: new Date().toISOString() } : data)],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ label: value.toUpperCase(), value })) },
        { name: 'active', type: 'checkbox', defaultValue: true, index: true },
      ],
    },
    { type: 'row', fields: [{ name: 'firstName', type: 'text' }, { name: 'lastName', type: 'text' }] },
    {
      name: 'goal',
      type: 'select',
      required: true,
      options: [
        { label: 'Buy', value: 'buy' },
        { label: 'Rent', value: 'rent' },
      ],
    },
    { name: 'propertyTypes', type: 'relationship', relationTo: 'property-types', hasMany: true },
    { name: 'regions', type: 'relationship', relationTo: 'regions', hasMany: true },
    { type: 'row', fields: [{ name: 'priceMin', type: 'number' }, { name: 'priceMax', type: 'number' }] },
    {
      type: 'row',
      fields: [
        { name: 'minBedrooms', type: 'number' },
        { name: 'minBathrooms', type: 'number' },
        { name: 'minGarages', type: 'number' },
        { name: 'minParkings', type: 'number' },
      ],
    },
    // scrypt, never the password itself: the holder logs in with it to manage the profile (src/features/accounts/).
    { name: 'passwordHash', type: 'text', admin: { hidden: true }, access: { read: () => false } },
    { name: 'lead', type: 'relationship', relationTo: 'leads', admin: { readOnly: true } },
    { name: 'notifiedProperties', type: 'relationship', relationTo: 'properties', hasMany: true, admin: { readOnly: true, description: 'Properties already mailed' } },
    // Double opt-in (ADR 0042): alerts start only once the address's holder opened the link in the confirmation mail.
    { name: 'confirmedAt', type: 'date', index: true, admin: { readOnly: true, description: 'When the link in the confirmation mail was used; no alerts before' } },
    { name: 'unsubscribedAt', type: 'date', admin: { readOnly: true } },
    // The holder's last own action; removed the period set in Settings later (nightly housekeeping, ADR 0059).
    { name: 'lastActiveAt', type: 'date', index: true, admin: { readOnly: true, description: 'Removed the retention period set in Settings after this, or the night after an unsubscribe' } },
  ],
}
