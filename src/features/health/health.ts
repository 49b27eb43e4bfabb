import type { Payload } from 'payload'

import { getRedis, redisUrl } from '@/server/redis'

export type Check = 'ok' | 'down'
export type Health = { status: 'ok' | 'down'; database: Check; redis: Check | 'not-configured' }

/** A check that has not answered in this time counts as down: a monitor must get its answer quickly. */
const CHECK_TIMEOUT_MS = 2000

async function answers(check: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Check>((resolve) => (timer = setTimeout(resolve, CHECK_TIMEOUT_MS, 'down')))
  try {
    return await Promise.race([check().then((): Check => 'ok'), timeout])
  } catch {
    return 'down'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Whether this instance can serve: its database answers a query and, when REDIS_URL is set, Redis answers a
 * PING. Only these words go out (no versions, addresses or error texts): the endpoint is public, for load
 * balancers and monitors. Details of a failure are in the server's log.
 */
export async function checkHealth(payload: () => Promise<Payload>): Promise<Health> {
  const [database, redis] = await Promise.all([
    answers(async () => (await payload()).count({ collection: 'users', overrideAccess: true })),
    redisUrl()
      ? answers(async () => {
          const client = await getRedis()
          // node-redis queues commands while reconnecting: a down Redis shows as a timeout, not an error.
          if (!client?.isReady) throw new Error('Redis is not connected')
          return client.ping()
        })
      : Promise.resolve('not-configured' as const),
  ])
  return { status: database === 'ok' && redis !== 'down' ? 'ok' : 'down', database, redis }
}
