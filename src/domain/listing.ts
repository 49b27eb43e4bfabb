import { type City, type CityProperty, deriveCities } from './cities'
import { energyClass } from './energy'
import { COUNTRY, energyRegion } from './region'

/**
 * Listing filters from the query string (SPEC §2.3): city=name|zip, type=web id, zone=region id, plus price,
 * bedrooms, sort, page, and sold=1 to list sold and rented properties too (hidden by default, ADR 0037).
 * What visitors of the big portals expect besides (issue 23, ADR 0066): areaMin (living area, m²), epc (the
 * worst EPC letter still acceptable), outdoor=1 (a garden or a terrace), parking=1, build=new|existing, and
 * the sort by price per m².
 */
export const SORTS = ['newest', 'price-asc', 'price-desc', 'price-per-m2-asc'] as const
export type Sort = (typeof SORTS)[number]
export const PAGE_SIZE = 12

/** The EPC letters a visitor may ask for, best first: `epc=c` lists A (A++, A+, A, A-), B and C. */
export const EPC_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const
export type EpcLetter = (typeof EPC_LETTERS)[number]

/** New-build (a unit of a project, or sold under VAT) or an existing property. */
export const BUILDS = ['new', 'existing'] as const
export type Build = (typeof BUILDS)[number]

/** The living-area floors the filter offers (m²); any whole number up to AREA_MAX is read from an address. */
export const AREA_STEPS = [50, 75, 100, 150, 200, 300] as const
const AREA_MAX = 100_000

export type ListingQuery = {
  city: { name: string; zip: string } | null
  type: number | null
  /** A region of the demand register (its id), matched through the regions a property lies in. */
  zone: number | null
  priceMin: number | null
  priceMax: number | null
  bedrooms: number | null
  /** Living area at least this many m². */
  areaMin: number | null
  /** The worst EPC letter still acceptable (its class or better). */
  epc: EpcLetter | null
  /** A garden or a terrace. */
  outdoor: boolean
  /** A garage or a parking space. */
  parking: boolean
  build: Build | null
  q: string | null
  /** Sold and rented properties listed too (`sold=1`); by default a listing shows what is still on offer. */
  withDone: boolean
  sort: Sort
  page: number
}

type Params = Record<string, string | string[] | undefined>

/** At most 100 characters (whole code points, so an emoji is never split), trimmed again after the cut. */
const searchText = (value: string | null | undefined) => Array.from(value ?? '').slice(0, 100).join('').trim() || null

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || null

function wholeNumber(value: string | null, max: number): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const number = Number(value)
  return number <= max ? number : null
}

/** Unknown or malformed values are ignored rather than failing the page: a shared link keeps working. */
export function parseListingQuery(params: Params): ListingQuery {
  const cityText = first(params.city)
  const [name, zip] = cityText?.split('|') ?? []
  let priceMin = wholeNumber(first(params.priceMin), 100_000_000)
  let priceMax = wholeNumber(first(params.priceMax), 100_000_000)
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin]
  const sort = first(params.sort)
  const epc = first(params.epc)?.toLowerCase()
  const build = first(params.build)
  return {
    city: name?.trim() && zip?.trim() ? { name: name.trim(), zip: zip.trim() } : null,
    type: wholeNumber(first(params.type), 1_000_000),
    zone: wholeNumber(first(params.zone), 1_000_000_000),
    priceMin,
    priceMax,
    bedrooms: wholeNumber(first(params.bedrooms), 50),
    areaMin: wholeNumber(first(params.areaMin), AREA_MAX) || null,
    epc: EPC_LETTERS.includes(epc as EpcLetter) ? (epc as EpcLetter) : null,
    outdoor: first(params.outdoor) === '1',
    parking: first(params.parking) === '1',
    build: BUILDS.includes(build as Build) ? (build as Build) : null,
    q: searchText(first(params.q)),
    withDone: first(params.sold) === '1',
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : 'newest',
    page: Math.max(1, wholeNumber(first(params.page), 100_000) ?? 1),
  }
}

/** A query string as parseListingQuery reads it (a repeated name keeps every value; the first counts). */
export function listingParams(search: URLSearchParams): Params {
  const params: Params = {}
  for (const key of new Set(search.keys())) params[key] = search.getAll(key)
  return params
}

/** Whether a query string asks a listing for anything but its first page unfiltered (the cached page). */
export function hasListingFilters(search: URLSearchParams): boolean {
  return listingSearch(parseListingQuery(listingParams(search))) !== ''
}

/** The query string for a listing, in a stable order, without defaults; `page` only past the first. */
export function listingSearch(query: ListingQuery, overrides: Partial<ListingQuery> = {}): string {
  const merged = { ...query, ...overrides }
  const params = new URLSearchParams()
  if (merged.city) params.set('city', `${merged.city.name}|${merged.city.zip}`)
  if (merged.type !== null) params.set('type', String(merged.type))
  if (merged.zone !== null) params.set('zone', String(merged.zone))
  if (merged.priceMin !== null) params.set('priceMin', String(merged.priceMin))
  if (merged.priceMax !== null) params.set('priceMax', String(merged.priceMax))
  if (merged.bedrooms !== null) params.set('bedrooms', String(merged.bedrooms))
  if (merged.areaMin !== null) params.set('areaMin', String(merged.areaMin))
  if (merged.epc !== null) params.set('epc', merged.epc)
  if (merged.outdoor) params.set('outdoor', '1')
  if (merged.parking) params.set('parking', '1')
  if (merged.build !== null) params.set('build', merged.build)
  if (merged.q) params.set('q', merged.q)
  if (merged.withDone) params.set('sold', '1')
  if (merged.sort !== 'newest') params.set('sort', merged.sort)
  if (merged.page > 1) params.set('page', String(merged.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A filter a visitor set, as the listing shows it: a chip whose link is the listing without it. */
export type ActiveFilter =
  | { key: 'q'; value: string }
  | { key: 'city'; value: { name: string; zip: string } }
  | { key: 'zone' | 'type' | 'priceMin' | 'priceMax' | 'bedrooms' | 'areaMin'; value: number }
  | { key: 'epc'; value: EpcLetter }
  | { key: 'build'; value: Build }
  | { key: 'outdoor' | 'parking' | 'withDone'; value: true }

const CLEARED: Record<ActiveFilter['key'], Partial<ListingQuery>> = {
  q: { q: null },
  city: { city: null },
  zone: { zone: null },
  type: { type: null },
  priceMin: { priceMin: null },
  priceMax: { priceMax: null },
  bedrooms: { bedrooms: null },
  areaMin: { areaMin: null },
  epc: { epc: null },
  build: { build: null },
  outdoor: { outdoor: false },
  parking: { parking: false },
  withDone: { withDone: false },
}

/**
 * Every filter the query sets, the typed text first (it narrows everything else, so it must never be
 * invisible: issue 23), then in the filter form's order. The sort and the page are not filters.
 */
export function activeFilters(query: ListingQuery): ActiveFilter[] {
  const filters: ActiveFilter[] = []
  if (query.q) filters.push({ key: 'q', value: query.q })
  if (query.city) filters.push({ key: 'city', value: query.city })
  for (const key of ['zone', 'type', 'priceMin', 'priceMax', 'bedrooms', 'areaMin'] as const) {
    const value = query[key]
    if (value !== null) filters.push({ key, value })
  }
  if (query.epc) filters.push({ key: 'epc', value: query.epc })
  if (query.outdoor) filters.push({ key: 'outdoor', value: true })
  if (query.parking) filters.push({ key: 'parking', value: true })
  if (query.build) filters.push({ key: 'build', value: query.build })
  if (query.withDone) filters.push({ key: 'withDone', value: true })
  return filters
}

/** The listing's query string without one filter, back on the first page (the chip's link). */
export function withoutFilter(query: ListingQuery, key: ActiveFilter['key']): string {
  return listingSearch(query, { ...CLEARED[key], page: 1 })
}

/**
 * The EPC letter of a class (energy.ts names): 'a_plusplus', 'a_plus', 'a', 'a_sub' are A. What the EPC
 * filter compares, stored per property as its rank (1 for A … 7 for G; Luxembourg's H and I rank 8 and 9).
 */
export function epcRank(energyClassName: string | null | undefined): number | null {
  const letter = energyClassName?.trim().toLowerCase().charAt(0)
  if (!letter) return null
  const rank = 'abcdefghi'.indexOf(letter)
  return rank < 0 ? null : rank + 1
}

/**
 * A property's EPC rank as its page shows the class (its region's scale, SPEC §9). An EPC value of 0 is what
 * CRMs send for "unknown" (issue 23): it ranks as unknown, so no EPC filter lists it as an A.
 */
export function propertyEpcRank(property: { countryId?: number | null; zip?: string | null; energyPerformance?: number | null; epcLabel?: string | null }): number | null {
  const value = property.energyPerformance === 0 ? null : property.energyPerformance
  return epcRank(energyClass(energyRegion(property), value, property.epcLabel))
}

/** The rank an `epc=` letter accepts at worst. */
export const epcLetterRank = (letter: EpcLetter): number => EPC_LETTERS.indexOf(letter) + 1

/**
 * Price per m² of living area, what the sort compares: the comparable amount (the price as one pays it: with
 * VAT for a price without it, a rent with its charges; `comparablePrice`, ADR 0068) over the living area, in whole
 * euros, so the €/m² order agrees with the price filter and sort (ADR 0080). Null without a published price or an
 * area.
 */
export function pricePerArea(comparable: number | null | undefined, surfaceLiving: number | null | undefined): number | null {
  if (typeof comparable !== 'number' || typeof surfaceLiving !== 'number') return null
  if (!(comparable > 0) || !(surfaceLiving > 0)) return null
  return Math.round(comparable / surfaceLiving)
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** Page links to show: the first, the last, and two either side of the current one; null marks a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages))
  const sorted = [...wanted].sort((a, b) => a - b)
  return sorted.flatMap((p, index) => (index > 0 && p - sorted[index - 1]! > 1 ? [null, p] : [p]))
}

export const LISTING_SCOPES = ['sale', 'rent', 'abroad'] as const
export type ListingScope = (typeof LISTING_SCOPES)[number]

export const isListingScope = (value: unknown): value is ListingScope => LISTING_SCOPES.includes(value as ListingScope)

/**
 * What a listing shows before the visitor's filters, the one definition behind the listings, the home totals,
 * the search dropdown's counts and the listing maps: published, for sale or for rent in Belgium, or anything
 * abroad, and still on offer. Sold and rented properties are listed only when the visitor asks for them
 * (`withDone`, the listing's "also show sold/rented" box), so the counts are those of the default listings.
 */
export function listingScopeRule(scope: ListingScope, withDone = false): { goal: 'sale' | 'rent' | null; inBelgium: boolean; availableOnly: boolean } {
  const availableOnly = !withDone
  return scope === 'abroad' ? { goal: null, inBelgium: false, availableOnly } : { goal: scope, inBelgium: true, availableOnly }
}

export type ScopedProperty = { published?: boolean | null; goal: 'sale' | 'rent'; countryId?: number | null; availability?: string | null }

/** Whether a listing of this scope shows the property (before the visitor's filters). */
export function inListingScope(property: ScopedProperty, scope: ListingScope, withDone = false): boolean {
  const { goal, inBelgium, availableOnly } = listingScopeRule(scope, withDone)
  return (
    property.published === true &&
    (property.countryId === COUNTRY.belgium) === inBelgium &&
    (goal === null || property.goal === goal) &&
    (!availableOnly || property.availability === 'available')
  )
}

const MAX_WEB_ID = 1_000_000

/**
 * Every type web id of a property (SPEC §2.3, §3 "WebID or WebIDs"): its main type's and each of the
 * comma-separated WebIDs, once each; anything that is not a whole number is left out. A type filter matches
 * a property when any of these is the type's.
 */
export function typeWebIds(mainWebId: number | null | undefined, webIds: string | null | undefined): number[] {
  const ids = new Set<number>()
  if (typeof mainWebId === 'number' && Number.isSafeInteger(mainWebId) && mainWebId >= 0) ids.add(mainWebId)
  for (const part of (webIds ?? '').slice(0, 1000).split(',')) {
    const text = part.trim()
    if (/^\d{1,7}$/.test(text) && Number(text) <= MAX_WEB_ID) ids.add(Number(text))
  }
  return [...ids]
}

export type ListedProperty = ScopedProperty & CityProperty & { typeWebIds: number[] }

/**
 * The search dropdown's counts (SPEC §2.6): beside each type and city, how many properties the for-sale and
 * for-rent listings it links to show, by the same rule as those listings.
 */
export function dropdownCounts(properties: ListedProperty[], typeWebIdList: number[]): { types: Map<number, { sale: number; rent: number }>; cities: City[] } {
  const sale = properties.filter((property) => inListingScope(property, 'sale'))
  const rent = properties.filter((property) => inListingScope(property, 'rent'))
  const ofType = (list: ListedProperty[], webId: number) => list.filter((property) => property.typeWebIds.includes(webId)).length
  return {
    types: new Map(typeWebIdList.map((webId) => [webId, { sale: ofType(sale, webId), rent: ofType(rent, webId) }])),
    cities: deriveCities([...sale, ...rent]),
  }
}
