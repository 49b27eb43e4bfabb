import type { CollectionConfig } from 'payload'

/** Agency staff: they log in at /admin and edit everything. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Agency' },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  access: {
    read: ({ req }) => Boolean(req.user),
    create: ({ req }) => Boolean(req.user),
    update: ({ req }) => Boolean(req.user),
    delete: ({ req }) => Boolean(req.user),
  },
  fields: [{ name: 'name', type: 'text' }],
}
