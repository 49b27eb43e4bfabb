import { spawn } from 'node:child_process'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { temporarySqliteUrl } from './setup-db'
import { requireRedis } from './setup-redis'

/**
 * Changes reach every copy of what the public site shows (ADR 0019): a Payload hook expires the cache tag
 * at once and bumps the memory values' version; the announcement reaches another process through a real
 * Redis (the tests' own, TEST_REDIS_URL: never the site's); the import command's notice is refused without a valid token.
 */

// As inside a Next.js request: revalidateTag is recorded, after() runs its task at once.
const nextCache = vi.hoisted(() => ({ revalidateTag: vi.fn() }))
vi.mock('next/cache', () => ({ revalidateTag: nextCache.revalidateTag, unstable_cache: (load: unknown) => load }))
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }))

let REDIS_URL: string
const db = temporarySqliteUrl()
let payload: Payload
let changes: typeof import('../../src/server/content-changes')
let notice: typeof import('../../src/server/site-notice')

beforeAll(async () => {
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  // Fails (counted) when no Redis answers, like every suite that needs one.
  REDIS_URL = await requireRedis()
  process.env.REDIS_URL = REDIS_URL
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  changes = await import('../../src/server/content-changes')
  notice = await import('../../src/server/site-notice')
  payload = await getPayload({ config })
  await payload.db.migrate()
})

afterAll(async () => {
  await (await import('../../src/server/redis')).closeRedis()
  await payload?.destroy()
  db.cleanup()
})

describe('a change in the admin or the API', () => {
  it('of the catalogue expires its tag at once and rebuilds memory values', async () => {
    nextCache.revalidateTag.mockClear()
    const before = changes.changeVersion('catalogue')
    await payload.create({ collection: 'property-types', data: { webId: 77, name: 'Loft', showOrder: 7 } })
    expect(nextCache.revalidateTag).toHaveBeenCalledWith('zeedijk:catalogue', { expire: 0 })
    expect(nextCache.revalidateTag).not.toHaveBeenCalledWith('zeedijk:content', expect.anything())
    expect(changes.changeVersion('catalogue')).toBeGreaterThan(before)
  })

  it('of the content (a global, a page) expires the content tag', async () => {
    nextCache.revalidateTag.mockClear()
    await payload.updateGlobal({ slug: 'banner', data: {} })
    expect(nextCache.revalidateTag).toHaveBeenCalledWith('zeedijk:content', { expire: 0 })
    nextCache.revalidateTag.mockClear()
    const { docs } = await payload.find({ collection: 'property-types', where: { webId: { equals: 77 } } })
    await payload.delete({ collection: 'property-types', id: docs[0]!.id })
    expect(nextCache.revalidateTag).toHaveBeenCalledWith('zeedijk:catalogue', { expire: 0 })
  })

  it('reaches another process through Redis', async () => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['tests/integration/fixtures/listen-for-changes.ts'], {
      env: { ...process.env, REDIS_URL, PAYLOAD_SECRET: 'integration-test-secret-of-enough-length' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await expect.poll(() => output, { timeout: 30_000 }).toContain('listening')
    await changes.announceChange('catalogue')
    expect(await exited).toBe(0)
    expect(output).toContain('catalogue changed')
  })
})

describe('the import command\u2019s notice (/api/changes/)', () => {
  const post = (authorization?: string) => new Request('http://site.test/api/changes/', { method: 'POST', headers: authorization ? { authorization } : {} })

  it('revalidates what a signed, fresh token names', async () => {
    nextCache.revalidateTag.mockClear()
    const response = await notice.acceptChangeNotice(post(`Bearer ${notice.changeNoticeToken(['catalogue', 'content'])}`))
    expect(response.status).toBe(204)
    expect(nextCache.revalidateTag).toHaveBeenCalledWith('zeedijk:catalogue', { expire: 0 })
    expect(nextCache.revalidateTag).toHaveBeenCalledWith('zeedijk:content', { expire: 0 })
  })

  it('refuses an anonymous, forged or expired notice, and flushes nothing', async () => {
    nextCache.revalidateTag.mockClear()
    const token = notice.changeNoticeToken(['catalogue'])
    const [body] = token.split('.')
    const expired = notice.changeNoticeToken(['catalogue'], Date.now() - 120_000)
    for (const authorization of [undefined, 'Bearer ', `Bearer ${body}.forged`, `Bearer ${expired}`, token])
      expect((await notice.acceptChangeNotice(post(authorization))).status, String(authorization)).toBe(401)
    expect(nextCache.revalidateTag).not.toHaveBeenCalled()
  })
})
