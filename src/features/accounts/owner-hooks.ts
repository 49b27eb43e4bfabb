import type { CollectionAfterChangeHook } from 'payload'

/**
 * A new e-mail address is a new holder: every session of the owner ends (ADR 0042), the old address's
 * included, so whoever held the old mailbox (or a session opened with it) is out at once.
 */
export const endSessionsOnNewEmail: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req }) => {
  // Judged on what the update wrote: an update with `select` (the portal's weekly-report switch) returns a doc
  // without its e-mail, which is no new address.
  if (operation !== 'update' || !previousDoc || typeof data?.email !== 'string' || previousDoc.email === data.email) return doc
  await req.payload.delete({ collection: 'account-sessions', where: { or: [{ owner: { equals: doc.id } }, { email: { equals: previousDoc.email } }] }, overrideAccess: true, req })
  return doc
}
