/**
 * Next.js's page and data cache in Redis, shared by every instance of the site (ADR 0019), through the
 * maintained @fortedigital/nextjs-cache-handler. next.config.ts uses this file only when REDIS_URL is set;
 * otherwise Next keeps its default cache in the process. Keys carry the build id, so instances of one
 * deployment share their pages and a new deployment never serves the previous one's.
 * If Redis cannot be reached at start, this process falls back to a cache in its own memory (logged).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

const state = globalThis

CacheHandler.onCreation(({ buildId }) => {
  state.__zeedijkCacheHandler ??= (async () => {
    // The build renders nothing from the database and must not need Redis.
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return { handlers: [createLruHandler()] }
    const client = createClient({ url: process.env.REDIS_URL, name: 'zeedijk-next-cache', pingInterval: 10_000 })
    client.on('error', (error) => console.error('redis (next cache):', error instanceof Error ? error.message : error))
    try {
      await client.connect()
    } catch (error) {
      console.error('The shared page cache is unavailable (Redis did not answer); this instance caches in its own memory.', error)
      return { handlers: [createLruHandler()] }
    }
    return { handlers: [createRedisHandler({ client, keyPrefix: `zeedijk:next:${buildId ?? 'dev'}:`, timeoutMs: 1000 })] }
  })()
  return state.__zeedijkCacheHandler
})

export default CacheHandler
