import { spawnSync } from 'node:child_process'

import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { ImportRun } from '../../src/payload-types'
import type { CrmSource, ReadOptions, SourceCursor, SourceName, SourceResult } from '../../src/server/crm/source'
import type { Feed } from '../../src/server/import/import-feed'
import { readOutbox } from '../support/mail-outbox'
import { startPayload, type TestDatabase } from './setup-db'

/**
 * The CRM sync run (issue 21 §1, ADR 0055) against a source made here: runs recorded from their start,
 * the importer's safety rules as run states (an empty answer, a mostly rejected one, more than the share →
 * refused, then confirmed), one run at a time, the alerts (third failure, a long silence, each once), the JSON
 * feed's cursor kept between runs, the schedule's task, and the admin's endpoints. SQLite, and PostgreSQL in
 * the Vitest project "postgres".
 */
let payload: Payload
let database: TestDatabase
let sync: typeof import('../../src/features/crm-sync')
let endpoints: typeof import('../../src/features/crm-sync/endpoints').importRunEndpoints
let SourceError: typeof import('../../src/server/crm/source').SourceError

/** The source the schedule and the endpoints find configured (src/features/crm-sync/source.ts). */
let configured: CrmSource | null = null
vi.mock('../../src/features/crm-sync/source', () => ({ configuredSource: () => configured }))

const PASSWORD = 'S3cret-Omnicasa-pw'

const property = (id: number, extra: Record<string, unknown> = {}) => ({ ID: id, Goal: 0, Status: 1, City: 'Oostende', Zip: '8400', TypeDescription: { nl: `Appartement ${id}`, fr: `Appartement ${id} FR` }, Price: 200_000 + id, ...extra })
const catalogue = (...ids: number[]): Feed => ({ Properties: ids.map((id) => property(id)) })
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

/** A source answering what the test sets; it notes the cursor each read was given. */
function fakeSource(answer: (options: ReadOptions) => Promise<SourceResult> | SourceResult, name: SourceName = 'omnicasa'): CrmSource & { cursors: (SourceCursor | undefined)[] } {
  const cursors: (SourceCursor | undefined)[] = []
  return {
    name,
    cursors,
    read: async (options = {}) => {
      cursors.push(options.cursor)
      return answer(options)
    },
  }
}
const feedSource = (feed: Feed) => fakeSource(() => ({ kind: 'feed', feed, requests: 2 }))
const failingSource = (message = 'HTTP 503 from the CRM') => fakeSource(() => Promise.reject(new SourceError('http', message, 4)))

/** A source that reports progress, then waits until the test lets it answer. */
function heldSource(feed: Feed) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const source = fakeSource(async ({ onProgress }) => {
    onProgress?.({ phase: 'properties', done: 2, total: 4 })
    await gate
    return { kind: 'feed', feed, requests: 4 }
  })
  return { source, release }
}

const run = (source: CrmSource, extra: Partial<Parameters<typeof sync.runSync>[1]> = {}) =>
  sync.runSync(payload, { source, trigger: 'manual', ...extra }).then((result) => {
    if (!result.started) throw new Error('a run was already on')
    return result.run
  })
const findRun = (id: number) => payload.findByID({ collection: 'import-runs', id, depth: 0 }) as Promise<ImportRun>
const published = async () =>
  (await payload.find({ collection: 'properties', where: { published: { equals: true } }, depth: 0, limit: 1000, pagination: false })).docs.map((doc) => doc.externalId ?? 0).sort((a, b) => a - b)
const idOf = async (externalId: number) => (await payload.find({ collection: 'properties', where: { externalId: { equals: externalId } }, depth: 0, limit: 1 })).docs[0]!.id
const setCrm = (crm: Record<string, unknown>) => payload.updateGlobal({ slug: 'settings', data: { crm: { syncEveryMinutes: 15, maxUnpublishPercent: 20, staleAfterHours: 48, ...crm } }, depth: 0 })
const alerts = (subject: RegExp) => readOutbox(process.env.DATA_DIR!).filter((mail) => subject.test(mail.subject))

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const value = await read()
    if (ok(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Every test starts from an empty history and catalogue. */
async function forgetEverything() {
  await payload.delete({ collection: 'import-runs', where: { id: { exists: true } }, depth: 0 })
  await payload.delete({ collection: 'properties', where: { id: { exists: true } }, depth: 0 })
  await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } }, depth: 0, overrideAccess: true })
  await setCrm({})
  configured = null
}

beforeAll(async () => {
  delete process.env.SMTP_URL
  ;({ payload, database } = await startPayload({ SITE_URL: 'https://www.zeedijk.test' }))
  sync = await import('../../src/features/crm-sync')
  endpoints = (await import('../../src/features/crm-sync/endpoints')).importRunEndpoints
  ;({ SourceError } = await import('../../src/server/crm/source'))
  await payload.updateGlobal({ slug: 'settings', data: { agency: { email: 'kantoor@zeedijk.test' } }, depth: 0 })
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

beforeEach(forgetEverything)

describe('a run', () => {
  it('is recorded from its start, with its progress, then its outcome', async () => {
    const { source, release } = heldSource(catalogue(1, 2, 3, 4))
    const start = await sync.startSync(payload, { source, trigger: 'manual' })
    expect(start.started).toBe(true)
    if (!start.started) return
    const running = await until(() => findRun(start.run.id), (row) => row.progress?.done === 2, 'the reading progress')
    expect(running).toMatchObject({ status: 'running', source: 'omnicasa', trigger: 'manual', progress: { phase: 'reading', done: 2, total: 4 } })
    release()
    const done = await start.done
    expect(done).toMatchObject({ status: 'succeeded', created: 4, updated: 0, unpublished: 0, rejectedCount: 0, requests: 4, lock: null })
    expect(done.durationMs).toBeGreaterThanOrEqual(0)
    expect(done.finishedAt).toBeTruthy()
    expect(await published()).toEqual([1, 2, 3, 4])
  })

  it('records rejected records with the reason, and the CRM change date on the property', async () => {
    const feed = { Properties: [property(1, { LastChangedDate: '2026-11-20T14:05:00' }), property(2, { Goal: 9 }), property(3)] }
    const recorded = await run(feedSource(feed))
    expect(recorded).toMatchObject({ status: 'partial', created: 2, rejectedCount: 1, rejected: [{ kind: 'property', recordId: '2', reason: expect.stringContaining('Goal') }] })
    const first = await payload.findByID({ collection: 'properties', id: await idOf(1), depth: 0 })
    expect(first.crmChangedAt).toBe('2026-11-20T14:05:00.000Z')
  })

  it('fails on a source error: nothing unpublished, the error recorded without the credentials', async () => {
    await run(feedSource(catalogue(1, 2, 3)))
    // The run hides the credentials it is told of (by default the OMNICASA_* ones of the environment).
    const failed = await run(failingSource(`CustomerPassword=${PASSWORD} was refused by https://crm.test/GetPropertyListJson?json={"CustomerPassword":"${PASSWORD}"}`), { secrets: [PASSWORD] })
    expect(failed).toMatchObject({ status: 'failed', requests: 4, error: { kind: 'http' }, unpublished: 0, lock: null })
    expect(failed.error?.message).not.toContain(PASSWORD)
    expect(await published()).toEqual([1, 2, 3])
  })
})

describe('the safety rules', () => {
  it('an empty answer fails and unpublishes nothing', async () => {
    await run(feedSource(catalogue(1, 2, 3)))
    const empty = await run(feedSource({ Properties: [] }))
    expect(empty).toMatchObject({ status: 'failed', unpublished: 0, error: { kind: 'empty', message: expect.stringContaining('lists no properties') } })
    expect(empty.pendingUnpublish).toEqual([])
    expect(await published()).toEqual([1, 2, 3])
  })

  it('a mostly rejected answer unpublishes nothing and waits for no confirmation', async () => {
    await run(feedSource(catalogue(1, 2, 3, 4, 5)))
    await setCrm({ maxUnpublishPercent: 100 })
    const broken = await run(feedSource({ Properties: [property(1), { ID: 'a' }, { ID: 'b' }, { Goal: 0 }] }))
    expect(broken).toMatchObject({ status: 'partial', unpublished: 0, rejectedCount: 3 })
    expect(broken.pendingUnpublish).toEqual([])
    expect(broken.warnings).toEqual(expect.arrayContaining([expect.stringContaining('3 of 4 property records were rejected')]))
    expect(await published()).toEqual([1, 2, 3, 4, 5])
  })

  it('more than the set share is refused; staff confirm exactly the recorded properties still absent', async () => {
    await run(feedSource(catalogue(...range(1, 10))))
    // 3 of 10 (30 %) is more than 20 %: nothing unpublished, the three recorded.
    const refused = await run(feedSource(catalogue(...range(1, 7))))
    expect(refused).toMatchObject({ status: 'refused', unpublished: 0 })
    expect([...(refused.pendingUnpublish ?? [])].sort()).toEqual([await idOf(8), await idOf(9), await idOf(10)].sort())
    expect(await published()).toEqual(range(1, 10))
    // A later run lists 8 again (and is refused too, at 10 %): 8 is no longer absent.
    await setCrm({ maxUnpublishPercent: 10 })
    expect((await run(feedSource(catalogue(...range(1, 8))))).status).toBe('refused')

    const staff = await payload.create({ collection: 'users', data: { email: 'agent@zeedijk.test', password: 'a-long-staff-password-2026', roles: ['agent'] } })
    const answer = await sync.confirmUnpublish(payload, refused.id, staff.id)
    expect(answer).toEqual({ ok: true, unpublished: 2, leftAlone: 1 })
    expect(await published()).toEqual(range(1, 8))
    expect(await findRun(refused.id)).toMatchObject({ status: 'refused', unpublished: 2, confirmedBy: staff.id, confirmedAt: expect.any(String) })
    expect(await sync.confirmUnpublish(payload, refused.id, staff.id)).toEqual({ ok: false, reason: 'already-confirmed' })
    const succeeded = (await payload.find({ collection: 'import-runs', where: { status: { equals: 'succeeded' } }, limit: 1 })).docs[0]!
    expect(await sync.confirmUnpublish(payload, succeeded.id, staff.id)).toEqual({ ok: false, reason: 'not-refused' })
  })

  it('force unpublishes beyond the share (npm run sync -- --force)', async () => {
    await run(feedSource(catalogue(1, 2, 3, 4, 5)))
    const forced = await run(feedSource(catalogue(1, 2)), { force: true, trigger: 'cli' })
    expect(forced).toMatchObject({ status: 'succeeded', unpublished: 3, trigger: 'cli' })
    expect(await published()).toEqual([1, 2])
  })
})

describe('one run at a time', () => {
  it('a second start while a run is on is told so, and a confirmation waits', async () => {
    await run(feedSource(catalogue(...range(1, 10))))
    const refused = await run(feedSource(catalogue(...range(1, 5))))
    const { source, release } = heldSource(catalogue(1))
    const first = await sync.startSync(payload, { source, trigger: 'schedule' })
    expect(first.started).toBe(true)
    const second = await sync.startSync(payload, { source: feedSource(catalogue(1)), trigger: 'manual' })
    expect(second).toMatchObject({ started: false, running: { id: first.started ? first.run.id : -1, status: 'running' } })
    expect(await sync.confirmUnpublish(payload, refused.id, 1)).toEqual({ ok: false, reason: 'busy' })
    release()
    if (first.started) await first.done
    expect((await sync.startSync(payload, { source: feedSource(catalogue(1)), trigger: 'manual' })).started).toBe(true)
  })

  it('of two starts at the same moment, the database lets one through', async () => {
    const held = [heldSource(catalogue(1)), heldSource(catalogue(1))]
    const starts = await Promise.all(held.map(({ source }) => sync.startSync(payload, { source, trigger: 'manual' })))
    expect(starts.filter((start) => start.started)).toHaveLength(1)
    held.forEach(({ release }) => release())
    await Promise.all(starts.map((start) => (start.started ? start.done : null)))
  })

  it('a run whose instance stopped (no sign of life for the lease) is cancelled and frees the lock', async () => {
    const old = new Date(Date.now() - 11 * 60_000).toISOString()
    const orphan = await payload.create({ collection: 'import-runs', data: { status: 'running', source: 'omnicasa', trigger: 'schedule', startedAt: old, heartbeatAt: old, lock: 'sync' }, depth: 0 })
    expect((await run(feedSource(catalogue(1)))).status).toBe('succeeded')
    expect(await findRun(orphan.id)).toMatchObject({ status: 'cancelled', lock: null, error: { kind: 'interrupted' } })
  })
})

describe('alerts', () => {
  const failureMails = () => alerts(/failed 3 times in a row/)

  it('one mail after the third failed run in a row, again only after a success in between', async () => {
    const before = failureMails().length
    await run(failingSource())
    await run(failingSource())
    expect(failureMails()).toHaveLength(before)
    const third = await run(failingSource('Success: false, Code 600'))
    expect(third.alertSent).toBe('failures')
    const mails = failureMails()
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)).toMatchObject({ to: expect.stringContaining('kantoor@zeedijk.test') })
    expect(mails.at(-1)!.body).toContain('Code 600')
    await run(failingSource())
    await run(failingSource())
    expect(failureMails()).toHaveLength(before + 1)
    await run(feedSource(catalogue(1)))
    for (let i = 0; i < 3; i++) await run(failingSource())
    expect(failureMails()).toHaveLength(before + 2)
  })

  it('one mail when nothing changed for longer than staff set, to the alert address; again after a change', async () => {
    await setCrm({ staleAfterHours: 2, alertEmail: 'crm-alerts@zeedijk.test' })
    const staleMails = () => alerts(/nothing changed in the CRM for 2 hours/)
    const before = staleMails().length
    const t0 = Date.parse('2026-11-27T08:00:00Z')
    const at = (hours: number) => () => new Date(t0 + hours * 3_600_000)
    await run(feedSource(catalogue(1, 2)), { now: at(0) })
    await run(feedSource(catalogue(1, 2)), { now: at(1) })
    expect(staleMails()).toHaveLength(before)
    const quiet = await run(feedSource(catalogue(1, 2)), { now: at(3) })
    expect(quiet).toMatchObject({ alertSent: 'stale', lastChangeAt: new Date(t0).toISOString() })
    expect(staleMails()).toHaveLength(before + 1)
    expect(staleMails().at(-1)!.to).toContain('crm-alerts@zeedijk.test')
    await run(feedSource(catalogue(1, 2)), { now: at(4) })
    expect(staleMails()).toHaveLength(before + 1)
    // A change, then another quiet spell: one more mail.
    const changed = await run(feedSource(catalogue(1, 2, 3)), { now: at(5) })
    expect(changed.lastChangeAt).toBe(new Date(at(5)()).toISOString())
    await run(feedSource(catalogue(1, 2, 3)), { now: at(8) })
    expect(staleMails()).toHaveLength(before + 2)
  })
})

describe('the JSON feed cursor', () => {
  it('is kept between runs: sent back, kept by a not-modified answer, not moved by a failure', async () => {
    let answer: SourceResult | Error = { kind: 'feed', feed: catalogue(1, 2), requests: 1, cursor: { etag: '"v1"', lastModified: 'Fri, 27 Nov 2026 08:00:00 GMT' } }
    const source = fakeSource(() => (answer instanceof Error ? Promise.reject(answer) : answer), 'json-feed')
    expect((await run(source)).status).toBe('succeeded')
    answer = { kind: 'not-modified', requests: 1 }
    const quiet = await run(source)
    expect(quiet).toMatchObject({ status: 'not-modified', created: 0, updated: 0, cursor: { etag: '"v1"' } })
    answer = new SourceError('timeout', 'no answer within 30 s', 1)
    expect((await run(source)).status).toBe('failed')
    answer = { kind: 'feed', feed: catalogue(1, 2, 3), requests: 1, cursor: { etag: '"v2"' } }
    await run(source)
    answer = { kind: 'not-modified', requests: 1 }
    await run(source)
    expect(source.cursors).toEqual([undefined, { etag: '"v1"', lastModified: 'Fri, 27 Nov 2026 08:00:00 GMT' }, { etag: '"v1"', lastModified: 'Fri, 27 Nov 2026 08:00:00 GMT' }, { etag: '"v1"', lastModified: 'Fri, 27 Nov 2026 08:00:00 GMT' }, { etag: '"v2"' }])
  })
})

describe('the schedule', () => {
  const runJobs = () => payload.jobs.run({ queue: 'crm-sync', limit: 5, silent: true })
  const waiting = async () =>
    (await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'crmSync' } }, { completedAt: { exists: false } }] }, depth: 0, overrideAccess: true })).docs

  it('runs a sync on its queue and queues the next one N minutes on (Settings); does nothing without a source', async () => {
    await setCrm({ syncEveryMinutes: 7 })
    await payload.jobs.queue({ task: 'crmSync', input: {}, queue: 'crm-sync' })
    await runJobs()
    expect((await payload.count({ collection: 'import-runs' })).totalDocs).toBe(0)
    const [next] = await waiting()
    const inMinutes = (new Date(next!.waitUntil!).getTime() - Date.now()) / 60_000
    expect(inMinutes).toBeGreaterThan(6)
    expect(inMinutes).toBeLessThanOrEqual(7)

    configured = feedSource(catalogue(1, 2))
    await payload.update({ collection: 'payload-jobs', id: next!.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    await runJobs()
    const { docs } = await payload.find({ collection: 'import-runs', depth: 0 })
    expect(docs).toMatchObject([{ trigger: 'schedule', status: 'succeeded', created: 2 }])
    expect(await waiting()).toHaveLength(1)
  })

  it('moves the waiting run when staff shorten the interval', async () => {
    await payload.jobs.queue({ task: 'crmSync', input: {}, queue: 'crm-sync', waitUntil: new Date(Date.now() + 15 * 60_000) })
    await setCrm({ syncEveryMinutes: 2 })
    const [next] = await waiting()
    expect(new Date(next!.waitUntil!).getTime() - Date.now()).toBeLessThanOrEqual(2 * 60_000)
  })
})

describe('the admin endpoints', () => {
  const endpoint = (path: string) => endpoints.find((one) => one.path === path)!
  const request = (user: unknown, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }, routeParams: Record<string, string> = {}) =>
    ({ payload, user, headers: new Headers(headers), routeParams }) as unknown as PayloadRequest
  const agent = { id: 1, roles: ['agent'] }

  it('"Sync now": staff of the admin only, 202 and the run, then 409 while it runs; 409 without a source', async () => {
    const syncNow = endpoint('/sync').handler
    expect((await syncNow(request(agent))).status).toBe(409)
    const { source, release } = heldSource(catalogue(1))
    configured = source
    expect((await syncNow(request(agent, { origin: 'https://evil.test' }))).status).toBe(403)
    expect((await syncNow(request(null))).status).toBe(401)
    expect((await syncNow(request({ id: 2, roles: ['hr'] })))).toMatchObject({ status: 403 })
    const started = await syncNow(request(agent, { origin: 'https://www.zeedijk.test' }))
    expect(started.status).toBe(202)
    const { run: startedRun } = (await started.json()) as { run: { id: number } }
    const busy = await syncNow(request(agent))
    expect(busy.status).toBe(409)
    expect(await busy.json()).toMatchObject({ error: 'busy', run: { id: startedRun.id } })
    release()
    await until(() => findRun(startedRun.id), (row) => row.status !== 'running', 'the run to end')
    expect((await findRun(startedRun.id)).trigger).toBe('manual')
  })

  it('confirm: same checks, then the answer of the confirmation', async () => {
    const confirm = endpoint('/:id/confirm').handler
    await run(feedSource(catalogue(...range(1, 5))))
    const refused = await run(feedSource(catalogue(1, 2)))
    expect((await confirm(request(agent, { 'sec-fetch-site': 'cross-site' }, { id: String(refused.id) }))).status).toBe(403)
    expect((await confirm(request(agent, undefined, { id: '999999' }))).status).toBe(404)
    const answer = await confirm(request({ id: 1, roles: ['administrator'] }, undefined, { id: String(refused.id) }))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ ok: true, unpublished: 3 })
    expect((await confirm(request(agent, undefined, { id: String(refused.id) }))).status).toBe(409)
  })
})

describe('import-runs access', () => {
  it('staff read the runs; nobody creates, changes or deletes one through the API; the public reads none', async () => {
    const recorded = await run(feedSource(catalogue(1)))
    const staff = { id: 1, collection: 'users', roles: ['agent'] } as never
    expect((await payload.find({ collection: 'import-runs', overrideAccess: false, user: staff })).totalDocs).toBe(1)
    await expect(payload.find({ collection: 'import-runs', overrideAccess: false })).rejects.toThrow()
    await expect(payload.create({ collection: 'import-runs', data: { status: 'succeeded', source: 'file', trigger: 'cli', startedAt: new Date().toISOString() }, overrideAccess: false, user: staff })).rejects.toThrow()
    await expect(payload.update({ collection: 'import-runs', id: recorded.id, data: { status: 'failed' }, overrideAccess: false, user: staff })).rejects.toThrow()
    await expect(payload.delete({ collection: 'import-runs', id: recorded.id, overrideAccess: false, user: staff })).rejects.toThrow()
    // The CRM settings are staff-only in a public global.
    const publicSettings = (await payload.findGlobal({ slug: 'settings', overrideAccess: false, depth: 0 })) as { crm?: unknown }
    expect(publicSettings.crm).toBeUndefined()
  })
})

describe('npm run sync', () => {
  it('exits 2 and says what to set when no CRM source is configured', () => {
    const result = spawnSync('npx', ['tsx', 'scripts/sync.ts'], { encoding: 'utf8', env: { ...process.env, OMNICASA_API_URL: '', OMNICASA_CUSTOMER_NAME: '', OMNICASA_CUSTOMER_PASSWORD: '' }, timeout: 120_000 })
    expect(result.stderr).toContain('No CRM source is configured')
    expect(result.status).toBe(2)
    const usage = spawnSync('npx', ['tsx', 'scripts/sync.ts', '--everything'], { encoding: 'utf8', timeout: 120_000 })
    expect(usage.status).toBe(2)
  })
})
