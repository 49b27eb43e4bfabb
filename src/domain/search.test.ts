import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { buildSearchIndex, SEARCH_LIMITS, type SearchProperty, searchIndex } from './search'
import { searchName } from './slug'

const index = buildSearchIndex({
  types: [
    { webId: 3, name: 'Appartement', saleCount: 30, rentCount: 12 },
    { webId: 7, name: 'Garage/parking', saleCount: 0, rentCount: 4 },
  ],
  cities: [
    { name: 'Oostende', zip: '8400', saleCount: 37, rentCount: 17 },
    { name: 'Liège', zip: '4000', saleCount: 1, rentCount: 0 },
  ],
  properties: [
    { id: 4000101, reference: 'ZD-2041', title: 'Appartement met zeezicht', description: 'Lang '.repeat(60), city: 'Oostende', zip: '8400', href: '/nl/te-koop/oostende/a/4000101/', thumbnail: null },
    { id: 4000202, reference: 'ZD-3300', title: 'Studio', description: 'Kort', city: 'Liège', zip: '4000', href: '/nl/te-koop/liege/s/4000202/', thumbnail: '/media/s.webp' },
  ],
})

describe('searchIndex (SPEC §2.6, §5)', () => {
  it('finds nothing for empty text', () => {
    expect(searchIndex(index, '   ')).toEqual({ types: [], cities: [], properties: [] })
  })

  it('matches city names without case or accents, and the postcode', () => {
    expect(searchIndex(index, 'LIEGE').cities.map((c) => c.name)).toEqual(['Liège'])
    expect(searchIndex(index, '840').cities.map((c) => c.name)).toEqual(['Oostende'])
  })

  it('matches properties on id and reference', () => {
    expect(searchIndex(index, '4000202').properties.map((p) => p.id)).toEqual([4000202])
    expect(searchIndex(index, 'zd-2041').properties.map((p) => p.id)).toEqual([4000101])
  })

  it('matches property types by name', () => {
    expect(searchIndex(index, 'appart').types.map((t) => t.webId)).toEqual([3])
  })

  it('is exact: no fuzzy matches', () => {
    expect(searchIndex(index, 'Oostnede')).toEqual({ types: [], cities: [], properties: [] })
  })

  it('cuts property descriptions at 100 characters', () => {
    const [property] = searchIndex(index, '4000101').properties
    expect(property!.description.length).toBeLessThanOrEqual(101)
    expect(property!.description.endsWith('…')).toBe(true)
  })

  it('does not leak its internal keys', () => {
    const result = searchIndex(index, 'oostende')
    expect(Object.keys(result.cities[0]!)).toEqual(['name', 'zip', 'saleCount', 'rentCount'])
    expect(result.properties[0]).not.toHaveProperty('keys')
  })
})

describe('property matching over the joined keys', () => {
  const property = (id: number, reference: string, city: string, zip: string): SearchProperty => ({ id, reference, title: `P${id}`, description: '', city, zip, href: `/p/${id}`, thumbnail: null })
  const arbitraryProperty = fc.record({
    id: fc.integer({ min: 1, max: 9_999_999 }),
    reference: fc.string({ maxLength: 8 }),
    city: fc.constantFrom('Oostende', 'De Haan', 'Knokke-Heist', 'Sint-Idesbald', ''),
    zip: fc.constantFrom('8400', '8420', '8300', '8670', ''),
  })

  it('finds what testing every key of every property finds, in the same order', () => {
    fc.assert(
      fc.property(fc.array(arbitraryProperty, { maxLength: 40 }), fc.string({ maxLength: 5 }), (items, query) => {
        const properties = items.map((p) => property(p.id, p.reference, p.city, p.zip))
        const needle = searchName(query).replace(/\s+/g, ' ')
        const expected = needle
          ? properties
              .filter((p) => [String(p.id), searchName(p.reference ?? ''), searchName(p.city), p.zip].filter(Boolean).some((key) => key.includes(needle)))
              .slice(0, SEARCH_LIMITS.properties)
              .map((p) => p.id)
          : []
        expect(searchIndex(buildSearchIndex({ types: [], cities: [], properties }), query).properties.map((p) => p.id)).toEqual(expected)
      }),
      { numRuns: 500 },
    )
  })

  it('never matches across two keys or two properties', () => {
    const joined = buildSearchIndex({ types: [], cities: [], properties: [property(12, 'AB', 'Oostende', '8400'), property(34, 'CD', 'Brugge', '8000')] })
    expect(searchIndex(joined, '8400 3').properties).toEqual([])
    expect(searchIndex(joined, 'ab12').properties).toEqual([])
    expect(searchIndex(joined, '\u0000').properties).toEqual([])
    expect(searchIndex(joined, 'cd').properties.map((p) => p.id)).toEqual([34])
  })
})
