import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type ListingQuery, type ListingScope, parseListingQuery } from '../../src/domain/listing'
import { shownOnMap } from '../../src/domain/listing-map'
import { formatEuro } from '../../src/domain/money'
import { MARQUEE } from '../../src/domain/offer'
import { zonePolygons, zonesContaining } from '../../src/domain/zones'
import { findListingMap } from '../../src/features/catalogue/listing-map'
import { listingSort, listingWhere } from '../../src/features/catalogue/listing-where'
import type { Property } from '../../src/payload-types'
import { importDemoCatalogue } from './demo-catalogue'
import { startPayload, type TestDatabase } from './setup-db'

/**
 * The listing map's data and the zone filter (ADR 0031), on the demo catalogue in a real database:
 * public values only, the marquees left off, and zone counts equal to the listings' counts.
 */
let payload: Payload
let database: TestDatabase
let regionIds: number[]

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
  await importDemoCatalogue(payload)
  regionIds = (await payload.find({ collection: 'regions', limit: 100, depth: 0, sort: 'id' })).docs.map((region) => region.id)
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

const query = (filters: Partial<ListingQuery> = {}): ListingQuery => ({ ...parseListingQuery({}), ...filters })
const mapOf = (scope: ListingScope, filters: Partial<ListingQuery> = {}, ignoredMarquees: number[] = [], locale: 'nl' | 'fr' = 'nl') =>
  findListingMap(payload, { scope, query: query(filters), locale, ignoredMarquees })
const listed = async (scope: ListingScope, filters: Partial<ListingQuery> = {}) =>
  (await payload.find({ collection: 'properties', where: listingWhere(scope, query(filters)), depth: 0, limit: 1000, pagination: false, overrideAccess: false })).docs
/** Everything about the properties, as staff see it (exact place, price, street). */
const allProperties = async () => (await payload.find({ collection: 'properties', depth: 0, limit: 1000, pagination: false })).docs
const byExternalId = async (externalId: number): Promise<Property> =>
  (await payload.find({ collection: 'properties', where: { externalId: { equals: externalId } }, depth: 0, limit: 1 })).docs[0]!
const ids = (docs: { id: number }[]) => docs.map((doc) => doc.id).sort((a, b) => a - b)

describe('the zone filter', () => {
  it('lists, per zone, the properties whose public place lies in its polygons, and the map counts them alike', async () => {
    const regions = (await payload.find({ collection: 'regions', limit: 100, depth: 0 })).docs.map((region) => ({ id: region.id, polygons: zonePolygons(region.polygons) }))
    expect(regions).toHaveLength(14)
    const everyone = await allProperties()
    let inSomeZone = 0
    for (const scope of ['sale', 'rent'] as const) {
      const scoped = await listed(scope)
      for (const zone of regions) {
        // The rule itself, on the public place: what the indexed regionIds must give.
        const place = (property: Property) => ({ latitude: property.publicLatitude, longitude: property.publicLongitude, exact: property.publishAddress === true })
        const expected = scoped.filter((property) => zonesContaining(place(property), [zone]).length > 0)
        const filtered = await listed(scope, { zone: zone.id })
        expect({ scope, zone: zone.id, ids: ids(filtered) }).toEqual({ scope, zone: zone.id, ids: ids(expected) })
        const counted = await payload.count({ collection: 'properties', where: listingWhere(scope, query({ zone: zone.id })), overrideAccess: false })
        const map = await mapOf(scope, { zone: zone.id })
        expect({ zone: zone.id, count: counted.totalDocs, map: map.total, markers: ids(map.markers) }).toEqual({ zone: zone.id, count: filtered.length, map: filtered.length, markers: ids(filtered) })
        inSomeZone += filtered.length
      }
    }
    // The demo's properties lie in its neighbourhoods, and the zone and type ids share one table of numbers.
    expect(inSomeZone).toBeGreaterThan(20)
    expect(everyone.every((property) => typeof property.publicLatitude === 'number')).toBe(true)
  })

  it('keeps a hidden address in its real zone, as one of those its grid cell overlaps', async () => {
    const everyone = await allProperties()
    const regions = (await payload.find({ collection: 'regions', limit: 100, depth: 0 })).docs.map((region) => ({ id: region.id, polygons: zonePolygons(region.polygons) }))
    const hidden = everyone.filter((property) => property.publishAddress === false)
    expect(hidden.length).toBeGreaterThanOrEqual(3)
    let inARealZone = 0
    for (const property of hidden) {
      const real = zonesContaining({ latitude: property.latitude, longitude: property.longitude, exact: true }, regions)
      inARealZone += real.length > 0 ? 1 : 0
      for (const zone of real) expect(property.regionIds, `${property.externalId}`).toContain(zone)
    }
    // The demo hides the address of properties in Konterdam and Mariakerke, whose public points lie outside them.
    expect(inARealZone).toBeGreaterThanOrEqual(2)
  })

  it('combines with the other filters, and an unknown zone lists nothing', async () => {
    const zone = regionIds[0]!
    const inZone = await listed('sale', { zone })
    expect(inZone.length).toBeGreaterThan(0)
    const cheap = await listed('sale', { zone, priceMax: 300_000 })
    expect(ids(cheap)).toEqual(ids(inZone.filter((property) => typeof property.publicPrice === 'number' && property.publicPrice <= 300_000)))
    expect(await listed('sale', { zone: 999_999 })).toEqual([])
    expect((await mapOf('sale', { zone: 999_999 })).markers).toEqual([])
  })

  it('follows a property that moves, a region whose polygons change, and a region deleted', async () => {
    const inAZone = (await listed('sale')).find((item) => item.publishAddress && (item.regionIds ?? []).length > 0)!
    const property = await byExternalId(inAZone.externalId!)
    const zone = property.regionIds![0]!
    expect(regionIds).toContain(zone)
    // Far inland: in no zone any more, and back.
    await payload.update({ collection: 'properties', id: property.id, data: { latitude: 50.85, longitude: 4.35 } })
    expect((await byExternalId(4000101)).regionIds).toEqual([])
    expect(ids(await listed('sale', { zone }))).not.toContain(property.id)
    await payload.update({ collection: 'properties', id: property.id, data: { latitude: property.latitude, longitude: property.longitude } })
    expect(ids(await listed('sale', { zone }))).toContain(property.id)
    // Nobody writes the list: a save that sends one (as the admin's form sends back what it loaded) gets it computed.
    await payload.update({ collection: 'properties', id: property.id, data: { regionIds: [999_999] } })
    expect((await byExternalId(property.externalId!)).regionIds).toEqual(property.regionIds)

    // A region redrawn far away loses its properties; drawn back, it has them again. A text edit changes nothing.
    const region = await payload.findByID({ collection: 'regions', id: zone, depth: 0 })
    const before = ids(await listed('sale', { zone }))
    await payload.update({ collection: 'regions', id: zone, data: { polygons: [{ coordinates: '50.0,5.0 50.0,5.1 50.1,5.1 50.1,5.0' }] } })
    expect(await listed('sale', { zone })).toEqual([])
    await payload.update({ collection: 'regions', id: zone, data: { polygons: (region.polygons ?? []).map(({ coordinates }) => ({ coordinates })) } })
    expect(ids(await listed('sale', { zone }))).toEqual(before)
    const { name } = await payload.findByID({ collection: 'regions', id: zone, depth: 0, locale: 'fr' })
    await payload.update({ collection: 'regions', id: zone, locale: 'fr', data: { name: 'Autre nom' } })
    expect(ids(await listed('sale', { zone }))).toEqual(before)
    await payload.update({ collection: 'regions', id: zone, locale: 'fr', data: { name } })

    // A new region over the same area gathers the same properties; deleted, it leaves none behind.
    const copy = await payload.create({ collection: 'regions', locale: 'nl', data: { name: 'Kopie', polygons: (region.polygons ?? []).map(({ coordinates }) => ({ coordinates })) } })
    expect(ids(await listed('sale', { zone: copy.id }))).toEqual(before)
    await payload.delete({ collection: 'regions', id: copy.id })
    const { totalDocs } = await payload.count({ collection: 'properties', where: { regionIds: { equals: copy.id } } })
    expect(totalDocs).toBe(0)
  })

  it('fills the zones of properties stored before the migration', async () => {
    const before = new Map((await allProperties()).map((property) => [property.id, property.regionIds ?? []]))
    expect([...before.values()].some((list) => list.length > 0)).toBe(true)
    const migration = await import(database.kind === 'sqlite' ? '../../migrations/sqlite/20261125_085607_listing_map' : '../../migrations/postgres/20261125_085616_listing_map')
    const args = { db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} } as never
    await migration.down(args)
    expect((await allProperties()).every((property) => (property.regionIds ?? []).length === 0)).toBe(true)
    await migration.up(args)
    const after = new Map((await allProperties()).map((property) => [property.id, property.regionIds ?? []]))
    expect(after).toEqual(before)
  })
})

describe('the map of a listing', () => {
  it('marks every property of the listing with its filters, the search text included', async () => {
    for (const filters of [{}, { city: { name: 'Oostende', zip: '8400' } }, { q: 'oostende' }, { bedrooms: 3 }] as Partial<ListingQuery>[]) {
      const map = await mapOf('sale', filters)
      const list = await listed('sale', filters)
      expect(list.length).toBeGreaterThan(0)
      expect({ filters, markers: ids(map.markers), total: map.total }).toEqual({ filters, markers: ids(list), total: list.length })
    }
  })

  it('draws a hidden address as an area on the public grid point, and never sends the exact place or the street', async () => {
    const hidden = await byExternalId(4000152)
    expect(hidden.publishAddress).toBe(false)
    const answer = await mapOf('sale', { city: { name: hidden.city!, zip: hidden.zip! } })
    const marker = answer.markers.find((item) => item.id === hidden.id)!
    expect(marker).toMatchObject({ exact: false, lat: hidden.publicLatitude, lng: hidden.publicLongitude })
    expect([marker.lat, marker.lng]).not.toEqual([hidden.latitude, hidden.longitude])
    const text = JSON.stringify(answer)
    for (const secret of [String(hidden.latitude), String(hidden.longitude), hidden.street!]) expect(text).not.toContain(secret)

    const published = answer.markers.find((item) => item.exact)!
    const exact = (await allProperties()).find((property) => property.id === published.id)!
    expect([published.lat, published.lng]).toEqual([exact.latitude, exact.longitude])
  })

  it('sends "price on request" for a hidden price, never the price, in either language', async () => {
    const hidden = await byExternalId(4000116)
    expect(hidden.publishPrice).toBe(false)
    for (const [locale, onRequest] of [
      ['nl', 'Prijs op aanvraag'],
      ['fr', 'Prix sur demande'],
    ] as const) {
      const answer = await mapOf('sale', {}, [], locale)
      expect(answer.markers.find((item) => item.id === hidden.id)?.price).toBe(onRequest)
      const text = JSON.stringify(answer)
      for (const secret of [String(hidden.price), formatEuro(hidden.price!, locale)]) expect(text).not.toContain(secret)
      // A published price is there, formatted for the language (then what it is, such as "excl. VAT": ADR 0068).
      const shown = (await listed('sale')).find((property) => property.publishPrice && property.publicPrice)!
      expect(answer.markers.find((item) => item.id === shown.id)?.price?.startsWith(formatEuro(shown.publicPrice!, locale))).toBe(true)
    }
  })

  it('leaves off the properties whose marquee staff ignore, an empty marquee counting as "none"', async () => {
    const plain = await payload.create({
      collection: 'properties',
      locale: 'nl',
      data: { externalId: 9_900_001, title: 'Zonder marquee', goal: 'sale', availability: 'available', countryId: 10, city: 'Oostende', zip: '8400', latitude: 51.23, longitude: 2.92, listedAt: new Date().toISOString() },
    })
    expect(plain.marquee ?? null).toBeNull()
    const list = await listed('sale')
    for (const ignored of [[], [MARQUEE.inOption], [MARQUEE.new, MARQUEE.inOption], [MARQUEE.none]]) {
      const map = await mapOf('sale', {}, ignored)
      const expected = list.filter((property) => shownOnMap(property.marquee, ignored))
      expect({ ignored, markers: ids(map.markers), total: map.total }).toEqual({ ignored, markers: ids(expected), total: expected.length })
    }
    const inOption = list.filter((property) => property.marquee === MARQUEE.inOption)
    expect(inOption.length).toBeGreaterThan(0)
    expect(ids((await mapOf('sale', {}, [MARQUEE.inOption])).markers)).toContain(plain.id)
    expect(ids((await mapOf('sale', {}, [MARQUEE.none])).markers)).not.toContain(plain.id)
    await payload.delete({ collection: 'properties', id: plain.id })
  })

  it('marks published properties only, each with its card: title, city, price, path', async () => {
    const property = await byExternalId(4000101)
    await payload.update({ collection: 'properties', id: property.id, data: { published: false } })
    expect(ids((await mapOf('sale')).markers)).not.toContain(property.id)
    await payload.update({ collection: 'properties', id: property.id, data: { published: true } })
    const marker = (await mapOf('sale', {}, [], 'fr')).markers.find((item) => item.id === property.id)!
    // The card names the town as the visitor's language does (Oostende is Ostende in French, ADR 0038).
    expect(property.city).toBe('Oostende')
    expect(marker).toMatchObject({ title: expect.any(String), city: 'Ostende', path: expect.stringMatching(/^\/fr\/a-vendre\/[^/]+\/[^/]+\/4000101\/$/) })
    expect(Object.keys(marker).sort()).toEqual(['badge', 'city', 'exact', 'id', 'image', 'lat', 'lng', 'path', 'price', 'title'])
  })

  it('gives the zones with their names in the visitor language and their polygons', async () => {
    const [nl, fr] = [await mapOf('sale'), await mapOf('sale', {}, [], 'fr')]
    expect(nl.zones).toHaveLength(14)
    expect(nl.zones.map((zone) => zone.name)).toContain('Oostende Centrum')
    expect(fr.zones.map((zone) => zone.name)).toContain('Ostende Centre')
    expect(nl.zones.every((zone) => zone.polygons.length > 0 && zone.polygons.every((polygon) => polygon.length >= 3))).toBe(true)
  })

  it('of a capped list (a module’s maxItems) marks exactly the items the list shows, in the list’s own order', async () => {
    for (const sort of ['price-asc', 'newest'] as const) {
      const capped = query({ sort })
      // What the capped list shows: the first four of the listing in its order (listing-query.ts loadListing).
      const shown = (await payload.db.find<{ id: number }>({ collection: 'properties', where: listingWhere('sale', capped), sort: listingSort(capped), limit: 4, select: { externalId: true } })).docs
      const all = await mapOf('sale')
      expect(all.total).toBeGreaterThan(4)
      const map = await findListingMap(payload, { scope: 'sale', query: capped, locale: 'nl', ignoredMarquees: [], cap: 4 })
      expect({ sort, markers: ids(map.markers), total: map.total }).toEqual({ sort, markers: ids(shown), total: 4 })
    }
  })
})
