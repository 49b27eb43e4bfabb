import type { CollectionConfig } from 'payload'

import { staffOnly } from './access'

/**
 * Who is logged in to the portal or a search profile (ADR 0028). The browser holds a random token in an
 * HttpOnly cookie; only its SHA-256 is stored, so a copy of the database opens no session. A session names
 * the owner and the search profiles whose password was given at login, nothing else.
 */
export const AccountSessions: CollectionConfig = {
  slug: 'account-sessions',
  labels: { singular: 'Portal session', plural: 'Portal sessions' },
  admin: { group: 'Agency', hidden: true },
  access: { read: staffOnly, create: () => false, update: () => false, delete: staffOnly },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'owners', index: true },
    { name: 'searchProfiles', type: 'relationship', relationTo: 'search-profiles', hasMany: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
