import 'server-only'

import { type ChangeSource, changeVersion } from './catalogue-version'
import { changeAwareMemo } from './change-aware-memo'
import { getPayloadClient } from './payload'

/** How often a cached value asks whether another process (the import command) changed its source. */
const CHECK_INTERVAL_MS = 5_000

const SOURCES = {
  catalogue: { collections: ['properties', 'projects', 'property-types'], globals: [] },
  content: {
    collections: ['pages', 'articles', 'categories', 'regions', 'media'],
    globals: ['settings', 'menu', 'header-links', 'footer', 'banner', 'home-search'],
  },
} as const

const stampChecks = new Map<ChangeSource, { at: number; stamp: Promise<string> }>()

/** A cheap fingerprint of a source (rows and last change per collection, last change per global), on indexed columns. */
function sourceStamp(source: ChangeSource): Promise<string> {
  const last = stampChecks.get(source)
  if (last && Date.now() - last.at < CHECK_INTERVAL_MS) return last.stamp
  const stamp = (async () => {
    const payload = await getPayloadClient()
    const { collections, globals } = SOURCES[source]
    const parts = await Promise.all([
      ...collections.map(async (collection) => {
        const [{ totalDocs }, { docs }] = await Promise.all([
          payload.count({ collection }),
          payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, pagination: false, select: { updatedAt: true } as never }),
        ])
        return `${totalDocs}@${(docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''}`
      }),
      ...globals.map(async (slug) => String(((await payload.findGlobal({ slug, depth: 0, select: { updatedAt: true } as never })) as { updatedAt?: string }).updatedAt ?? '')),
    ])
    return parts.join('|')
  })()
  stampChecks.set(source, { at: Date.now(), stamp })
  stamp.catch(() => stampChecks.delete(source))
  return stamp
}

function sourceMemo(source: ChangeSource) {
  return <V>(name: string, load: (key: string) => Promise<V>, options: { maxEntries?: number } = {}): ((key: string) => Promise<V>) =>
    changeAwareMemo({ name, load, version: () => changeVersion(source), stamp: () => sourceStamp(source), checkIntervalMs: CHECK_INTERVAL_MS, ...options })
}

/** A value derived from the catalogue (a language's search index, a listing's cities), kept in memory per key. */
export const catalogueMemo = sourceMemo('catalogue')

/** A value derived from the site's content (a page, the menu, the footer), kept in memory per key. */
export const contentMemo = sourceMemo('content')
