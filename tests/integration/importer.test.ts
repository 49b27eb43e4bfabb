import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Feed } from '../../src/server/import/import-feed'
import { temporarySqliteUrl } from './setup-db'

const db = temporarySqliteUrl()
let payload: Payload
let importFeed: typeof import('../../src/server/import/import-feed').importFeed

const property = (id: number, extra: Record<string, unknown> = {}) => ({
  ID: id,
  Goal: 0,
  Status: 1,
  City: 'Oostende',
  Zip: '8400',
  WebID: 3,
  TypeDescription: { nl: `Appartement ${id}`, fr: `Appartement ${id} FR`, en: `Apartment ${id}`, de: `Wohnung ${id}` },
  ...extra,
})

const feed: Feed = {
  PropertyTypes: [{ ID: 3, WebID: 3, ShowOrder: 3, Sale: true, Rent: true, Name: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' } }],
  Projects: [{ ID: 900, Goal: 0, City: 'Oostende', Name: { nl: 'Residentie Duinzicht', fr: 'Résidence Duinzicht' }, PriceMin: '245000', PriceMax: 480000 }],
  Properties: [
    property(1, { Price: '209000', GoogleX: '51,2301', GoogleY: 2.915, PublishPrice: '1' }),
    property(2, { Goal: '1', Status: 4, Price: 850 }),
    property(3, { ProjectID: 900 }),
    property(4, { Price: 'op aanvraag' }),
    property(5, { Goal: 9 }),
    { ID: 'x' },
  ],
}

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
  await payload?.destroy()
  db.cleanup()
})

const find = async (externalId: number, locale: 'nl' | 'fr' = 'nl') =>
  (await payload.find({ collection: 'properties', where: { externalId: { equals: externalId } }, locale, depth: 1 })).docs[0]

describe('importFeed', () => {
  it('stores valid records, parsing numbers sent as strings, and rejects the rest with reasons', async () => {
    const report = await importFeed(payload, feed, { full: true })
    expect(report.rejected).toEqual([
      { kind: 'property', id: '4', reason: 'Price: "op aanvraag" is not a number' },
      { kind: 'property', id: '5', reason: 'Goal: 9 is neither 0 (sale) nor 1 (rent)' },
      { kind: 'property', id: 'x', reason: 'ID: "x" is not a number' },
    ])
    expect(report.created).toBe(1 + 1 + 3)
    const first = await find(1)
    expect(first).toMatchObject({ price: 209000, latitude: 51.2301, longitude: 2.915, publishPrice: true, goal: 'sale', availability: 'available', slug: 'appartement-1' })
    expect(typeof first?.propertyType === 'object' && first.propertyType?.webId).toBe(3)
    expect((await find(1, 'fr'))?.title).toBe('Appartement 1 FR')
    expect(await find(2)).toMatchObject({ goal: 'rent', availability: 'rented', price: 850 })
    const unit = await find(3)
    expect(typeof unit?.project === 'object' && unit.project?.externalId).toBe(900)
  })

  it('is idempotent: the same feed again updates in place and creates nothing', async () => {
    const before = await payload.count({ collection: 'properties' })
    const report = await importFeed(payload, feed, { full: true })
    expect(report.created).toBe(0)
    expect(report.updated).toBe(5)
    expect(report.unpublished).toBe(0)
    expect(await payload.count({ collection: 'properties' })).toEqual(before)
  })

  it('unpublishes what a full feed no longer lists, without deleting it', async () => {
    const report = await importFeed(payload, { Properties: [property(1), property(3, { ProjectID: 900 })] }, { full: true })
    expect(report.unpublished).toBe(1)
    const two = await find(2)
    expect(two?.published).toBe(false)
    expect(await payload.count({ collection: 'properties' })).toEqual({ totalDocs: 3 })
    const publicView = await payload.find({ collection: 'properties', overrideAccess: false, depth: 0 })
    expect(publicView.docs.map((d) => d.externalId).sort()).toEqual([1, 3])
  })

  it('leaves absent properties alone for a partial feed, and republishes one that returns', async () => {
    const partial = await importFeed(payload, { Properties: [property(1)] }, { full: false })
    expect(partial.unpublished).toBe(0)
    expect((await find(3))?.published).toBe(true)
    await importFeed(payload, { Properties: [property(2, { Goal: 1 })] }, { full: false })
    expect((await find(2))?.published).toBe(true)
  })
})
