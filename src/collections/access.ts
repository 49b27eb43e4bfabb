import type { Access, Where } from 'payload'

export const staffOnly: Access = ({ req }) => Boolean(req.user)

/** The public reads only what is published; staff read everything. */
export const publishedOrStaff =
  (field = 'status', value: string | boolean = 'published'): Access =>
  ({ req }) => {
    if (req.user) return true
    const where: Where = { [field]: { equals: value } }
    return where
  }
