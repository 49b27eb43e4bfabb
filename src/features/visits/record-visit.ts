import { eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { z } from 'zod'

import { addressGroup } from '@/domain/address-group'

import { changeVersion } from '@/server/content-changes'
import { drizzleOf } from '@/server/drizzle-tables'
import { memoryMemo } from '@/server/memory-memo'
import { rateLimiter, takePoint } from '@/server/rate-limits'

import { countVisit, startVisitFlushing, type VisitSubject } from './visit-counter'

/** What a page's beacon sends: which property or project page was seen (Payload ids). */
export const visitBeacon = z.object({ kind: z.enum(['property', 'project']), id: z.number().int().positive().max(2 ** 31 - 1) }).strict()

let payloadOfProcess: Payload | undefined

// The ids of published properties and projects, so nobody can make rows for pages that do not exist.
const published = memoryMemo({
  name: 'published pages for visits',
  load: async (kind) => {
    const { db, table } = drizzleOf(payloadOfProcess!)
    const source = table(kind === 'project' ? 'projects' : 'properties')
    const rows = await db.select({ id: source.id }).from(source).where(eq(source.published as never, true))
    return new Set(rows.map((row) => Number(row.id)))
  },
  version: () => changeVersion('catalogue'),
})

// A visitor reads a few pages a minute; far more from one address (IPv6: one /64) is someone inflating figures.
const beaconsPerAddress = rateLimiter('visit-beacons', 60, 60)

export type VisitAnswer = 'counted' | 'seen' | 'ignored' | 'refused'

/** One beacon: checked, limited per address, then counted (or not: a bot, a second view the same day). */
export async function recordVisit(payload: Payload, body: unknown, visitor: { address: string; userAgent: string }): Promise<VisitAnswer> {
  const parsed = visitBeacon.safeParse(body)
  if (!parsed.success) return 'refused'
  const subject: VisitSubject = parsed.data
  if (!(await takePoint(beaconsPerAddress, addressGroup(visitor.address)))) return 'refused'
  payloadOfProcess = payload
  if (!(await published(subject.kind)).has(subject.id)) return 'ignored'
  startVisitFlushing(payload)
  return (await countVisit({ subject, ...visitor })) ? 'counted' : 'seen'
}
