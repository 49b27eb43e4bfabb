import { type ListingQuery, type ListingScope, parseListingQuery } from '../listing'

/**
 * "Alert me for this search" (ADR 0035): a listing's filters carried to the keep-me-informed form in the
 * address, to fill in what the visitor already chose. Only the criteria travel (goal, type, price range,
 * bedrooms, zone, city); each is read with the listing's own bounds, anything else is ignored, and the form
 * is only filled in, never sent: the visitor still checks it, adds their details and sends it.
 */
export type ProfilePrefill = {
  goal: 'buy' | 'rent' | null
  /** A property type's web id, as the listings' `type` filter names it. */
  type: number | null
  priceMin: number | null
  priceMax: number | null
  bedrooms: number | null
  /** A region's id, as the listings' zone filter names it. */
  zone: number | null
  city: { name: string; zip: string } | null
}

type Params = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/** The form's own limit for minimum bedrooms (domain/forms/forms.ts): a larger listing filter is left out. */
const MAX_BEDROOMS = 20

export function parseProfilePrefill(params: Params): ProfilePrefill {
  const { type, priceMin, priceMax, bedrooms, city } = parseListingQuery(params)
  const goal = first(params.goal)
  const zone = first(params.zone)
  return {
    goal: goal === 'buy' || goal === 'rent' ? goal : null,
    type,
    priceMin,
    priceMax,
    bedrooms: bedrooms !== null && bedrooms <= MAX_BEDROOMS ? bedrooms : null,
    zone: /^\d{1,9}$/.test(zone) && Number(zone) > 0 ? Number(zone) : null,
    city,
  }
}

/** Whether an address carries anything to fill in (then the form's page is rendered for it, not the cached one). */
export function hasProfilePrefill(search: URLSearchParams): boolean {
  const params: Params = {}
  for (const key of new Set(search.keys())) params[key] = search.getAll(key)
  return Object.values(parseProfilePrefill(params)).some((value) => value !== null)
}

/** The query string of the form's address for these criteria, in a stable order. */
export function profilePrefillSearch(prefill: ProfilePrefill): string {
  const params = new URLSearchParams()
  if (prefill.goal) params.set('goal', prefill.goal)
  if (prefill.type !== null) params.set('type', String(prefill.type))
  if (prefill.priceMin !== null) params.set('priceMin', String(prefill.priceMin))
  if (prefill.priceMax !== null) params.set('priceMax', String(prefill.priceMax))
  if (prefill.bedrooms !== null) params.set('bedrooms', String(prefill.bedrooms))
  if (prefill.zone !== null) params.set('zone', String(prefill.zone))
  if (prefill.city) params.set('city', `${prefill.city.name}|${prefill.city.zip}`)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The criteria of a listing as shown: its goal (abroad lists both, so none), and the filters a profile can
 * hold. The free text, the sort and the page are not criteria.
 */
export function prefillFromListing(scope: ListingScope, query: ListingQuery & { zone?: number | null }): ProfilePrefill {
  return {
    goal: scope === 'sale' ? 'buy' : scope === 'rent' ? 'rent' : null,
    type: query.type,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    bedrooms: query.bedrooms !== null && query.bedrooms <= MAX_BEDROOMS ? query.bedrooms : null,
    zone: query.zone ?? null,
    city: query.city,
  }
}

/** The form's choices the criteria are matched against: types with their web id, regions with their id. */
export type PrefillChoices = { types: { value: string; webId: number }[]; regions: { value: string }[] }

/**
 * What the form shows filled in: only values among its own choices (an unknown type or zone fills in
 * nothing), in the form's field names and as the form reads them. `cityZones` are the zones the city's
 * properties lie in, when a city was chosen without a zone.
 */
export function prefillValues(prefill: ProfilePrefill, choices: PrefillChoices, cityZones: number[] = []): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  if (prefill.goal) values.goal = prefill.goal
  const type = prefill.type === null ? undefined : choices.types.find((choice) => choice.webId === prefill.type)
  if (type) values.propertyTypes = [type.value]
  const known = new Set(choices.regions.map((region) => region.value))
  const zones = (prefill.zone !== null ? [prefill.zone] : prefill.city ? cityZones : []).map(String).filter((zone) => known.has(zone))
  if (zones.length > 0) values.regions = [...new Set(zones)]
  if (prefill.priceMin !== null) values.priceMin = String(prefill.priceMin)
  if (prefill.priceMax !== null) values.priceMax = String(prefill.priceMax)
  if (prefill.bedrooms !== null && prefill.bedrooms > 0) values.minBedrooms = String(prefill.bedrooms)
  return values
}
