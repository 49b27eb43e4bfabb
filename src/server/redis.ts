import { createClient, type RedisClientType } from 'redis'

import { getEnv } from './env'

/**
 * The one Redis connection of this process, shared by everything several instances must agree on (rate
 * limits, the page cache, change notices). Null when REDIS_URL is unset: a single instance keeps those in
 * its own memory. Not marked server-only: the import command and the tests use it outside Next.js.
 */
const state = globalThis as typeof globalThis & {
  __zeedijkRedis?: Promise<RedisClientType>
  __zeedijkRedisSubscriber?: Promise<RedisClientType>
  /** Every client made, connected or still trying: closeRedis must also stop one that never connected. */
  __zeedijkRedisClients?: RedisClientType[]
}

function connect(url: string, name: string): Promise<RedisClientType> {
  const client = createClient({ url, name }) as RedisClientType
  // A lost connection is retried by the client; logging each attempt keeps it visible without crashing.
  client.on('error', (error: unknown) => console.error(`redis (${name}):`, error instanceof Error ? error.message : error))
  ;(state.__zeedijkRedisClients ??= []).push(client)
  return client.connect()
}

export function redisUrl(): string | undefined {
  return getEnv().REDIS_URL
}

/** The shared connection, or null without REDIS_URL. */
export async function getRedis(): Promise<RedisClientType | null> {
  const url = redisUrl()
  if (!url) return null
  state.__zeedijkRedis ??= connect(url, 'zeedijk')
  return state.__zeedijkRedis
}

/** A second connection for subscriptions (a subscribed Redis connection can do nothing else), or null. */
export async function getRedisSubscriber(): Promise<RedisClientType | null> {
  const url = redisUrl()
  if (!url) return null
  state.__zeedijkRedisSubscriber ??= connect(url, 'zeedijk-subscriber')
  return state.__zeedijkRedisSubscriber
}

/** Closes both connections (tests, the import command before it exits). */
export async function closeRedis(): Promise<void> {
  const clients = state.__zeedijkRedisClients ?? []
  state.__zeedijkRedis = undefined
  state.__zeedijkRedisSubscriber = undefined
  state.__zeedijkRedisClients = undefined
  // A client still trying to connect would wait for Redis for ever: it is stopped instead of closed.
  await Promise.all(clients.map((client) => (client.isReady ? client.close().catch(() => client.destroy()) : client.destroy())))
}
