import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ListingQuery, parseListingQuery } from '../../src/domain/listing'
import { listingWhere } from '../../src/features/catalogue/listing-where'
import { startPayload, type TestDatabase } from './setup-db'

/** What listings show, on a real database built from the committed migrations (SPEC §2.3). */
let payload: Payload
let database: TestDatabase

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

const listed = async (query: Partial<ListingQuery>, scope: 'sale' | 'rent' | 'abroad' = 'sale') =>
  (await payload.find({ collection: 'properties', where: listingWhere(scope, { ...parseListingQuery({}), ...query }), depth: 0, limit: 100, overrideAccess: false, sort: 'externalId' })).docs.map(
    (doc) => doc.externalId,
  )

describe('the type filter (SPEC §2.3: any of the WebIDs of a property)', () => {
  const types: Record<number, number> = {}

  beforeAll(async () => {
    for (const webId of [3, 5, 7]) {
      types[webId] = (await payload.create({ collection: 'property-types', data: { externalId: webId, webId, name: `Type ${webId}` }, locale: 'nl' })).id
    }
    const property = (externalId: number, data: { propertyType?: number; webIds?: string | null }) =>
      payload.create({ collection: 'properties', locale: 'nl', data: { externalId, title: `Pand ${externalId}`, goal: 'sale', availability: 'available', countryId: 10, city: 'Oostende', zip: '8400', ...data } })
    await property(1, { propertyType: types[3], webIds: '3,5' })
    await property(2, { propertyType: types[5] })
    await property(3, { propertyType: types[3], webIds: null })
    await property(4, { webIds: ' 7 , x' })
  })

  it('matches a property whose main type or any WebID is the type', async () => {
    expect(await listed({ type: 3 })).toEqual([1, 3])
    expect(await listed({ type: 5 })).toEqual([1, 2])
    expect(await listed({ type: 7 })).toEqual([4])
    expect(await listed({ type: 9 })).toEqual([])
    expect(await listed({})).toEqual([1, 2, 3, 4])
  })

  it('keeps the indexed web ids in step when staff change the type or the WebIDs', async () => {
    const [three] = (await payload.find({ collection: 'properties', where: { externalId: { equals: 3 } }, depth: 0 })).docs
    await payload.update({ collection: 'properties', id: three!.id, data: { webIds: '7' } })
    expect(await listed({ type: 7 })).toEqual([3, 4])
    await payload.update({ collection: 'properties', id: three!.id, data: { propertyType: types[5] } })
    expect(await listed({ type: 3 })).toEqual([1])
    expect(await listed({ type: 5 })).toEqual([1, 2, 3])
    // An edit of another field leaves them as they are.
    await payload.update({ collection: 'properties', id: three!.id, data: { bedrooms: 2 } })
    expect(await listed({ type: 5, bedrooms: 2 })).toEqual([3])
  })

  it('fills the web ids of properties stored before the migration', async () => {
    const migration = await import(
      database.kind === 'sqlite' ? '../../migrations/sqlite/20261124_181822_property_type_web_ids' : '../../migrations/postgres/20261124_181842_property_type_web_ids'
    )
    const args = { db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} } as never
    await migration.down(args)
    await migration.up(args)
    expect(await listed({ type: 5 })).toEqual([1, 2, 3])
    expect(await listed({ type: 7 })).toEqual([3, 4])
  })
})
