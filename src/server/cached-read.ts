import 'server-only'

import { unstable_cache } from 'next/cache'

import { CHANGE_SOURCES, cacheTag, type ChangeSource } from './content-changes'

const outsideNext = (error: unknown) => error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing')

/**
 * A read kept in Next.js's data cache (in Redis with REDIS_URL, shared by every instance) until its source
 * changes: its tag expires then (src/server/content-changes.ts, ADR 0019). A cached page that makes the
 * read carries the tag too, so it is renewed with it. Values go through JSON, as Payload's documents do.
 * Outside a Next.js request (scripts, tests, jobs) the read simply runs.
 */
export function cachedRead<Args extends (string | number)[], V>(
  name: string,
  sources: ChangeSource | readonly ChangeSource[],
  load: (...args: Args) => Promise<V>,
): (...args: Args) => Promise<V> {
  const tags = (typeof sources === 'string' ? [sources] : sources).map(cacheTag)
  const cached = unstable_cache(load, ['zeedijk', name], { tags })
  return async (...args: Args) => {
    try {
      return await cached(...args)
    } catch (error) {
      if (outsideNext(error)) return load(...args)
      throw error
    }
  }
}

const everySource = cachedRead('every source', CHANGE_SOURCES, async () => true)

/**
 * Gives the page being rendered the tags of every source: any page may show both the catalogue (property
 * lists are content modules) and the content (menu, footer), so any change renews every page (ADR 0019).
 */
export async function tagWithEverySource(): Promise<void> {
  await everySource()
}
