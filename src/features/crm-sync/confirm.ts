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
  const recorded = (run.pendingUnpublish ?? []).filter((id): id is number => typeof id === 'number')
  const since = run.finishedAt ?? run.startedAt
  const ids = await stillAbsent(payload, run.id, recorded)
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
  return { ok: true, unpublished: docs.length, leftAlone: recorded.length - docs.length }
}

/**
 * The run's recorded properties that no later run listed. The importer does not write a record it already
 * holds (ADR 0060), so a property listed again keeps its updatedAt: the later runs say it instead. A later
 * refused run recorded exactly the published properties it missed; a later succeeded run unpublished all it
 * missed, so whatever it left published it listed. Partial runs (their unpublishing may have been refused),
 * failed, cancelled and not-modified ones say nothing.
 */
async function stillAbsent(payload: Payload, runId: number, recorded: number[]): Promise<number[]> {
  if (!recorded.length) return []
  const { docs: later } = await payload.find({
    collection: 'import-runs',
    where: { and: [{ id: { greater_than: runId } }, { status: { in: ['refused', 'succeeded'] } }] },
    depth: 0,
    pagination: false,
    select: { status: true, pendingUnpublish: true },
  })
  return recorded.filter((id) => later.every((next) => next.status === 'refused' && (next.pendingUnpublish ?? []).includes(id)))
}
