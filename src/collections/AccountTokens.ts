import type { CollectionConfig } from 'payload'

/**
 * Single-use links of the portal (ADR 0028): an invitation (7 days) or a password reminder (1 hour). Only
 * the token's SHA-256 is kept; using the link deletes the row. Read and written by the site's server only.
 */
export const AccountTokens: CollectionConfig = {
  slug: 'account-tokens',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: [
        { label: 'Invitation', value: 'invite' },
        { label: 'Password reset', value: 'reset' },
      ],
    },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
