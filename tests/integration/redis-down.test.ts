import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { requireRedis } from './setup-redis'

/**
 * What an instance does with REDIS_URL set, when Redis answers and when it does not: the health endpoint
 * says which part is down (and nothing more), and the rate limits keep counting in this process's memory
 * instead of refusing or waiting.
 */
const answering = (async () => ({ count: async () => ({ totalDocs: 0 }) }) as unknown as Payload) as () => Promise<Payload>
const failing = (async () => ({ count: async () => Promise.reject(new Error('connection refused to 10.0.0.5')) }) as unknown as Payload) as () => Promise<Payload>

async function withRedis(url: string) {
  vi.resetModules()
  process.env.REDIS_URL = url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  return {
    health: await import('../../src/features/health/health'),
    limits: await import('../../src/server/rate-limits'),
    redis: await import('../../src/server/redis'),
  }
}

let close: (() => Promise<void>) | undefined
beforeEach(() => (close = undefined))
afterEach(async () => {
  await close?.()
  delete process.env.REDIS_URL
})

describe('with Redis answering', () => {
  it('reports the database and Redis up, and the database down when it is', async () => {
    const { health, redis } = await withRedis(await requireRedis())
    close = redis.closeRedis
    expect(await health.checkHealth(answering)).toEqual({ status: 'ok', database: 'ok', redis: 'ok' })
    const down = await health.checkHealth(failing)
    // The words only: no address or message of the error reaches an anonymous caller.
    expect(down).toEqual({ status: 'down', database: 'down', redis: 'ok' })
  })
})

describe('with Redis not answering', () => {
  it('reports Redis down within the check timeout', async () => {
    const { health, redis } = await withRedis('redis://127.0.0.1:1')
    close = redis.closeRedis
    const started = Date.now()
    expect(await health.checkHealth(answering)).toEqual({ status: 'down', database: 'ok', redis: 'down' })
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('keeps every rate limit, counted in memory, without waiting for Redis', async () => {
    const { limits, redis } = await withRedis('redis://127.0.0.1:1')
    close = redis.closeRedis
    const limit = limits.rateLimiter('redis-down-test', 3, 60)
    const started = Date.now()
    const taken = []
    for (let n = 0; n < 5; n++) taken.push(await limits.takePoint(limit, '192.0.2.7'))
    expect(taken).toEqual([true, true, true, false, false])
    // Only the first call waits (1 s) for a connection; the others count at once.
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await limits.takePoint(limit, '192.0.2.8')).toBe(true)
  })
})
