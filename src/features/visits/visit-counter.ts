import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import { isbot } from 'isbot'
import type { Payload } from 'payload'

import { addressGroup } from '@/domain/address-group'
import { dailySalt, visitorKey } from '@/domain/visits/visitor-hash'
import { brusselsDay, type Day, dayEnds } from '@/domain/visits/windows'
import { getRedis } from '@/server/redis'
import { onShutdown } from '@/server/shutdown'

/**
 * Counts visitors of property and project pages without cookies (ADR 0027, ADR 0041): a
 * visitor is one address group (IPv6 per /64) per page per Brussels day (visitor-hash.ts), seen once,
 * whatever browser name it sends; bots are not counted. Nothing is written on
 * the page's path: counts gather in this process and are added to the database every FLUSH_SECONDS and
 * when the server stops, so a crash loses at most that much.
 *
 * With REDIS_URL, every instance uses the same day's salt and the same record of keys seen, so a visitor
 * sent to two instances is counted once; both expire when the day ends. Without it, this process keeps them.
 */
export type VisitSubject = { kind: 'property' | 'project'; id: number }

export const FLUSH_SECONDS = 30
const SALT_KEY = 'zeedijk:visits:salt:'
const SEEN_KEY = 'zeedijk:visits:seen:'

type Pending = { subject: VisitSubject; day: Day; visits: number }

type VisitsState = { pending: Map<string, Pending>; seen: { day: Day; keys: Set<string> }; salt: { day: Day; value: Buffer } | null; timer?: NodeJS.Timeout }
// One state per process, wherever this module is loaded from (Next's bundles, the tests).
const state = globalThis as typeof globalThis & { __zeedijkVisits?: VisitsState }
const visits: VisitsState = (state.__zeedijkVisits ??= { pending: new Map(), seen: { day: '', keys: new Set() }, salt: null })
const memorySalt = dailySalt()

const secondsLeft = (day: Day, now: Date) => Math.max(60, Math.ceil((dayEnds(day).getTime() - now.getTime()) / 1000))

async function redisOrNull() {
  return getRedis().catch(() => null)
}

/** The day's salt: made once by whichever instance asks first, shared through Redis, gone with the day. */
async function saltFor(day: Day, now: Date): Promise<Buffer> {
  if (visits.salt?.day === day) return visits.salt.value
  const redis = await redisOrNull()
  let value: Buffer
  if (redis) {
    await redis.set(`${SALT_KEY}${day}`, randomBytes(32).toString('base64'), { condition: 'NX', expiration: { type: 'EX', value: secondsLeft(day, now) } })
    value = Buffer.from((await redis.get(`${SALT_KEY}${day}`)) ?? '', 'base64')
  } else value = memorySalt(day)
  visits.salt = { day, value }
  return value
}

/** True the first time this key is seen today. */
async function firstSeen(day: Day, key: string, now: Date): Promise<boolean> {
  const redis = await redisOrNull()
  if (redis) return (await redis.set(`${SEEN_KEY}${day}:${key}`, '1', { condition: 'NX', expiration: { type: 'EX', value: secondsLeft(day, now) } })) === 'OK'
  if (visits.seen.day !== day) visits.seen = { day, keys: new Set() }
  if (visits.seen.keys.has(key)) return false
  visits.seen.keys.add(key)
  return true
}

const slotOf = (subject: VisitSubject, day: Day) => `${subject.kind}:${subject.id}:${day}`

/** Counts one page view; answers whether it was a new visitor of that page today. */
export async function countVisit(input: { subject: VisitSubject; address: string; userAgent: string; now?: Date }): Promise<boolean> {
  if (!input.userAgent || isbot(input.userAgent)) return false
  const now = input.now ?? new Date()
  const day = brusselsDay(now)
  const key = visitorKey({ salt: await saltFor(day, now), address: addressGroup(input.address), property: `${input.subject.kind}:${input.subject.id}` })
  if (!(await firstSeen(day, key, now))) return false
  const slot = slotOf(input.subject, day)
  const pending = visits.pending.get(slot)
  if (pending) pending.visits++
  else visits.pending.set(slot, { subject: input.subject, day, visits: 1 })
  return true
}

type UpsertTable = Record<string, unknown>
type UpsertDatabase = {
  insert: (table: UpsertTable) => {
    values: (row: Record<string, unknown>) => { onConflictDoUpdate: (config: { target: unknown; set: Record<string, unknown> }) => PromiseLike<unknown> }
  }
}

/** Adds the gathered counts to their day's rows (one upsert each); counts that fail to write are kept for the next flush. */
export async function flushVisits(payload: Payload): Promise<number> {
  const batch = [...visits.pending.entries()]
  visits.pending.clear()
  if (batch.length === 0) return 0
  const { drizzle, tables } = payload.db as unknown as { drizzle: UpsertDatabase; tables: Record<string, UpsertTable> }
  const table = tables.visit_counts!
  let written = 0
  for (const [slot, { subject, day, visits: count }] of batch) {
    try {
      await drizzle
        .insert(table)
        .values({ slot, day, visits: count, [subject.kind]: subject.id })
        .onConflictDoUpdate({ target: table.slot, set: { visits: sql`${table.visits} + ${count}` } })
      written += count
    } catch (error) {
      const again = visits.pending.get(slot)
      if (again) again.visits += count
      else visits.pending.set(slot, { subject, day, visits: count })
      payload.logger.error({ err: error, slot }, 'Visit counts could not be written; kept for the next try')
    }
  }
  return written
}

/** Starts the periodic flush in this process (once) and flushes on shutdown (scripts/serve.mjs). */
export function startVisitFlushing(payload: Payload): void {
  if (visits.timer) return
  visits.timer = setInterval(() => void flushVisits(payload), FLUSH_SECONDS * 1000).unref()
  onShutdown(() => flushVisits(payload))
}
