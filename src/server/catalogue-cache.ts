import 'server-only'

import { catalogueVersion } from './catalogue-version'
import { changeAwareMemo } from './change-aware-memo'
import { getPayloadClient } from './payload'

/** How often a cached value asks whether another process (the import command) changed the catalogue. */
const CHECK_INTERVAL_MS = 5_000
const COLLECTIONS = ['properties', 'projects', 'property-types'] as const

let stampCheck: { at: number; stamp: Promise<string> } | null = null

/** A cheap fingerprint of the catalogue (rows and last change per collection), on indexed columns only. */
function catalogueStamp(): Promise<string> {
  if (stampCheck && Date.now() - stampCheck.at < CHECK_INTERVAL_MS) return stampCheck.stamp
  const stamp = (async () => {
    const payload = await getPayloadClient()
    const parts = await Promise.all(
      COLLECTIONS.map(async (collection) => {
        const [{ totalDocs }, { docs }] = await Promise.all([
          payload.count({ collection }),
          payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, pagination: false, select: { updatedAt: true } as never }),
        ])
        return `${totalDocs}@${(docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''}`
      }),
    )
    return parts.join('|')
  })()
  stampCheck = { at: Date.now(), stamp }
  stamp.catch(() => (stampCheck = null))
  return stamp
}

/**
 * A value derived from the catalogue (a language's search index, a listing's cities), kept in memory per key.
 * The catalogue's hooks bump the version in this process; the stamp catches the import command's changes.
 */
export function catalogueMemo<V>(name: string, load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  return changeAwareMemo({ name, load, version: catalogueVersion, stamp: catalogueStamp, checkIntervalMs: CHECK_INTERVAL_MS })
}
