import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { type City, deriveCities } from '@/domain/cities'
import { type ListingQuery, PAGE_SIZE, pageCount } from '@/domain/listing'
import { COUNTRY } from '@/domain/region'
import { searchName } from '@/domain/slug'
import type { Locale } from '@/i18n/locales'
import type { Property, PropertyType } from '@/payload-types'
import { catalogueMemo } from '@/server/catalogue-cache'
import { getPayloadClient } from '@/server/payload'

export type ListingScope = 'sale' | 'rent' | 'abroad'

/** What a listing shows before the visitor's filters: published, for sale or for rent in Belgium, or abroad. */
export function scopeWhere(scope: ListingScope): Where[] {
  const where: Where[] = [{ published: { equals: true } }]
  if (scope === 'abroad') where.push({ countryId: { not_equals: COUNTRY.belgium } })
  else where.push({ goal: { equals: scope } }, { countryId: { equals: COUNTRY.belgium } })
  return where
}

const SORT_FIELD = { newest: '-listedAt', 'price-asc': 'price', 'price-desc': '-price' } as const

const propertyTypes = catalogueMemo('property types', async (locale) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'property-types', locale: locale as Locale, limit: 100, sort: 'showOrder', depth: 0 })
  return docs
})

export const getPropertyTypes = cache((locale: Locale): Promise<PropertyType[]> => propertyTypes(locale))

/** The cities that have properties in this listing, with their counts (SPEC §3 City, derived). */
const listingCities = catalogueMemo('listing cities', async (scope) => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: scopeWhere(scope as ListingScope) },
    select: { city: true, zip: true, goal: true, countryId: true, countryName: true },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return deriveCities(docs as Pick<Property, 'city' | 'zip' | 'goal' | 'countryId' | 'countryName'>[])
})

export const getListingCities = cache((scope: ListingScope): Promise<City[]> => listingCities(scope))

export type ListingResult = { docs: Property[]; total: number; page: number; pages: number }

/** One page of a listing with the visitor's filters applied (SPEC §2.3). */
export async function findListing(scope: ListingScope, query: ListingQuery, locale: Locale): Promise<ListingResult> {
  const payload = await getPayloadClient()
  const where = scopeWhere(scope)
  if (query.city) where.push({ citySearchName: { equals: searchName(query.city.name) } }, { zip: { equals: query.city.zip } })
  if (query.type !== null) {
    const type = (await getPropertyTypes(locale)).find((t) => t.webId === query.type)
    where.push({ propertyType: { equals: type?.id ?? -1 } })
  }
  if (query.priceMin !== null || query.priceMax !== null) {
    // A hidden price is never revealed by filtering on it.
    where.push({ publishPrice: { equals: true } })
    if (query.priceMin !== null) where.push({ price: { greater_than_equal: query.priceMin } })
    if (query.priceMax !== null) where.push({ price: { less_than_equal: query.priceMax } })
  }
  if (query.bedrooms !== null) where.push({ bedrooms: { greater_than_equal: query.bedrooms } })
  if (query.q) {
    const text = searchName(query.q)
    const or: Where[] = [{ citySearchName: { like: text } }, { zip: { equals: query.q } }, { reference: { like: query.q } }]
    if (/^\d{1,12}$/.test(query.q)) or.push({ externalId: { equals: Number(query.q) } })
    where.push({ or })
  }
  const result = await payload.find({
    collection: 'properties',
    where: { and: where },
    sort: [SORT_FIELD[query.sort], '-id'],
    page: query.page,
    limit: PAGE_SIZE,
    locale,
    depth: 1,
    overrideAccess: false,
  })
  return { docs: result.docs, total: result.totalDocs, page: Math.min(query.page, pageCount(result.totalDocs)), pages: pageCount(result.totalDocs) }
}
