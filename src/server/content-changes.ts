import { randomUUID } from 'node:crypto'

import { revalidateTag } from 'next/cache'
import { after } from 'next/server'

import { getRedis, getRedisSubscriber } from './redis'

/**
 * Changes to what the public site shows, told to everything that keeps a copy of it (ADR 0019):
 * - Next.js's page and data cache, through the tag of the source (every cached page and read carries the
 *   tags of what it shows); with REDIS_URL that cache lives in Redis, so every instance sees it;
 * - values kept in process memory (search index, filtered listings), through a version per source, bumped
 *   here and, with REDIS_URL, in every other instance by a Redis message.
 * Not server-only: Payload's hooks run in the import command too, which then tells the running site
 * (src/server/site-notice.ts), since a process outside Next.js has no page cache to revalidate.
 */
export const CHANGE_SOURCES = ['catalogue', 'content'] as const
export type ChangeSource = (typeof CHANGE_SOURCES)[number]

/** The cache tag of a source: every page carries both, reads carry the one they depend on. */
export const cacheTag = (source: ChangeSource): string => `zeedijk:${source}`

/** The Redis channel on which instances announce changes to one another. */
export const CHANGES_CHANNEL = 'zeedijk:changes'

type State = { versions: Record<ChangeSource, number>; processId: string; listening?: Promise<void> }
const globalState = globalThis as typeof globalThis & { __zeedijkChanges?: State }

function state(): State {
  globalState.__zeedijkChanges ??= { versions: { catalogue: 0, content: 0 }, processId: randomUUID() }
  return globalState.__zeedijkChanges
}

export const isChangeSource = (value: unknown): value is ChangeSource => CHANGE_SOURCES.includes(value as ChangeSource)

/** Bumped on every change of the source, here or announced by another instance. */
export function changeVersion(source: ChangeSource): number {
  void listenForChanges()
  return state().versions[source]
}

/**
 * Subscribes once to the other instances' announcements (a no-op without REDIS_URL). A lost connection is
 * retried by the client; memory values may then lag until it is back, which the log shows.
 */
export function listenForChanges(): Promise<void> {
  const current = state()
  current.listening ??= (async () => {
    const subscriber = await getRedisSubscriber()
    await subscriber?.subscribe(CHANGES_CHANNEL, (message) => {
      const notice = parseNotice(message)
      if (notice && notice.from !== current.processId) current.versions[notice.source] += 1
    })
  })().catch((error: unknown) => {
    current.listening = undefined
    console.error('content changes: cannot listen to other instances', error)
  })
  return current.listening
}

function parseNotice(message: string): { source: ChangeSource; from: string } | null {
  try {
    const notice = JSON.parse(message) as { source?: unknown; from?: unknown }
    return isChangeSource(notice.source) && typeof notice.from === 'string' ? { source: notice.source, from: notice.from } : null
  } catch {
    return null
  }
}

/** Memory values of this process rebuild, and the other instances are told to rebuild theirs. */
async function bumpEverywhere(source: ChangeSource): Promise<void> {
  const current = state()
  current.versions[source] += 1
  const redis = await getRedis()
  await redis?.publish(CHANGES_CHANNEL, JSON.stringify({ source, from: current.processId }))
}

const outsideNext = (error: unknown) => error instanceof Error && /static generation store missing|outside a request scope|was called outside/i.test(error.message)

/**
 * The source changed. Inside Next.js (the admin, the API, a server action): its tag expires at once, so the
 * next visitor gets a fresh page (the 5 s promise of ADR 0019), and memory values everywhere rebuild after
 * the answer is sent, when the change is committed. Outside (the import command): only this process's
 * memory; the command tells the site when it is done.
 */
export async function announceChange(source: ChangeSource): Promise<void> {
  try {
    revalidateTag(cacheTag(source), { expire: 0 })
    after(() => bumpEverywhere(source).catch((error: unknown) => console.error('content changes: announcing failed', error)))
  } catch (error) {
    if (!outsideNext(error)) throw error
    state().versions[source] += 1
  }
}

/** Payload hooks (afterChange, afterDelete) of collections and globals whose documents the public site shows. */
export const catalogueChanged = async (): Promise<void> => announceChange('catalogue')
export const contentChanged = async (): Promise<void> => announceChange('content')
