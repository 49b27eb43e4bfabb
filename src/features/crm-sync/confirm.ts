import type { Payload } from 'payload'

import type { ImportRun } from '@/payload-types'

import { runningRun } from './run'

export type ConfirmAnswer =
  | { ok: true; unpublished: number; leftAlone: number }
  | { ok: false; reason: 'not-found' | 'not-refused' | 'already-confirmed' | 'busy' }

/**
 * Staff confirm a refused run (it would have unpublished more than the set share): exactly the properties
 * it recorded are unpublished, those still missing from the CRM. A property that is no longer published, or
 * was written since the run ended (a later run listed it again, or staff changed it), is left alone: the
 * confirmation is about what staff saw, not about whatever is absent now. Refused while a run is on: that
 * run may be listing them again.
 */
export async function confirmUnpublish(payload: Payload, runId: number, userId: number, now = new Date()): Promise<ConfirmAnswer> {
  const run = (await payload.findByID({ collection: 'import-runs', id: runId, depth: 0, disableErrors: true })) as ImportRun | null
  if (!run) return { ok: false, reason: 'not-found' }
  if (run.status !== 'refused') return { ok: false, reason: 'not-refused' }
  if (run.confirmedAt) return { ok: false, reason: 'already-confirmed' }
  if (await runningRun(payload)) return { ok: false, reason: 'busy' }
  const ids = (run.pendingUnpublish ?? []).filter((id): id is number => typeof id === 'number')
  const since = run.finishedAt ?? run.startedAt
  const { docs } = ids.length
    ? await payload.find({
        collection: 'properties',
        where: { and: [{ id: { in: ids } }, { published: { equals: true } }, { updatedAt: { less_than_equal: since } }] },
        depth: 0,
        limit: ids.length,
        pagination: false,
        select: { published: true },
      })
    : { docs: [] }
  for (const doc of docs) await payload.update({ collection: 'properties', id: doc.id, data: { published: false }, depth: 0 })
  await payload.update({ collection: 'import-runs', id: run.id, data: { confirmedBy: userId, confirmedAt: now.toISOString(), unpublished: docs.length }, depth: 0 })
  return { ok: true, unpublished: docs.length, leftAlone: ids.length - docs.length }
}
