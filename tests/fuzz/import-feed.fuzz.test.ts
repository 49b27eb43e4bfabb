import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NO_WORDS, YES_WORDS } from '../../src/domain/feed/values'
import type { Feed } from '../../src/server/import/import-feed'
import { temporarySqliteUrl } from '../integration/setup-db'
import { emptyFigures, reportFuzz, STACK_TRACE } from './figures'

/**
 * The CRM import fed generated bad records on a temporary database: each is rejected with a reason, nothing
 * of it is stored, and the import never throws. Records go through JSON, as a real feed file does.
 */
const RUNS = Number(process.env.FUZZ_IMPORT_RUNS ?? 80)
const RECORDS_PER_FEED = 25

const db = temporarySqliteUrl()
let payload: Payload
let importFeed: typeof import('../../src/server/import/import-feed').importFeed
const figures = emptyFigures()

beforeAll(async () => {
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  ;({ importFeed } = await import('../../src/server/import/import-feed'))
  payload = await getPayload({ config })
  await payload.db.migrate()
})

afterAll(async () => {
  reportFuzz('import-feed', figures)
  await payload?.destroy()
  db.cleanup()
})

/** Values no reader accepts as a number, a date or a yes/no, including ones that are hard to even print. */
const unreadable = fc.oneof(
  // Letters without "e" (no exponent) that are not a yes/no word: "ja" or "n" is a readable yes/no.
  fc.stringMatching(/^[a-df-z]{1,12}$/).filter((word) => !YES_WORDS.includes(word) && !NO_WORDS.includes(word)),
  fc.constantFrom('op aanvraag', '12abc', '1.2.3', '--5', 'NaN', 'Infinity?', '€ ?', '0x', '/Date(abc)/', '2026-02-30', '31/12/2026', 'maybe'),
  fc.constantFrom<unknown>({}, [], [1, 2], { nl: 'x' }, { toString: 1 }, { valueOf: 'x', toString: 'y' }, { __proto__: 'x' }),
)

type Corruption = (record: Record<string, unknown>) => void
const corruption: fc.Arbitrary<Corruption> = fc.oneof(
  fc.constantFrom<Corruption>(
    (r) => delete r.ID,
    (r) => delete r.Goal,
    (r) => delete r.TypeDescription,
    (r) => delete r.City,
    (r) => (r.City = '   '),
    (r) => (r.TypeDescription = {}),
  ),
  fc.oneof(fc.constantFrom<unknown>(0, -1, 1.5, -42, '', '  '), unreadable).map((id): Corruption => (r) => (r.ID = id)),
  fc.oneof(fc.integer({ min: 2, max: 1000 }), fc.integer({ min: -1000, max: -1 }), unreadable).map((goal): Corruption => (r) => (r.Goal = goal)),
  fc.tuple(fc.constantFrom('Price', 'GoogleX', 'SurfaceLiving', 'NumberOfBedRooms', 'Floor', 'EPCTotal', 'DepositAmount'), unreadable).map(([name, value]): Corruption => (r) => (r[name] = value)),
  fc.tuple(fc.constantFrom('NumberOfBedRooms', 'ConstructionYear', 'Facades', 'Status'), fc.double({ min: 0.1, max: 1000, noInteger: true, noNaN: true })).map(([name, value]): Corruption => (r) => (r[name] = value)),
  fc.tuple(fc.constantFrom('EPCExpiryDate', 'DateFree', 'CreatedDate', 'AsbestosDate'), unreadable).map(([name, value]): Corruption => (r) => (r[name] = value)),
  fc.tuple(fc.constantFrom('PublishPrice', 'HasBuildingPermit', 'VAT', 'Summons'), unreadable).map(([name, value]): Corruption => (r) => (r[name] = value)),
)

const badRecord = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 42, 'property', [], [{ ID: 1 }], true) },
  {
    weight: 12,
    arbitrary: fc.record({ id: fc.integer({ min: 1, max: 1_000_000 }), corruptions: fc.array(corruption, { minLength: 1, maxLength: 3 }), title: fc.string({ maxLength: 80 }) }).map(({ id, corruptions, title }) => {
      const record: Record<string, unknown> = { ID: id, Goal: id % 2, Status: 1, City: 'Oostende', Zip: '8400', TypeDescription: { nl: `Fuzz ${title}`, fr: title }, Price: 250000 }
      for (const corrupt of corruptions) corrupt(record)
      return record
    }),
  },
)

describe('fuzzing the CRM import with bad records', () => {
  it(`rejects every bad record with a reason, stores nothing and never throws (${RUNS} feeds of ${RECORDS_PER_FEED})`, async () => {
    const before = (await payload.count({ collection: 'properties' })).totalDocs
    await fc.assert(
      fc.asyncProperty(fc.array(badRecord, { minLength: RECORDS_PER_FEED, maxLength: RECORDS_PER_FEED }), async (records) => {
        figures.inputs += records.length
        // Through JSON, as a feed file arrives (and as { toString: 1 } can).
        const feed = JSON.parse(JSON.stringify({ Properties: records })) as Feed
        let report
        try {
          report = await importFeed(payload, feed, { full: false })
        } catch (error) {
          figures.thrown++
          throw error
        }
        if (STACK_TRACE.test(JSON.stringify(report.rejected))) figures.stackTraces++
        figures.storedFromInvalid += report.created + report.updated
        expect(report).toMatchObject({ created: 0, updated: 0, unpublished: 0 })
        expect(report.rejected).toHaveLength(records.length)
        for (const rejection of report.rejected) expect(rejection.reason).toMatch(/\S/)
        expect(JSON.stringify(report.rejected)).not.toMatch(STACK_TRACE)
      }),
      { numRuns: RUNS },
    )
    expect((await payload.count({ collection: 'properties' })).totalDocs).toBe(before)
  })
})
