import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type TestDatabase, temporaryDatabase } from './setup-db'
import { requireRedis } from './setup-redis'

/**
 * Visits counted without cookies (ADR 0027): once per visitor per page per Brussels day, bots left out,
 * buffered and added to daily rows, shared through Redis by every instance, and only for published pages.
 */
let payload: Payload
let database: TestDatabase
let counter: typeof import('../../src/features/visits/visit-counter')
let recordVisit: typeof import('../../src/features/visits/record-visit').recordVisit
let propertyId = 0
let hiddenId = 0
let projectId = 0

const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36'
// A documentation address (RFC 5737) of this run, so rate-limit counts in Redis from other runs never meet it.
const run = randomBytes(2).readUInt16BE()
const address = (n: number) => `198.51.${run % 256}.${n}`

type VisitsState = { pending: Map<string, unknown>; seen: { day: string; keys: Set<string> }; salt: unknown }
/** Forgets what this process knows (salt, keys seen, pending counts), as another instance would not know it. */
function asAnotherProcess() {
  const state = (globalThis as { __zeedijkVisits?: VisitsState }).__zeedijkVisits!
  state.salt = null
  state.seen = { day: '', keys: new Set() }
}

async function rows() {
  const { docs } = await payload.find({ collection: 'visit-counts', limit: 100, depth: 0, sort: 'slot' })
  return docs.map((doc) => ({ slot: doc.slot, day: doc.day, property: doc.property ?? null, project: doc.project ?? null, visits: Number(doc.visits) }))
}

beforeAll(async () => {
  database = await temporaryDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  process.env.REDIS_URL = await requireRedis()
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
  counter = await import('../../src/features/visits/visit-counter')
  recordVisit = (await import('../../src/features/visits/record-visit')).recordVisit
  const base = { goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400' } as const
  propertyId = (await payload.create({ collection: 'properties', locale: 'nl', data: { ...base, externalId: 700 + (run % 100), title: 'Gezien' } })).id
  hiddenId = (await payload.create({ collection: 'properties', locale: 'nl', data: { ...base, externalId: 800 + (run % 100), title: 'Verborgen', published: false } })).id
  projectId = (await payload.create({ collection: 'projects', locale: 'nl', data: { externalId: 900 + (run % 100), name: 'Residentie', city: 'Oostende' } })).id
})

afterAll(async () => {
  const { closeRedis } = await import('../../src/server/redis')
  await closeRedis()
  await payload?.destroy()
  await database?.cleanup()
})

describe('counting visitors', () => {
  // A day of its own per test run: keys seen live in Redis until that day ends.
  const day = new Date(Date.UTC(2030, run % 12, 1 + (run % 27), 10))
  const property = () => ({ kind: 'property' as const, id: propertyId })

  it('counts a visitor once per page per day, and each other visitor once', async () => {
    const visit = (n: number, userAgent = browser) => counter.countVisit({ subject: property(), address: address(n), userAgent, now: day })
    expect(await visit(1)).toBe(true)
    expect(await visit(1)).toBe(false)
    expect(await visit(2)).toBe(true)
    // The same address with another browser name is the same visitor (ADR 0041: a script sends a new one each time).
    expect(await visit(1, `${browser} Edg/142.0`)).toBe(false)
    expect(await counter.countVisit({ subject: { kind: 'project', id: projectId }, address: address(1), userAgent: browser, now: day })).toBe(true)
  })

  it('does not count bots or requests without a browser', async () => {
    for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'HeadlessChrome/142.0', ''])
      expect(await counter.countVisit({ subject: property(), address: address(50), userAgent, now: day })).toBe(false)
  })

  it('counts a visitor once across instances: the salt and the keys seen are shared through Redis', async () => {
    asAnotherProcess()
    expect(await counter.countVisit({ subject: property(), address: address(1), userAgent: browser, now: day })).toBe(false)
    expect(await counter.countVisit({ subject: property(), address: address(3), userAgent: browser, now: day })).toBe(true)
  })

  it('counts the same visitor again the next Brussels day', async () => {
    const nextDay = new Date(day.getTime() + 24 * 3_600_000)
    expect(await counter.countVisit({ subject: property(), address: address(1), userAgent: browser, now: nextDay })).toBe(true)
  })

  it('adds the gathered counts to one row per page and day, and adds to it on the next flush', async () => {
    expect(await counter.flushVisits(payload)).toBe(5)
    expect(await counter.flushVisits(payload)).toBe(0)
    await counter.countVisit({ subject: property(), address: address(4), userAgent: browser, now: day })
    expect(await counter.flushVisits(payload)).toBe(1)
    const isoDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(date)
    const [first, next] = [isoDay(day), isoDay(new Date(day.getTime() + 24 * 3_600_000))]
    expect(await rows()).toEqual(
      [
        { slot: `project:${projectId}:${first}`, day: first, property: null, project: projectId, visits: 1 },
        { slot: `property:${propertyId}:${first}`, day: first, property: propertyId, project: null, visits: 4 },
        { slot: `property:${propertyId}:${next}`, day: next, property: propertyId, project: null, visits: 1 },
      ].sort((a, b) => a.slot.localeCompare(b.slot)),
    )
  })

  it('gives the owner figures from the rows: today, week, month, total and 30 days', async () => {
    const { readVisitFigures } = await import('../../src/features/visits/visit-figures')
    const figures = await readVisitFigures(payload, property(), day)
    expect(figures).toMatchObject({ today: 4, total: 5 })
    expect(figures.week).toBeGreaterThanOrEqual(4)
    expect(figures.lastDays).toHaveLength(30)
    expect(figures.lastDays.at(-1)!.visits).toBe(4)
    // The next day: its own visitor today, yesterday's four still in the 30 days and the total.
    const nextDay = await readVisitFigures(payload, property(), new Date(day.getTime() + 24 * 3_600_000))
    expect(nextDay).toMatchObject({ today: 1, total: 5 })
    expect(nextDay.lastDays.slice(-2).map((d) => d.visits)).toEqual([4, 1])
    // The site: the property's and the project's visits together.
    expect(await readVisitFigures(payload, 'site', day)).toMatchObject({ today: 5, total: 6 })
  })

  it('keeps nothing of the visitor: a row is a page, a day and a number', async () => {
    const stored = JSON.stringify(await payload.find({ collection: 'visit-counts', limit: 100, depth: 0 }))
    expect(stored).not.toContain(`198.51.${run % 256}`)
    expect(stored).not.toContain('Mozilla')
    const table = (payload.db as unknown as { tables: Record<string, object> }).tables.visit_counts!
    const columns = Object.entries(table).flatMap(([name, value]) => (typeof value === 'function' ? [] : [name]))
    expect(columns.sort()).toEqual(
      ['createdAt', 'day', 'id', 'project', 'slot', 'updatedAt', 'visits', 'property'].sort(),
    )
  })
})

describe('the beacon', () => {
  const visitor = (n: number) => ({ address: address(100 + n), userAgent: browser })

  it('counts a published property or project and ignores unpublished or unknown ones', async () => {
    expect(await recordVisit(payload, { kind: 'property', id: propertyId }, visitor(1))).toBe('counted')
    expect(await recordVisit(payload, { kind: 'property', id: propertyId }, visitor(1))).toBe('seen')
    expect(await recordVisit(payload, { kind: 'project', id: projectId }, visitor(1))).toBe('counted')
    expect(await recordVisit(payload, { kind: 'property', id: hiddenId }, visitor(1))).toBe('ignored')
    expect(await recordVisit(payload, { kind: 'property', id: 987_654 }, visitor(1))).toBe('ignored')
    await counter.flushVisits(payload)
    expect((await rows()).some((row) => row.property === hiddenId)).toBe(false)
  })

  it('refuses anything but a page kind and a whole id', async () => {
    for (const body of [null, 'property', { kind: 'leads', id: 1 }, { kind: 'property', id: '1' }, { kind: 'property', id: -1 }, { kind: 'property', id: 1.5 }, { kind: 'property', id: propertyId, extra: 1 }])
      expect(await recordVisit(payload, body, visitor(2))).toBe('refused')
  })

  it('limits one address to 60 beacons a minute', async () => {
    const answers = []
    for (let i = 0; i < 61; i++) answers.push(await recordVisit(payload, { kind: 'property', id: propertyId }, visitor(3)))
    expect(answers.filter((answer) => answer === 'refused')).toHaveLength(1)
    expect(answers.at(-1)).toBe('refused')
  })
})

describe('a scripted inflation attempt (ADR 0041)', () => {
  // A /64 of this run's own (RFC 3849 documentation prefix), so Redis keys of other runs never meet it.
  const prefix = `2001:db8:${run.toString(16)}:19`
  const userAgents = Array.from({ length: 40 }, (_, i) => `Mozilla/5.0 (X11; Linux x86_64; rv:${100 + i}.0) Gecko/20100101 Firefox/${100 + i}.0`)
  const beacon = (headers: Record<string, string>) =>
    new Request('http://localhost:3220/api/visits/', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ kind: 'property', id: propertyId }) })

  it('adds at most one visit to the owner’s figure: many browser names, many beacons, cross-site posts', async () => {
    const { answerBeacon } = await import('../../src/features/visits/beacon-request')
    const { readVisitFigures } = await import('../../src/features/visits/visit-figures')
    await counter.flushVisits(payload)
    const before = (await readVisitFigures(payload, { kind: 'property', id: propertyId })).today

    const statuses: number[] = []
    // Another site's page makes visitors' browsers post the beacon: refused, never counted.
    for (let i = 0; i < 20; i++) {
      const crossSite: Record<string, string> = i % 2 === 0 ? { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } : { origin: 'https://evil.example' }
      const response = await answerBeacon(payload, beacon({ ...crossSite, host: 'localhost:3220', 'user-agent': userAgents[i]!, 'x-forwarded-for': `198.18.${run % 256}.${i}` }))
      statuses.push(response.status)
    }
    // A beacon with neither header is not a browser's: refused too.
    statuses.push((await answerBeacon(payload, beacon({ host: 'localhost:3220', 'user-agent': browser, 'x-forwarded-for': `198.18.${run % 256}.200` }))).status)
    expect(statuses).toEqual(Array(21).fill(403))

    // A script from one line: a new browser name and a new address of its /64 for every beacon, same-origin headers forged.
    const answers: string[] = []
    for (let i = 0; i < 200; i++) {
      const headers = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3220', host: 'localhost:3220', 'user-agent': userAgents[i % userAgents.length]!, 'x-forwarded-for': `${prefix}::${(i + 1).toString(16)}` }
      const response = await answerBeacon(payload, beacon(headers), (answer) => answers.push(answer))
      expect(response.status).toBe(204)
    }
    expect(answers.filter((answer) => answer === 'counted')).toHaveLength(1)

    await counter.flushVisits(payload)
    const after = (await readVisitFigures(payload, { kind: 'property', id: propertyId })).today
    // 221 posts, 1 visitor: 0 extra counts.
    expect(after - before).toBeLessThanOrEqual(1)
    console.info(`inflation attempt: 221 posts, owner's figure +${after - before} (0 extra counts)`)
  })
})
