import type { Payload } from 'payload'

import { profileExpired, type RetentionCutoffs } from '@/domain/privacy/retention'
import { inTransaction } from '@/server/transaction'

import { removeProfile } from './remove-profile'

/** What the lead of a profile removed at the end of its retention period keeps: that a request came in, and when. */
export const EXPIRED_LEAD_SUMMARY = 'Removed after the retention period'

/**
 * The privacy statement's promise, kept every night (src/features/privacy/retention.ts): profiles whose
 * holder unsubscribed, or did nothing with them for the period set in Settings, are removed with the
 * personal data of the form they came from. Returns how many.
 */
export async function removeExpiredProfiles(payload: Payload, cutoffs: RetentionCutoffs): Promise<number> {
  const before = cutoffs.profiles.toISOString()
  const { docs } = await payload.find({
    collection: 'search-profiles',
    where: {
      or: [
        { unsubscribedAt: { exists: true } },
        { lastActiveAt: { less_than: before } },
        { and: [{ lastActiveAt: { exists: false } }, { createdAt: { less_than: before } }] },
      ],
    },
    select: { unsubscribedAt: true, lastActiveAt: true, confirmedAt: true, createdAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const expired = docs.filter((profile) => profileExpired(profile, cutoffs))
  // One transaction per profile: a failure leaves the others removed and this one whole for the next night.
  for (const profile of expired) await inTransaction(payload, (req) => removeProfile(payload, profile.id, req, EXPIRED_LEAD_SUMMARY))
  return expired.length
}
