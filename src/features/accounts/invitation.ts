import type { CollectionAfterChangeHook } from 'payload'

import type { Owner } from '@/payload-types'

import { queueAccountMail } from './account-mail'

/** Staff ticked "send invitation" on an owner: the mail is queued with the same request as the save. */
export const queueInvitation: CollectionAfterChangeHook<Owner> = async ({ context, data, doc, req }) => {
  if (context.noInvitation || (data as { sendInvitation?: unknown }).sendInvitation !== true) return doc
  await queueAccountMail(req.payload, 'invite', doc.email, req)
  return doc
}
