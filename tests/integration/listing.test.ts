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

describe('the price filter and sort compare the price as one pays it (issue 23 §1, ADR 0068)', () => {
  let project: number
  const property = (externalId: number, data: Record<string, unknown>) =>
    payload.create({ collection: 'properties', locale: 'nl', data: { externalId, title: `Pand ${externalId}`, goal: 'sale', availability: 'available', countryId: 10, city: 'Brugge', zip: '8000', publishPrice: true, ...data } })
  const inBrugge = (query: Partial<ListingQuery>, scope: 'sale' | 'rent' = 'sale') => listed({ city: { name: 'Brugge', zip: '8000' }, ...query }, scope)
  const comparable = async (externalId: number) => (await payload.find({ collection: 'properties', where: { externalId: { equals: externalId } }, depth: 0 })).docs[0]?.comparablePrice

  beforeAll(async () => {
    project = (await payload.create({ collection: 'projects', locale: 'nl', data: { externalId: 9100, name: 'Residentie Test', pricesVat: 'exclusive', published: true } })).id
    await property(101, { price: 339_000, vat: true, project, surfaceLiving: 84 })
    await property(102, { price: 340_000, vat: false, surfaceLiving: 75 })
    await property(103, { price: 95_000, annuity: { bouquet: 95_000, monthlyRent: 1_150 } })
    await property(104, { price: 345_000, vat: true, publishPrice: false })
    await property(105, { goal: 'rent', price: 925, chargesRenter: 140 })
    await property(106, { goal: 'rent', price: 990 })
  })

  it('keeps the comparable amount on save: with VAT, a rent with its charges, an annuity by its bouquet, nothing for a hidden price', async () => {
    expect(await comparable(101)).toBe(410_190)
    expect(await comparable(102)).toBe(340_000)
    expect(await comparable(103)).toBe(95_000)
    expect(await comparable(104)).toBeNull()
    expect(await comparable(105)).toBe(1_065)
    expect(await comparable(106)).toBe(990)
  })

  it('filters and sorts on it', async () => {
    expect(await inBrugge({ priceMax: 350_000 })).toEqual([102, 103])
    expect(await inBrugge({ priceMin: 400_000 })).toEqual([101])
    expect(await inBrugge({ priceMax: 1_000 }, 'rent')).toEqual([106])
    const sorted = await payload.find({ collection: 'properties', where: listingWhere('sale', { ...parseListingQuery({ sort: 'price-desc' }), city: { name: 'Brugge', zip: '8000' } }), sort: '-comparablePrice', depth: 0, overrideAccess: false })
    // Where a hidden price (104) sorts is the database's way with empty values (first in PostgreSQL, last in SQLite).
    expect(sorted.docs.map((doc) => doc.externalId).filter((id) => id !== 104)).toEqual([101, 102, 103])
  })

  it("follows the project's way of writing VAT when staff change it", async () => {
    await payload.update({ collection: 'projects', id: project, data: { pricesVat: 'inclusive' } })
    expect(await comparable(101)).toBe(339_000)
    expect(await inBrugge({ priceMax: 350_000 })).toEqual([101, 102, 103])
    await payload.update({ collection: 'projects', id: project, data: { pricesVat: 'exclusive' } })
    expect(await comparable(101)).toBe(410_190)
  })

  it('fills the comparable price of properties stored before the migration, as the save hook does', async () => {
    const migration = await import(database.kind === 'sqlite' ? '../../migrations/sqlite/20261128_063551_issue_23_prices23' : '../../migrations/postgres/20261128_063612_issue_23_prices23')
    const args = { db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} } as never
    await migration.down(args)
    await migration.up(args)
    expect(await Promise.all([101, 102, 103, 104, 105, 106].map(comparable))).toEqual([410_190, 340_000, 95_000, null, 1_065, 990])
    expect(await inBrugge({ priceMax: 350_000 })).toEqual([102, 103])
  })

  it('a price published later, or a changed charge, is compared at once', async () => {
    const [hidden] = (await payload.find({ collection: 'properties', where: { externalId: { equals: 104 } }, depth: 0 })).docs
    await payload.update({ collection: 'properties', id: hidden!.id, data: { publishPrice: true } })
    expect(await comparable(104)).toBe(417_450)
    const [rent] = (await payload.find({ collection: 'properties', where: { externalId: { equals: 106 } }, depth: 0 })).docs
    await payload.update({ collection: 'properties', id: rent!.id, data: { chargesRenter: 20 } })
    expect(await inBrugge({ priceMax: 1_000 }, 'rent')).toEqual([])
  })
})

describe('the price-per-m² order divides the same amount (issue 23 §1, ADR 0080)', () => {
  const perArea = async () =>
    (await payload.find({ collection: 'properties', where: { and: [{ zip: { equals: '8000' } }, { pricePerArea: { exists: true } }] }, sort: 'pricePerArea', depth: 0, overrideAccess: false })).docs.map((doc) => [
      doc.externalId,
      doc.pricePerArea,
    ])

  it('sorts a unit at €339,000 without VAT as €410,190: after an existing home cheaper by the m²', async () => {
    // 101: €410,190 / 84 m² = 4,883 (its asking price alone, 4,036, would put it first); 102: €340,000 / 75 m² = 4,533.
    expect(await perArea()).toEqual([
      [102, 4_533],
      [101, 4_883],
    ])
    const sorted = await payload.find({ collection: 'properties', where: listingWhere('sale', { ...parseListingQuery({ sort: 'price-per-m2-asc' }), city: { name: 'Brugge', zip: '8000' } }), sort: 'pricePerArea', depth: 0, overrideAccess: false })
    expect(sorted.docs.map((doc) => doc.externalId).filter((id) => id === 101 || id === 102)).toEqual([102, 101])
  })

  it("follows the project's way of writing VAT, like the comparable amount", async () => {
    const project = (await payload.find({ collection: 'projects', where: { externalId: { equals: 9100 } }, depth: 0 })).docs[0]!
    await payload.update({ collection: 'projects', id: project.id, data: { pricesVat: 'inclusive' } })
    expect(await perArea()).toEqual([
      [101, 4_036],
      [102, 4_533],
    ])
    await payload.update({ collection: 'projects', id: project.id, data: { pricesVat: 'exclusive' } })
    expect((await perArea()).map(([id]) => id)).toEqual([102, 101])
  })

  it('refills the stored figures of existing properties from their comparable amount, as a save does', async () => {
    const migration = await import(database.kind === 'sqlite' ? '../../migrations/sqlite/20261128_090816_price_per_area_comparable' : '../../migrations/postgres/20261128_090849_price_per_area_comparable')
    const args = { db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} } as never
    const saved = await perArea()
    // Down is the asking price per m², the figure before this migration.
    await migration.down(args)
    expect(await perArea()).toEqual([
      [101, 4_036],
      [102, 4_533],
    ])
    await migration.up(args)
    expect(await perArea()).toEqual(saved)
  })
})

const MIGRATION = { sqlite: '../../migrations/sqlite/20261128_063523_issue_23_search23', postgres: '../../migrations/postgres/20261128_063543_issue_23_search23' }

describe('the portal filters and the price-per-m² order (issue 23 §3, ADR 0066)', () => {
  const bredene = { city: { name: 'Bredene', zip: '8450' } }
  const inBredene = (query: Partial<ListingQuery>) => listed({ ...bredene, ...query })
  let ids: Record<number, number> = {}

  beforeAll(async () => {
    const project = await payload.create({ collection: 'projects', locale: 'nl', data: { externalId: 9101, name: 'Residentie Duinenzicht', city: 'Bredene' } })
    const property = async (externalId: number, data: Record<string, unknown>) =>
      (ids[externalId] = (
        await payload.create({
          collection: 'properties',
          locale: 'nl',
          data: { externalId, title: `Pand ${externalId}`, goal: 'sale', availability: 'available', countryId: 10, city: 'Bredene', zip: '8450', publishPrice: true, ...data },
        })
      ).id)
    ids = {}
    // Flanders: 150 kWh/m² is B, 350 is D, 90 is A, 450 is E; 0 is what a CRM sends for "unknown".
    await property(201, { price: 300_000, surfaceLiving: 120, surfaceGarden: 200, energyPerformance: 150 })
    await property(202, { price: 320_000, surfaceLiving: 80, surfaceTerrace: 12, garages: 1, energyPerformance: 350, vat: false })
    await property(203, { price: 200_000, surfaceLiving: 100, parkings: 2, vat: true, energyPerformance: 0 })
    await property(204, { price: 400_000, project: project.id, energyPerformance: 90 })
    await property(205, { price: 100_000, publishPrice: false, surfaceLiving: 60, energyPerformance: 450 })
    // Elsewhere, for the migration's copy of the scales: Brussels 120 is C, Wallonia 300 is D, Luxembourg by its label.
    await property(206, { city: 'Brussel', zip: '1000', price: 500_000, surfaceLiving: 125, energyPerformance: 120 })
    await property(207, { city: 'Namur', zip: '5000', price: 210_000, surfaceLiving: 70, energyPerformance: 300 })
    await property(208, { city: 'Luxembourg', zip: 'L-1111', countryId: 50, price: 900_000, surfaceLiving: 150, epcLabel: 'B' })
  })

  it('filters on living area, garden or terrace, parking, new-build or existing', async () => {
    expect(await inBredene({})).toEqual([201, 202, 203, 204, 205])
    expect(await inBredene({ areaMin: 100 })).toEqual([201, 203])
    expect(await inBredene({ outdoor: true })).toEqual([201, 202])
    expect(await inBredene({ parking: true })).toEqual([202, 203])
    // New-build: a unit of a project, or sold under VAT; existing: neither (an unknown VAT counts as no).
    expect(await inBredene({ build: 'new' })).toEqual([203, 204])
    expect(await inBredene({ build: 'existing' })).toEqual([201, 202, 205])
    expect(await inBredene({ areaMin: 100, parking: true, build: 'new' })).toEqual([203])
  })

  it('filters on the EPC letter as the page shows the class, an unknown (0) never counting as an A', async () => {
    expect(await inBredene({ epc: 'a' })).toEqual([204])
    expect(await inBredene({ epc: 'b' })).toEqual([201, 204])
    expect(await inBredene({ epc: 'd' })).toEqual([201, 202, 204])
    expect(await inBredene({ epc: 'g' })).toEqual([201, 202, 204, 205])
  })

  it('orders by the comparable price per m², which a hidden price or an unknown area leaves empty', async () => {
    const order = async () =>
      (await payload.find({ collection: 'properties', where: { and: [{ zip: { equals: '8450' } }, { pricePerArea: { exists: true } }] }, sort: 'pricePerArea', depth: 0, overrideAccess: false })).docs.map((doc) => [
        doc.externalId,
        doc.pricePerArea,
      ])
    // 203 is sold under VAT outside a project: €200,000 is without VAT, €242,000 with it (ADR 0068, 0080).
    expect(await order()).toEqual([
      [203, 2420],
      [201, 2500],
      [202, 4000],
    ])
    // Staff change the area: the figure follows, and so do the filters.
    await payload.update({ collection: 'properties', id: ids[202]!, data: { surfaceLiving: 200 } })
    expect((await order()).map(([id]) => id)).toEqual([202, 203, 201])
    expect(await inBredene({ areaMin: 100 })).toEqual([201, 202, 203])
    // A price made public later gets its figure; the EPC rank follows a new value.
    await payload.update({ collection: 'properties', id: ids[205]!, data: { publishPrice: true, energyPerformance: 120 } })
    expect((await order()).map(([id]) => id)).toEqual([202, 205, 203, 201])
    expect(await inBredene({ epc: 'b' })).toEqual([201, 204, 205])
  })

  it('fills the EPC rank and the price per m² of properties stored before the migration, as a save would', async () => {
    const migration = await import(database.kind === 'sqlite' ? MIGRATION.sqlite : MIGRATION.postgres)
    const args = { db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} } as never
    const stored = async () =>
      (await payload.find({ collection: 'properties', where: { externalId: { in: Object.keys(ids).map(Number) } }, depth: 0, limit: 100, sort: 'externalId' })).docs.map((doc) => ({
        id: doc.externalId,
        epcRank: doc.epcRank ?? null,
        pricePerArea: doc.pricePerArea ?? null,
      }))
    const saved = await stored()
    expect(saved.filter((doc) => doc.epcRank !== null).map((doc) => [doc.id, doc.epcRank])).toEqual([
      [201, 2],
      [202, 4],
      [204, 1],
      [205, 2],
      [206, 3],
      [207, 4],
      [208, 2],
    ])
    await migration.down(args)
    await migration.up(args)
    // The later migration (ADR 0080) then divides the comparable amount instead of the asking price, as a save does.
    const refill = await import(database.kind === 'sqlite' ? '../../migrations/sqlite/20261128_090816_price_per_area_comparable' : '../../migrations/postgres/20261128_090849_price_per_area_comparable')
    await refill.up(args)
    expect(await stored()).toEqual(saved)
    expect(await inBredene({ epc: 'b' })).toEqual([201, 204, 205])
  })
})
