import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

import { getRedis, redisUrl } from './redis'

/**
 * Every rate limit of the site is made here, once per name: the forms per address and kind, the mails per
 * recipient and per kind, the staff logins and resets. With REDIS_URL the points live in Redis, so every
 * instance counts against the same budget (ADR 0022); without it, in this process's memory as a single
 * instance needs. While Redis does not answer, each instance falls back to its own memory count (the
 * insurance limiter): the limits stay, only per instance, rather than refusing every form or login.
 */
export type RateLimit = {
  readonly name: string
  readonly memory: RateLimiterMemory
  redis?: RateLimiterRedis
}

/** How long a consume waits for the first Redis connection before counting in memory instead. */
const REDIS_CONNECT_WAIT_MS = 1000
/** Keys in the shared Redis: `zeedijk:rate:<limit>:<key>`. */
const KEY_PREFIX = 'zeedijk:rate:'

const limits = new Map<string, RateLimit>()

export function rateLimiter(name: string, points: number, seconds: number): RateLimit {
  let found = limits.get(name)
  if (!found) limits.set(name, (found = { name, memory: new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }) }))
  return found
}

let connecting: ReturnType<typeof getRedis> | undefined
let waited = false

/** The connected client, or null while it is not there yet (only the first caller waits a little for it). */
async function redisOrNull() {
  connecting ??= getRedis().catch(() => null)
  const wait = waited ? 0 : REDIS_CONNECT_WAIT_MS
  waited = true
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, wait, null).unref())
  return Promise.race([connecting, timeout])
}

async function storeOf(limit: RateLimit): Promise<RateLimiterAbstract> {
  if (limit.redis) return limit.redis
  if (!redisUrl()) return limit.memory
  const client = await redisOrNull()
  if (!client) return limit.memory
  limit.redis ??= new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    // node-redis queues commands while it reconnects: without this a form would wait for Redis to return.
    rejectIfRedisNotReady: true,
    keyPrefix: `${KEY_PREFIX}${limit.name}`,
    points: limit.memory.points,
    duration: limit.memory.duration,
    insuranceLimiter: limit.memory,
  })
  return limit.redis
}

/** Takes one point for this key; false when they are used up. */
export async function takePoint(limit: RateLimit, key: string): Promise<boolean> {
  const store = await storeOf(limit)
  return store.consume(key).then(
    () => true,
    () => false,
  )
}

/** Takes one point for this key; when they are used up, says how many seconds until the next one is there. */
export async function takePointOrWait(limit: RateLimit, key: string): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const store = await storeOf(limit)
  return store.consume(key).then(
    () => ({ ok: true as const }),
    (refusal: { msBeforeNext?: number }) => ({ ok: false as const, retryAfter: Math.max(1, Math.ceil((refusal?.msBeforeNext ?? limit.memory.duration * 1000) / 1000)) }),
  )
}

/** Gives one point back for this key (a login that succeeded). */
export async function givePointBack(limit: RateLimit, key: string): Promise<void> {
  const store = await storeOf(limit)
  await store.reward(key).catch(() => undefined)
}

/** Forgets every point taken for this key (an account's failures, after a login that succeeded). */
export async function resetPoints(limit: RateLimit, key: string): Promise<void> {
  const store = await storeOf(limit)
  await store.delete(key).catch(() => undefined)
}
