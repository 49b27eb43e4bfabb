import 'server-only'

import { and, eq, ne } from '@payloadcms/db-sqlite/drizzle'
import type { Where } from 'payload'
import { cache } from 'react'

import { type City, deriveCities } from '@/domain/cities'
import { type ListingQuery, PAGE_SIZE, pageCount } from '@/domain/listing'
import { COUNTRY } from '@/domain/region'
import { searchName } from '@/domain/slug'
import type { Locale } from '@/i18n/locales'
import type { Property, PropertyType } from '@/payload-types'
import { cachedRead } from '@/server/cached-read'
import { changeVersion } from '@/server/content-changes'
import { drizzleOf } from '@/server/drizzle-tables'
import { memoryMemo } from '@/server/memory-memo'
import { getPayloadClient } from '@/server/payload'

import type { PropertyCardData } from './card-fields'
import { findPropertyCards } from './property-cards'

export type ListingScope = 'sale' | 'rent' | 'abroad'

/** What a listing shows before the visitor's filters: published, for sale or for rent in Belgium, or anything abroad. */
function scopeRule(scope: ListingScope): { goal: 'sale' | 'rent' | null; inBelgium: boolean } {
  return scope === 'abroad' ? { goal: null, inBelgium: false } : { goal: scope, inBelgium: true }
}

/** The scope as a Payload query. */
export function scopeWhere(scope: ListingScope): Where[] {
  const { goal, inBelgium } = scopeRule(scope)
  const where: Where[] = [{ published: { equals: true } }, { countryId: inBelgium ? { equals: COUNTRY.belgium } : { not_equals: COUNTRY.belgium } }]
  if (goal) where.push({ goal: { equals: goal } })
  return where
}

// publicPrice is empty when the price is hidden: such a property sorts as "price on request" (docs/decisions/0009).
const SORT_FIELD = { newest: '-listedAt', 'price-asc': 'publicPrice', 'price-desc': '-publicPrice' } as const

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
  const { goal, inBelgium } = scopeRule(scope)
  const conditions = [eq(properties.published as never, true), (inBelgium ? eq : ne)(properties.countryId as never, COUNTRY.belgium)]
  if (goal) conditions.push(eq(properties.goal as never, goal))
  const rows = await db
    .select({ city: properties.city, zip: properties.zip, goal: properties.goal, countryId: properties.countryId, countryName: properties.countryName })
    .from(properties)
    .where(and(...conditions))
  return deriveCities(rows as Pick<Property, 'city' | 'zip' | 'goal' | 'countryId' | 'countryName'>[])
})

export const getListingCities = cache((scope: ListingScope): Promise<City[]> => listingCities(scope))

export type ListingResult = { docs: PropertyCardData[]; total: number; page: number; pages: number }

/** One page of a listing with the visitor's filters applied (SPEC §2.3). */
async function loadListing(scope: ListingScope, query: ListingQuery, locale: Locale): Promise<ListingResult> {
  const payload = await getPayloadClient()
  const where = scopeWhere(scope)
  if (query.city) where.push({ citySearchName: { equals: searchName(query.city.name) } }, { zip: { equals: query.city.zip } })
  if (query.type !== null) {
    const type = (await getPropertyTypes(locale)).find((t) => t.webId === query.type)
    where.push({ propertyType: { equals: type?.id ?? -1 } })
  }
  if (query.priceMin !== null || query.priceMax !== null) {
    // A hidden price is never revealed by filtering on it: publicPrice is empty then.
    if (query.priceMin !== null) where.push({ publicPrice: { greater_than_equal: query.priceMin } })
    if (query.priceMax !== null) where.push({ publicPrice: { less_than_equal: query.priceMax } })
  }
  if (query.bedrooms !== null) where.push({ bedrooms: { greater_than_equal: query.bedrooms } })
  if (query.q) {
    const text = searchName(query.q)
    const or: Where[] = [{ citySearchName: { like: text } }, { zip: { equals: query.q } }, { reference: { like: query.q } }]
    if (/^\d{1,12}$/.test(query.q)) or.push({ externalId: { equals: Number(query.q) } })
    where.push({ or })
  }
  // Two steps: the page's ids from a narrow query, then only those properties in full. Loading whole rows
  // makes the database assemble every matching property's translations before it sorts.
  const result = await payload.find({
    collection: 'properties',
    where: { and: where },
    sort: [SORT_FIELD[query.sort], '-id'],
    page: query.page,
    limit: PAGE_SIZE,
    depth: 0,
    select: { externalId: true },
    overrideAccess: false,
  })
  const ids = result.docs.map((doc) => doc.id)
  const docs = ids.length ? await findPropertyCards(payload, { where: { id: { in: ids } }, locale, limit: ids.length }) : []
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const pages = pageCount(result.totalDocs)
  return { docs: ids.flatMap((id) => byId.get(id) ?? []), total: result.totalDocs, page: Math.min(query.page, pages), pages }
}

// Filtered listing pages are read far more often than the catalogue changes, in countless combinations: the
// most recent ones stay in this process's memory, answering in microseconds (ADR 0019).
const listings = memoryMemo({
  name: 'listings',
  load: (key) => {
    const { scope, query, locale } = JSON.parse(key) as { scope: ListingScope; query: ListingQuery; locale: Locale }
    return loadListing(scope, query, locale)
  },
  version: () => changeVersion('catalogue'),
  maxEntries: 100,
})

export function findListing(scope: ListingScope, query: ListingQuery, locale: Locale): Promise<ListingResult> {
  return listings(JSON.stringify({ scope, query, locale }))
}
