import { createHmac } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { PrivacyRecordKind } from '@/collections/PrivacyRecords'
import { normalEmail } from '@/domain/accounts/email'
import { getEnv } from '@/server/env'

/**
 * The address of an export or erasure as a keyed hash (HMAC-SHA256 with a key drawn from PAYLOAD_SECRET),
 * never in clear (ADR 0059). The same address always gives the same hash, so staff searching it again
 * learn that it was erased, and when; without the site's secret the hash cannot be tried against a list
 * of addresses, as a plain SHA-256 of an address could.
 */
export function subjectHash(email: string): string {
  const key = createHmac('sha256', getEnv().PAYLOAD_SECRET).update('zeedijk:privacy-subject').digest()
  return createHmac('sha256', key).update(normalEmail(email)).digest('hex')
}

type Record = { kind: PrivacyRecordKind; counts: { [kind: string]: number }; staff?: number | null; email?: string }

/** Writes one record: what was done, how many of each kind, by whom; never the data itself. */
export async function recordPrivacyAction(payload: Payload, { kind, counts, staff, email }: Record, req?: PayloadRequest): Promise<void> {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
  await payload.create({
    collection: 'privacy-records',
    data: { kind, counts, total, staff: staff ?? null, subjectHash: email ? subjectHash(email) : null },
    overrideAccess: true,
    req,
  })
}

/** Earlier exports and erasures of the address, newest first (dates and kinds only). */
export async function recordsAbout(payload: Payload, email: string): Promise<{ kind: string; createdAt: string; total: number }[]> {
  const { docs } = await payload.find({
    collection: 'privacy-records',
    where: { subjectHash: { equals: subjectHash(email) } },
    sort: '-createdAt',
    depth: 0,
    limit: 50,
    overrideAccess: true,
  })
  return docs.map((record) => ({ kind: record.kind, createdAt: record.createdAt, total: record.total }))
}
