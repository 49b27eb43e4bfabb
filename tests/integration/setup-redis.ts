import { createClient } from 'redis'

/** The tests' Redis: database 2 unless TEST_REDIS_URL says otherwise (other checkouts use other numbers). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/2'

/**
 * Redis is not optional for the suites that need it: when no server answers, this throws, so the suite
 * fails (counted by npm test) instead of being skipped. npm test (scripts/test-services.mjs) starts the server.
 */
export async function requireRedis(): Promise<string> {
  // No reconnection: a server that is not there must fail now, not be waited for.
  const client = createClient({ url: testRedisUrl, socket: { connectTimeout: 5000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
  } catch (error) {
    throw new Error(`Redis is required and no server answered at ${testRedisUrl} (set TEST_REDIS_URL, or leave it unset: npm test and Vitest start one): ${(error as Error).message}`)
  } finally {
    await client.close().catch(() => undefined)
  }
  return testRedisUrl
}
