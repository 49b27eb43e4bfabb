import { placeNames } from './place-names'
import { matchesSearchWords, searchWords } from './search-text'
import { searchName } from './slug'

/**
 * The home search dropdown (SPEC §2.6, §5): the typed text in each listing, property types, cities and
 * properties. Types and cities match the whole text exactly (threshold 0: no fuzziness); properties and the
 * per-listing counts match every typed word in the property's search text (domain/search-text.ts).
 */
export type SearchType = { webId: number; name: string; saleCount: number; rentCount: number }
/** `name` is the stored town (the filter value name|zip); `label` the town as the page's language writes it. */
export type SearchCity = { name: string; label?: string; zip: string; saleCount: number; rentCount: number }
/** A suggested property: what the visitor recognises it by. `price` is the public price as shown, or null. */
export type SearchProperty = { id: number; reference: string | null; title: string; price: string | null; city: string; zip: string; href: string; thumbnail: string | null }

export const TEXT_SCOPES = ['sale', 'rent', 'abroad'] as const
export type TextScope = (typeof TEXT_SCOPES)[number]
/** How many properties each listing shows for the typed text (its `q` filter). */
export type TextCounts = Record<TextScope, number>

/** A property as a listing lists it (sold and rented ones too), for the counts of the typed text. */
export type ListedText = { scope: TextScope | null; searchText: string }

/**
 * Every property's search text in one string, separated by a character no word holds, and where each
 * property's part starts: one native `indexOf` finds the next property holding a word among 100,000 in
 * about a millisecond, where testing each property took 8 ms for a query that matches nothing.
 */
type JoinedTexts = { text: string; starts: number[] }

export type SearchIndex = {
  types: (SearchType & { key: string })[]
  cities: (SearchCity & { key: string })[]
  properties: SearchProperty[]
  propertyTexts: JoinedTexts
  listed: JoinedTexts & { scopes: (TextScope | null)[] }
}

const TEXT_SEPARATOR = '\u0000'

export type SearchResults = { text: TextCounts | null; types: SearchType[]; cities: SearchCity[]; properties: SearchProperty[] }

export const SEARCH_LIMITS = { cities: 8, properties: 8 } as const

export const EMPTY_RESULTS: SearchResults = { text: null, types: [], cities: [], properties: [] }

export function buildSearchIndex(input: {
  types: SearchType[]
  cities: SearchCity[]
  properties: (SearchProperty & { searchText: string })[]
  listed: ListedText[]
}): SearchIndex {
  return {
    types: input.types.map((type) => ({ ...type, key: searchName(type.name) })),
    // A town is found under each of its names ('Ostende' finds Oostende) and its postcode.
    cities: input.cities.map((city) => ({ ...city, key: `${placeNames(city.name).map(searchName).join(' ')} ${city.zip}` })),
    properties: input.properties.map(({ searchText: _text, ...property }) => property),
    propertyTexts: joinTexts(input.properties.map((property) => property.searchText)),
    listed: { ...joinTexts(input.listed.map((property) => property.searchText)), scopes: input.listed.map((property) => property.scope) },
  }
}

function joinTexts(texts: string[]): JoinedTexts {
  const starts: number[] = []
  let length = 0
  const parts = texts.map((text) => {
    starts.push(length)
    // A separator never appears in a search text (only letters, digits and spaces do).
    const part = `${text.replaceAll(TEXT_SEPARATOR, ' ')}${TEXT_SEPARATOR}`
    length += part.length
    return part
  })
  return { text: parts.join(''), starts }
}

/** The property whose part of the joined texts holds this position (the last start at or before it). */
function ownerOf(starts: number[], position: number): number {
  let [low, high] = [0, starts.length - 1]
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (starts[middle]! <= position) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * Each property, in index order, whose text holds every word: the rarest-looking (longest) word is looked for
 * with `indexOf`, the others only in the parts it was found in. `visit` returns false to stop.
 */
function eachMatch({ text, starts }: JoinedTexts, words: string[], visit: (owner: number) => boolean): void {
  const [longest] = [...words].sort((a, b) => b.length - a.length)
  if (!longest) return
  let from = 0
  while (from < text.length) {
    const at = text.indexOf(longest, from)
    if (at < 0) return
    const owner = ownerOf(starts, at)
    const end = starts[owner + 1] ?? text.length
    if (matchesSearchWords(text.slice(starts[owner], end), words) && !visit(owner)) return
    // On to the next property: one match per property.
    from = end
  }
}

function textCounts(index: SearchIndex, words: string[]): TextCounts {
  const counts: TextCounts = { sale: 0, rent: 0, abroad: 0 }
  eachMatch(index.listed, words, (owner) => {
    const scope = index.listed.scopes[owner]
    if (scope) counts[scope]++
    return true
  })
  return counts
}

/**
 * Case- and accent-insensitive search: types on their name and cities on name and postcode (the whole text),
 * properties on every typed word, with how many each listing holds for the text. Empty text finds nothing.
 */
export function searchIndex(index: SearchIndex, query: string): SearchResults {
  const needle = searchName(query).replace(/\s+/g, ' ')
  const words = searchWords(query)
  if (!needle) return EMPTY_RESULTS
  const properties: SearchProperty[] = []
  eachMatch(index.propertyTexts, words, (owner) => properties.push(index.properties[owner]!) < SEARCH_LIMITS.properties)
  return {
    text: words.length > 0 ? textCounts(index, words) : null,
    types: firstMatches(index.types, (t) => t.key.includes(needle), Number.POSITIVE_INFINITY).map(({ key: _key, ...type }) => type),
    cities: firstMatches(index.cities, (c) => c.key.includes(needle), SEARCH_LIMITS.cities).map(({ key: _key, ...city }) => city),
    properties,
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

/**
 * Where the typed text leads when no suggestion is chosen: the first listing, of for sale, for rent and
 * abroad, that has results for it; for sale when none has.
 */
export function textTarget(counts: TextCounts | null): TextScope {
  return TEXT_SCOPES.find((scope) => (counts?.[scope] ?? 0) > 0) ?? 'sale'
}
