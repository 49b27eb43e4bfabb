import { placeNames } from './place-names'
import { searchName } from './slug'

/**
 * Free-text search over properties (ADR 0035): typed words are matched, without case or accents, against
 * one stored text per property (its titles in every language, city, postcode, reference, id and, when the
 * agency publishes the address, its street). A property matches when it holds every word (in any order,
 * anywhere, also inside a longer word: "zee" finds "zeezicht"). The suggestions, their counts and the
 * listings' `q` filter all use this one rule, so a count shown is the number of results it leads to.
 */
export const SEARCH_WORD_LIMITS = { words: 8, length: 40 } as const

/** Lower-case, accent-free words of letters and digits; anything else separates words. */
function words(text: string): string[] {
  return searchName(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * The words of a typed query: at most 8, each cut to 40 characters, once each. No word ever holds a
 * wildcard of SQL's LIKE ('%', '_') or a separator, since only letters and digits make a word.
 */
export function searchWords(query: string | null | undefined): string[] {
  const unique = [...new Set(words(query ?? '').map((word) => Array.from(word).slice(0, SEARCH_WORD_LIMITS.length).join('')))]
  // A word inside another is already required by it: keep the longest, they match the same properties.
  return unique.filter((word) => !unique.some((other) => other !== word && other.includes(word))).slice(0, SEARCH_WORD_LIMITS.words)
}

export type SearchableProperty = {
  externalId?: number | null
  reference?: string | null
  city?: string | null
  zip?: string | null
  street?: string | null
  publishAddress?: boolean | null
  /** The property's titles, in as many languages as it has. */
  titles: (string | null | undefined)[]
}

/** The text a property is searched in: its words once each, separated by spaces. A hidden address adds no street. */
export function propertySearchText(property: SearchableProperty): string {
  const parts = [
    ...property.titles,
    // The town under every name it goes by: a French visitor's 'Ostende' finds Oostende.
    ...placeNames(property.city),
    property.zip,
    property.reference,
    property.externalId === null || property.externalId === undefined ? null : String(property.externalId),
    property.publishAddress === true ? property.street : null,
  ]
  return [...new Set(parts.flatMap((part) => words(part ?? '')))].join(' ')
}

/** Whether a property's search text holds every word (no words: nothing matches). */
export function matchesSearchWords(text: string, wanted: string[]): boolean {
  return wanted.length > 0 && wanted.every((word) => text.includes(word))
}
