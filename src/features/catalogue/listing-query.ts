import 'server-only'

import { and, eq, isNull, ne, or } from '@payloadcms/db-sqlite/drizzle'
import { cache } from 'react'

import { type City, deriveCities } from '@/domain/cities'
import { type ListingQuery, type ListingScope, listingScopeRule, PAGE_SIZE } from '@/domain/listing'
import { cappedPaging, rowsOnPage } from '@/domain/module-layout'
import { type ListingMapData, mapListingQuery, type MapZone } from '@/domain/listing-map'
import { COUNTRY } from '@/domain/region'
import type { Locale } from '@/i18n/locales'
import type { Media, Property, PropertyType, Region } from '@/payload-types'
import { cachedRead } from '@/server/cached-read'
import { changeVersion } from '@/server/content-changes'
import { drizzleOf } from '@/server/drizzle-tables'
import { memoryMemo } from '@/server/memory-memo'
import { getPayloadClient } from '@/server/payload'

import type { PropertyCardData } from './card-fields'
import { findListingMap, findZoneOutlines } from './listing-map'
import { listingSort, listingWhere } from './listing-where'
import { readPropertyCards } from './property-cards'

export type { ListingScope }

const propertyTypes = cachedRead('property types', 'catalogue', async (locale: Locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'property-types', locale, limit: 100, sort: 'showOrder', depth: 0 })
  return docs
})

export const getPropertyTypes = cache((locale: Locale): Promise<PropertyType[]> => propertyTypes(locale))

/** The cities that have properties in this listing, with their counts (SPEC §3 City, derived). */
const listingCities = cachedRead('listing cities', 'catalogue', async (scope: ListingScope) => {
  const payload = await getPayloadClient()
  // A narrow read of five plain columns (docs/decisions/0007): the local API would process every property.
  const { db, table } = drizzleOf(payload)
  const properties = table('properties')
  const { goal, inBelgium, availableOnly } = listingScopeRule(scope)
  const country = properties.countryId as never
  // Abroad is "not Belgium", an unknown country included, as Payload's not_equals and inListingScope read it.
  const conditions = [eq(properties.published as never, true), inBelgium ? eq(country, COUNTRY.belgium) : or(isNull(country), ne(country, COUNTRY.belgium))!]
  if (goal) conditions.push(eq(properties.goal as never, goal))
  if (availableOnly) conditions.push(eq(properties.availability as never, 'available'))
  const rows = await db
    .select({ city: properties.city, zip: properties.zip, goal: properties.goal, countryId: properties.countryId, countryName: properties.countryName })
    .from(properties)
    .where(and(...conditions))
  return deriveCities(rows as Pick<Property, 'city' | 'zip' | 'goal' | 'countryId' | 'countryName'>[])
})

export const getListingCities = cache((scope: ListingScope): Promise<City[]> => listingCities(scope))

export type ListingResult = { docs: PropertyCardData[]; total: number; page: number; pages: number }

/**
 * One page of a listing with the visitor's filters applied (SPEC §2.3), at most `maxItems` in all (its
 * module's maximum, ADR 0075): the count says how many are shown and the last page stops there.
 */
async function loadListing(scope: ListingScope, query: ListingQuery, locale: Locale, maxItems: number | null): Promise<ListingResult> {
  const payload = await getPayloadClient()
  // Two steps: the page's ids from a narrow query, then only those properties' cards (narrow reads, ADR 0061).
  // Loading whole rows makes the database assemble every matching property's translations before it sorts.
  // The ids from the database adapter, as the map's places (listing-map.ts): the query is the listing's own
  // (published properties, public columns, no visitor's field names), so no access rule is needed.
  const result = await payload.db.find<{ id: number }>({
    collection: 'properties',
    where: listingWhere(scope, query),
    sort: listingSort(query),
    page: query.page,
    limit: PAGE_SIZE,
    select: { externalId: true },
  })
  const { shown, pages } = cappedPaging(result.totalDocs, maxItems, PAGE_SIZE)
  const ids = result.docs.slice(0, rowsOnPage(query.page, shown, PAGE_SIZE)).map((doc) => doc.id)
  return { docs: await readPropertyCards(payload, ids, locale), total: shown, page: Math.min(query.page, pages), pages }
}

// Filtered listing pages are read far more often than the catalogue changes, in countless combinations: the
// most recent ones stay in this process's memory, answering in microseconds (ADR 0019).
const listings = memoryMemo({
  name: 'listings',
  load: (key) => {
    const { scope, query, locale, maxItems } = JSON.parse(key) as { scope: ListingScope; query: ListingQuery; locale: Locale; maxItems: number | null }
    return loadListing(scope, query, locale, maxItems)
  },
  version: () => changeVersion('catalogue'),
  maxEntries: 100,
})

export function findListing(scope: ListingScope, query: ListingQuery, locale: Locale, maxItems: number | null = null): Promise<ListingResult> {
  return listings(JSON.stringify({ scope, query, locale, maxItems: maxItems && maxItems > 0 ? Math.floor(maxItems) : null }))
}

/** The regions of the zone filter by name in one language, with their polygons (regions are content: ADR 0019). */
const zoneOutlines = cachedRead('zone outlines', 'content', async (locale: Locale) => findZoneOutlines(await getPayloadClient(), locale))

export const getZoneOutlines = cache((locale: Locale): Promise<MapZone[]> => zoneOutlines(locale))

export type ZoneIntro = Pick<Region, 'id' | 'name' | 'title' | 'subtitle' | 'description'> & { pictures: Media[] }

// A zone as a visitor meets it when the zone filter is applied (SPEC §3 region: title, subtitle, description, pictures).
const zoneIntro = cachedRead('zone intro', ['content', 'catalogue'], async (id: number, locale: Locale): Promise<ZoneIntro | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'regions',
    where: { id: { equals: id } },
    locale,
    depth: 1,
    limit: 1,
    pagination: false,
    select: { name: true, title: true, subtitle: true, description: true, pictures: true },
    overrideAccess: false,
  })
  const region = docs[0]
  if (!region) return null
  const pictures = (region.pictures ?? []).filter((media): media is Media => typeof media === 'object' && Boolean(media?.url))
  return { id: region.id, name: region.name, title: region.title, subtitle: region.subtitle, description: region.description, pictures }
})

export const getZoneIntro = cache((id: number, locale: Locale): Promise<ZoneIntro | null> => zoneIntro(id, locale))

// The map of a listing, like its filtered pages, in this process's memory: rebuilt when the catalogue changes,
// or the content (region polygons and names, the Settings' marquees left off the map).
const listingMaps = memoryMemo({
  name: 'listing maps',
  load: async (key) => {
    const args = JSON.parse(key) as { scope: ListingScope; query: ListingQuery; locale: Locale; ignoredMarquees: number[]; cap: number | null; day: number }
    // The zones from the shared cached read: the regions' polygons are the same for every filter combination.
    return findListingMap(await getPayloadClient(), { ...args, zones: () => zoneOutlines(args.locale) })
  },
  // Both counters only grow, so their sum changes whenever either does.
  version: () => changeVersion('catalogue') + changeVersion('content'),
  maxEntries: 100,
})

/** The map of a listing; with `cap` (its list's maxItems) exactly the items the capped list shows. */
export function getListingMap(scope: ListingScope, query: ListingQuery, locale: Locale, ignoredMarquees: readonly number[], cap: number | null = null): Promise<ListingMapData> {
  // The markers' 'new' badges are measured when the map is built: the day in the key builds it again each day.
  const day = Math.floor(Date.now() / 86_400_000)
  return listingMaps(JSON.stringify({ scope, query: mapListingQuery(query, cap !== null), locale, ignoredMarquees, cap, day }))
}
