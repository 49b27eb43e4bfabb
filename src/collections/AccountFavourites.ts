import type { CollectionConfig } from 'payload'

import { staffOnly } from './access'

/**
 * The favourites of a logged-in account (ADR 0079): one row per starred property, keyed by the account's
 * e-mail address as sessions store it. Rows are added and removed one at a time by the favourites endpoint
 * (src/features/favourites/account-favourites.ts), so two devices never undo each other's stars. Nobody
 * reads or writes them through Payload's REST or GraphQL but staff (read, delete); the site's own code uses
 * the local API. The property is its id, not a relationship: a property removed from the site simply stops
 * being shown (favourites show only published ones), and its id is the visitor's, found and erased with
 * their address (src/features/privacy/personal-data.ts).
 */
export const AccountFavourites: CollectionConfig = {
  slug: 'account-favourites',
  labels: { singular: 'Account favourite', plural: 'Account favourites' },
  admin: { group: 'Agency', hidden: true },
  access: { read: staffOnly, create: () => false, update: () => false, delete: staffOnly },
  indexes: [{ fields: ['email', 'property'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'property', type: 'number', required: true, index: true, min: 1 },
  ],
}
