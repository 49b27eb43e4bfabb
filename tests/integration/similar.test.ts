import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { parseListingQuery } from '../../src/domain/listing'
import { rankSimilar, similarPriceRange } from '../../src/domain/similar'
import { findListingMap } from '../../src/features/catalogue/listing-map'
import type { Property } from '../../src/payload-types'
import { importDemoCatalogue } from './demo-catalogue'
import { startPayload, type TestDatabase } from './setup-db'

/**
 * Similar properties (ADR 0037) on the demo catalogue in a real database: only available properties of the
 * same goal and country, priced within 25 % of the public price, ranked by the pure rule; a hidden price never
 * changes what is offered. And the listing map follows the listings' "also sold/rented" filter (§2).
 */
let payload: Payload
let database: TestDatabase
let everyone: Property[]

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), unstable_cache: (load: unknown) => load }))
vi.mock('next/server', () => ({ after: (task: () => unknown) => void task() }))
vi.mock('@/server/payload', () => ({ getPayloadClient: async () => payload }))

const queries = () => import('../../src/features/catalogue/queries')
const typeOf = (property: Property) => (typeof property.propertyType === 'object' ? (property.propertyType?.id ?? null) : (property.propertyType ?? null))

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
  await importDemoCatalogue(payload)
  // As the public reads them: a hidden price is not in `price`, publicPrice is empty then.
  everyone = (await payload.find({ collection: 'properties', limit: 1000, depth: 0, pagination: false, overrideAccess: false })).docs
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('similar properties on the demo catalogue', () => {
  it('offers only available properties of the same goal and country, within 25 % of the public price, ranked by the rule', async () => {
    const { getSimilarProperties, similarSubject } = await queries()
    let offered = 0
    for (const property of everyone) {
      const subject = similarSubject(property)
      const similar = await getSimilarProperties(subject, 'nl')
      const ids = similar.map((card) => card.id)
      // What the rule chooses from the whole catalogue (the query reads at most 100 candidates: the demo has 65).
      const pool = everyone.filter(
        (other) => other.availability === 'available' && other.goal === property.goal && (other.countryId ?? null) === (property.countryId ?? null),
      )
      const expected = rankSimilar(
        subject,
        pool.map((other) => ({ ...other, propertyType: typeOf(other) })),
      )
      expect(ids, `${property.externalId}`).toEqual(expected)
      const range = similarPriceRange(property.publicPrice)
      for (const id of ids) {
        const other = everyone.find((candidate) => candidate.id === id)!
        expect(other.id).not.toBe(property.id)
        expect(other.availability).toBe('available')
        expect(other.goal).toBe(property.goal)
        expect(other.countryId).toBe(property.countryId)
        if (range) expect(other.publicPrice!).toBeGreaterThanOrEqual(range.min)
        if (range) expect(other.publicPrice!).toBeLessThanOrEqual(range.max)
      }
      offered += ids.length
    }
    // Not an empty answer everywhere: most pages offer some.
    expect(offered).toBeGreaterThan(everyone.length)
  })

  it('keeps Luxembourg and Belgium apart', async () => {
    const { getSimilarProperties, similarSubject } = await queries()
    const abroad = everyone.filter((property) => property.countryId === 50)
    expect(abroad.length).toBeGreaterThan(1)
    for (const property of [...abroad, ...everyone.filter((other) => other.countryId === 10).slice(0, 10)]) {
      for (const card of await getSimilarProperties(similarSubject(property), 'nl')) {
        expect(everyone.find((other) => other.id === card.id)!.countryId, `${property.externalId}`).toBe(property.countryId)
      }
    }
  })

  it('never compares a hidden price: changing it changes nothing offered', async () => {
    const { getSimilarProperties, similarSubject } = await queries()
    const hidden = everyone.find((property) => property.publicPrice == null && property.availability === 'available' && property.goal === 'sale')
    expect(hidden).toBeDefined()
    const before = (await getSimilarProperties(similarSubject(hidden!), 'nl')).map((card) => card.id)
    // Staff change the real price: the public reads the same, and the same properties are offered.
    await payload.update({ collection: 'properties', id: hidden!.id, data: { price: 95_000 } })
    const after = await payload.findByID({ collection: 'properties', id: hidden!.id, depth: 0, overrideAccess: false })
    expect(after.publicPrice ?? null).toBeNull()
    expect((await getSimilarProperties(similarSubject(after), 'nl')).map((card) => card.id)).toEqual(before)
    // And as a candidate it is never within a range: no property lists it among its similar ones.
    for (const property of everyone.filter((other) => other.publicPrice != null).slice(0, 20)) {
      expect((await getSimilarProperties(similarSubject(property), 'nl')).map((card) => card.id)).not.toContain(hidden!.id)
    }
  })
})

describe('the listing map follows the listings: sold and rented only when asked', () => {
  it('marks no sold or rented property by default, and marks them with sold=1', async () => {
    const done = new Set(everyone.filter((property) => property.availability !== 'available').map((property) => property.id))
    expect(done.size).toBeGreaterThan(0)
    for (const scope of ['sale', 'rent'] as const) {
      const plain = await findListingMap(payload, { scope, query: parseListingQuery({}), locale: 'nl', ignoredMarquees: [] })
      expect(plain.markers.filter((marker) => done.has(marker.id))).toEqual([])
      const all = await findListingMap(payload, { scope, query: parseListingQuery({ sold: '1' }), locale: 'nl', ignoredMarquees: [] })
      expect(all.markers.some((marker) => done.has(marker.id))).toBe(true)
      expect(all.total).toBeGreaterThan(plain.total)
    }
  })
})
