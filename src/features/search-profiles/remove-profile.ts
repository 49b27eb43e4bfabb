import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/domain/relation'

// Apart from manage.ts (the holder's forms), so the nightly retention clean-up, a task the Payload config
// registers, does not load the form code (ADR 0046).

/** Removes one profile with what came with it (see deleteProfile); also used by the nightly retention clean-up. */
export async function removeProfile(payload: Payload, id: number, req: PayloadRequest, leadSummary: string): Promise<void> {
  // Gone already (a second click on the same button): nothing left to delete.
  const profile = await payload.findByID({ collection: 'search-profiles', id, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!profile) return
  if (profile.lead) await anonymiseLead(payload, relationId(profile.lead), req, leadSummary)
  await forgetInSessions(payload, id, req)
  await payload.delete({ collection: 'search-profiles', id, overrideAccess: true, req })
  const left = await accountsOf(payload, profile.email, req)
  if (left === 0) await payload.delete({ collection: 'account-tokens', where: { email: { equals: profile.email } }, overrideAccess: true, req })
}

async function anonymiseLead(payload: Payload, leadId: number, req: PayloadRequest, summary: string) {
  await payload.update({
    collection: 'leads',
    id: leadId,
    data: { summary, email: null, fields: {}, lastError: null },
    overrideAccess: true,
    req,
  })
}

async function forgetInSessions(payload: Payload, profileId: number, req: PayloadRequest) {
  const { docs } = await payload.find({ collection: 'account-sessions', where: { searchProfiles: { in: [profileId] } }, depth: 0, pagination: false, overrideAccess: true, req })
  for (const session of docs) {
    const rest = (session.searchProfiles ?? []).map((profile) => relationId(profile)).filter((other) => other !== profileId)
    if (rest.length === 0 && !session.owner) await payload.delete({ collection: 'account-sessions', id: session.id, overrideAccess: true, req })
    else await payload.update({ collection: 'account-sessions', id: session.id, data: { searchProfiles: rest }, overrideAccess: true, req })
  }
}

async function accountsOf(payload: Payload, email: string, req: PayloadRequest): Promise<number> {
  // One after the other: both run on the transaction's one connection.
  const owners = await payload.count({ collection: 'owners', where: { email: { equals: email } }, overrideAccess: true, req })
  const profiles = await payload.count({ collection: 'search-profiles', where: { email: { equals: email } }, overrideAccess: true, req })
  return owners.totalDocs + profiles.totalDocs
}
