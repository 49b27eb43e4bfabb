import { searchName } from './slug'
import { truncateDescription } from './text'

/** The home search dropdown (SPEC §2.6, §5): property types, cities and properties, matched exactly. */
export type SearchType = { webId: number; name: string; saleCount: number; rentCount: number }
export type SearchCity = { name: string; zip: string; saleCount: number; rentCount: number }
export type SearchProperty = { id: number; reference: string | null; title: string; description: string; city: string; zip: string; href: string; thumbnail: string | null }

export type SearchIndex = {
  types: (SearchType & { key: string })[]
  cities: (SearchCity & { key: string })[]
  properties: (SearchProperty & { keys: string[] })[]
}

export type SearchResults = { types: SearchType[]; cities: SearchCity[]; properties: SearchProperty[] }

export const SEARCH_LIMITS = { cities: 8, properties: 8, description: 100 } as const

export function buildSearchIndex(input: { types: SearchType[]; cities: SearchCity[]; properties: SearchProperty[] }): SearchIndex {
  return {
    types: input.types.map((type) => ({ ...type, key: searchName(type.name) })),
    cities: input.cities.map((city) => ({ ...city, key: `${searchName(city.name)} ${city.zip}` })),
    properties: input.properties.map((property) => ({
      ...property,
      description: truncateDescription(property.description, SEARCH_LIMITS.description),
      keys: [String(property.id), searchName(property.reference ?? ''), searchName(property.city), property.zip].filter(Boolean),
    })),
  }
}

/**
 * Case- and accent-insensitive matching of the whole query (threshold 0: no fuzziness): types on their name,
 * cities on name and postcode, properties on id, reference, city and postcode. An empty query finds nothing.
 */
export function searchIndex(index: SearchIndex, query: string): SearchResults {
  const needle = searchName(query).replace(/\s+/g, ' ')
  if (!needle) return { types: [], cities: [], properties: [] }
  return {
    types: firstMatches(index.types, (t) => t.key.includes(needle), Number.POSITIVE_INFINITY).map(({ key: _key, ...type }) => type),
    cities: firstMatches(index.cities, (c) => c.key.includes(needle), SEARCH_LIMITS.cities).map(({ key: _key, ...city }) => city),
    properties: firstMatches(index.properties, (p) => p.keys.some((k) => k.includes(needle)), SEARCH_LIMITS.properties).map(({ keys: _keys, ...property }) => property),
  }
}

/** The first `limit` items that match, without looking further: a catalogue of thousands answers in microseconds. */
function firstMatches<T>(items: T[], matches: (item: T) => boolean, limit: number): T[] {
  const found: T[] = []
  for (const item of items) {
    if (found.length >= limit) break
    if (matches(item)) found.push(item)
  }
  return found
}
