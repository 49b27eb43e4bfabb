import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { buildSearchIndex, EMPTY_RESULTS, type ListedText, SEARCH_LIMITS, type SearchProperty, searchIndex, textTarget } from './search'
import { matchesSearchWords, propertySearchText, searchWords } from './search-text'

type Indexed = SearchProperty & { searchText: string }

const property = (id: number, title: string, city: string, zip: string, extra: Partial<Indexed> = {}): Indexed => ({
  id,
  reference: `ZD-${id}`,
  title,
  price: '€ 100.000',
  city,
  zip,
  href: `/p/${id}`,
  thumbnail: null,
  searchText: propertySearchText({ externalId: id, reference: `ZD-${id}`, city, zip, titles: [title] }),
  ...extra,
})

const properties = [
  property(4000101, 'Appartement met zeezicht', 'Oostende', '8400', { reference: 'ZD-2041', searchText: propertySearchText({ externalId: 4000101, reference: 'ZD-2041', city: 'Oostende', zip: '8400', titles: ['Appartement met zeezicht', 'Appartement avec vue sur mer'] }) }),
  property(4000202, 'Studio', 'Liège', '4000', { thumbnail: '/media/s.webp' }),
  property(4000170, 'Instapklare studio in Mariakerke', 'Oostende', '8400'),
]
const listed: ListedText[] = [
  ...properties.map((p) => ({ scope: 'sale' as const, searchText: p.searchText })),
  { scope: 'rent', searchText: propertySearchText({ externalId: 4000272, city: 'Brugge', zip: '8000', titles: ['Appartement met 2 slaapkamers in hartje Brugge'] }) },
  { scope: 'rent', searchText: propertySearchText({ externalId: 4000230, city: 'Oostende', zip: '8400', titles: ['Appartement met 3 slaapkamers in Mariakerke'] }) },
  { scope: 'abroad', searchText: propertySearchText({ externalId: 4000284, city: 'Luxembourg', zip: '1212', titles: ['Ruim appartement met zonneterras in Luxemburg-stad'] }) },
  // Not in any listing (unpublished would not be read at all; a scope-less one is never counted).
  { scope: null, searchText: propertySearchText({ externalId: 9, city: 'Brugge', zip: '8000', titles: ['Brugge'] }) },
]

const index = buildSearchIndex({
  types: [
    { webId: 3, name: 'Appartement', saleCount: 30, rentCount: 12 },
    { webId: 7, name: 'Garage/parking', saleCount: 0, rentCount: 4 },
  ],
  cities: [
    { name: 'Oostende', zip: '8400', saleCount: 37, rentCount: 17 },
    { name: 'Liège', zip: '4000', saleCount: 1, rentCount: 0 },
    { name: 'Brugge', zip: '8000', saleCount: 0, rentCount: 1 },
  ],
  properties,
  listed,
})

describe('searchIndex (SPEC §2.6, §5)', () => {
  it('finds nothing for empty text', () => {
    expect(searchIndex(index, '   ')).toEqual(EMPTY_RESULTS)
  })

  it('matches city names without case or accents, and the postcode', () => {
    expect(searchIndex(index, 'LIEGE').cities.map((c) => c.name)).toEqual(['Liège'])
    expect(searchIndex(index, '840').cities.map((c) => c.name)).toEqual(['Oostende'])
  })

  it('finds a town under its name in another language, keeping the stored name for the filter', () => {
    expect(searchIndex(index, 'Ostende').cities.map((c) => c.name)).toEqual(['Oostende'])
    expect(searchIndex(index, 'brügge').cities.map((c) => c.name)).toEqual(['Brugge'])
    expect(searchIndex(index, 'Ostende').properties.map((p) => p.city)).toContain('Oostende')
    expect(searchIndex(index, 'Ostend').text?.rent).toBeGreaterThan(0)
  })

  it('matches properties on id and reference', () => {
    expect(searchIndex(index, '4000202').properties.map((p) => p.id)).toEqual([4000202])
    expect(searchIndex(index, 'zd-2041').properties.map((p) => p.id)).toEqual([4000101])
  })

  it('matches property types by name', () => {
    expect(searchIndex(index, 'appart').types.map((t) => t.webId)).toEqual([3])
  })

  it('is exact: no fuzzy matches', () => {
    expect(searchIndex(index, 'Oostnede')).toEqual({ ...EMPTY_RESULTS, text: { sale: 0, rent: 0, abroad: 0 } })
  })

  it('matches words of titles and place names in them, in any language the property has', () => {
    expect(searchIndex(index, 'Mariakerke').properties.map((p) => p.id)).toEqual([4000170])
    expect(searchIndex(index, 'ZEEZICHT').properties.map((p) => p.id)).toEqual([4000101])
    expect(searchIndex(index, 'vue sur mer').properties.map((p) => p.id)).toEqual([4000101])
    // Every word must be there, in any order.
    expect(searchIndex(index, 'studio mariakerke').properties.map((p) => p.id)).toEqual([4000170])
    expect(searchIndex(index, 'mariakerke zeezicht').properties).toEqual([])
  })

  it('counts the typed text in each listing: "Brugge" is a rental, not a sale', () => {
    expect(searchIndex(index, 'Brugge').text).toEqual({ sale: 0, rent: 1, abroad: 0 })
    expect(searchIndex(index, 'mariakerke').text).toEqual({ sale: 1, rent: 1, abroad: 0 })
    expect(searchIndex(index, 'appartement').text).toEqual({ sale: 1, rent: 2, abroad: 1 })
  })

  it('shows title and price of a property, never a cut description', () => {
    const [found] = searchIndex(index, '4000101').properties
    expect(found).toEqual({ id: 4000101, reference: 'ZD-2041', title: 'Appartement met zeezicht', price: '€ 100.000', city: 'Oostende', zip: '8400', href: '/p/4000101', thumbnail: null })
  })

  it('does not leak its internal keys', () => {
    const result = searchIndex(index, 'oostende')
    expect(Object.keys(result.cities[0]!)).toEqual(['name', 'zip', 'saleCount', 'rentCount'])
    expect(result.properties[0]).not.toHaveProperty('searchText')
  })
})

describe('textTarget: where the text goes without a chosen suggestion', () => {
  it('opens the first listing with results, in the order sale, rent, abroad', () => {
    expect(textTarget({ sale: 3, rent: 1, abroad: 0 })).toBe('sale')
    expect(textTarget({ sale: 0, rent: 1, abroad: 0 })).toBe('rent')
    expect(textTarget({ sale: 0, rent: 0, abroad: 2 })).toBe('abroad')
    expect(textTarget({ sale: 0, rent: 0, abroad: 0 })).toBe('sale')
    expect(textTarget(null)).toBe('sale')
  })
})

describe('property matching over the joined texts', () => {
  const arbitraryProperty = fc.record({
    id: fc.integer({ min: 1, max: 9_999_999 }),
    title: fc.constantFrom('Appartement met zeezicht', 'Studio in Mariakerke', 'Villa in de duinen', 'Garagebox', ''),
    reference: fc.string({ maxLength: 8 }),
    city: fc.constantFrom('Oostende', 'De Haan', 'Knokke-Heist', 'Sint-Idesbald', ''),
    zip: fc.constantFrom('8400', '8420', '8300', '8670', ''),
  })

  it('finds what testing every property with the word rule finds, in the same order', () => {
    fc.assert(
      fc.property(fc.array(arbitraryProperty, { maxLength: 40 }), fc.string({ maxLength: 12 }), (items, query) => {
        const indexed = items.map((p) => property(p.id, p.title, p.city, p.zip, { reference: p.reference, searchText: propertySearchText({ externalId: p.id, reference: p.reference, city: p.city, zip: p.zip, titles: [p.title] }) }))
        const words = searchWords(query)
        const expected = indexed.filter((p) => matchesSearchWords(p.searchText, words)).slice(0, SEARCH_LIMITS.properties).map((p) => p.id)
        const built = buildSearchIndex({ types: [], cities: [], properties: indexed, listed: indexed.map((p) => ({ scope: 'sale', searchText: p.searchText })) })
        const result = searchIndex(built, query)
        expect(result.properties.map((p) => p.id)).toEqual(expected)
        if (result.text) expect(result.text.sale).toBe(indexed.filter((p) => matchesSearchWords(p.searchText, words)).length)
      }),
      { numRuns: 500 },
    )
  })

  it('never matches across two properties or the separator', () => {
    const joined = buildSearchIndex({
      types: [],
      cities: [],
      properties: [property(12, 'AB', 'Oostende', '8400'), property(34, 'CD', 'Brugge', '8000')],
      listed: [],
    })
    expect(searchIndex(joined, '8400 34').properties).toEqual([])
    expect(searchIndex(joined, 'ab12').properties).toEqual([])
    expect(searchIndex(joined, '\u0000').properties).toEqual([])
    expect(searchIndex(joined, 'cd').properties.map((p) => p.id)).toEqual([34])
  })
})
