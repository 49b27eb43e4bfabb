import type { Where } from 'payload'

import { epcLetterRank, type ListingQuery, type ListingScope, listingScopeRule } from '@/domain/listing'
import { COUNTRY } from '@/domain/region'
import { searchWords } from '@/domain/search-text'
import { searchName } from '@/domain/slug'

/** The scope as a Payload query: what inListingScope (src/domain/listing.ts) says, for the database. */
export function scopeWhere(scope: ListingScope, withDone = false): Where[] {
  const { goal, inBelgium, availableOnly } = listingScopeRule(scope, withDone)
  const where: Where[] = [{ published: { equals: true } }, { countryId: inBelgium ? { equals: COUNTRY.belgium } : { not_equals: COUNTRY.belgium } }]
  if (goal) where.push({ goal: { equals: goal } })
  if (availableOnly) where.push({ availability: { equals: 'available' } })
  return where
}

/** A listing with the visitor's filters applied (SPEC §2.3), as a Payload query. */
// comparablePrice (the price as one pays it, ADR 0068) is empty when the price is hidden: such a property sorts
// as "price on request" (docs/decisions/0009). pricePerArea (the asking price per m², ADR 0066) likewise, and
// empty without a living area (src/collections/Properties.ts).
const SORT_FIELD = { newest: '-listedAt', 'price-asc': 'comparablePrice', 'price-desc': '-comparablePrice', 'price-per-m2-asc': 'pricePerArea' } as const

/** A listing's order in the database: its sort, then the id (the newest first), so pages never overlap. */
export function listingSort(query: ListingQuery): string[] {
  return [SORT_FIELD[query.sort], '-id']
}

export function listingWhere(scope: ListingScope, query: ListingQuery): Where {
  const where = scopeWhere(scope, query.withDone)
  if (query.city) where.push({ citySearchName: { equals: searchName(query.city.name) } }, { zip: { equals: query.city.zip } })
  // Any of the property's type web ids (its main type's and its WebIDs), through their indexed column.
  if (query.type !== null) where.push({ typeWebIds: { equals: query.type } })
  // The regions a property's public point lies in, kept on save (src/collections/region-zones.ts, ADR 0031).
  if (query.zone !== null) where.push({ regionIds: { equals: query.zone } })
  if (query.priceMin !== null || query.priceMax !== null) {
    // The price as one pays it (with VAT, a rent with its charges; ADR 0068). A hidden price is never revealed
    // by filtering on it: comparablePrice is empty then.
    if (query.priceMin !== null) where.push({ comparablePrice: { greater_than_equal: query.priceMin } })
    if (query.priceMax !== null) where.push({ comparablePrice: { less_than_equal: query.priceMax } })
  }
  if (query.bedrooms !== null) where.push({ bedrooms: { greater_than_equal: query.bedrooms } })
  if (query.areaMin !== null) where.push({ surfaceLiving: { greater_than_equal: query.areaMin } })
  // The EPC class as the property page shows it, kept as a rank on save (src/collections/Properties.ts).
  if (query.epc !== null) where.push({ epcRank: { less_than_equal: epcLetterRank(query.epc) } })
  if (query.outdoor) where.push({ or: [{ surfaceGarden: { greater_than: 0 } }, { surfaceTerrace: { greater_than: 0 } }] })
  if (query.parking) where.push({ or: [{ garages: { greater_than: 0 } }, { parkings: { greater_than: 0 } }] })
  // New-build: a unit of a project or a property sold under VAT (ADR 0066); existing: neither.
  if (query.build === 'new') where.push({ or: [{ project: { exists: true } }, { vat: { equals: true } }] })
  if (query.build === 'existing') where.push({ project: { exists: false } }, { or: [{ vat: { exists: false } }, { vat: { equals: false } }] })
  // Every typed word in the property's search text, as the search suggestions count it (domain/search-text.ts):
  // Payload's `like` asks for each space-separated word. Text without a single word filters nothing.
  const words = searchWords(query.q)
  if (words.length > 0) where.push({ searchText: { like: words.join(' ') } })
  return { and: where }
}
