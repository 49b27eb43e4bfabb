import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'

import { nastyText, paramValue, printFigures, runs } from '../../tests/fuzz/generators'
import { listingSearch, PAGE_SIZE, pageWindow, parseListingQuery, SORTS } from './listing'
import { buildSearchIndex, SEARCH_LIMITS, searchIndex } from './search'
import { propertySearchText } from './search-text'

/**
 * Fuzz of the query-string rules (fast, no server): every parameter of the listings and of /api/search with
 * generated bad values. The same parameters go over HTTP to the production server in tests/e2e/fuzz-http.
 */
const LISTING_PARAMS = ['city', 'type', 'priceMin', 'priceMax', 'bedrooms', 'q', 'sort', 'page'] as const
let inputs = 0
let throws = 0

const listingParams = fc.record(
  Object.fromEntries([...LISTING_PARAMS.map((name) => [name, paramValue]), ['utm_source', paramValue], ['__proto__', paramValue]]) as Record<string, typeof paramValue>,
  { requiredKeys: [] },
)

afterAll(() => printFigures('listing-and-search-rules', { inputs, serverErrors: 0, stackTraces: 0, storedFromInvalid: 0, thrown: throws }))

describe('listing query parameters, fuzzed', () => {
  it('never throw, and always give a query within bounds that survives its own link', () => {
    fc.assert(
      fc.property(listingParams, (params) => {
        inputs++
        let query
        try {
          query = parseListingQuery(params)
        } catch (error) {
          throws++
          throw error
        }
        expect(SORTS).toContain(query.sort)
        expect(Number.isSafeInteger(query.page) && query.page >= 1 && query.page <= 100_000).toBe(true)
        for (const value of [query.type, query.priceMin, query.priceMax, query.bedrooms]) expect(value === null || (Number.isSafeInteger(value) && value >= 0)).toBe(true)
        if (query.priceMin !== null && query.priceMax !== null) expect(query.priceMin).toBeLessThanOrEqual(query.priceMax)
        expect(query.bedrooms === null || query.bedrooms <= 50).toBe(true)
        expect(query.q === null || (query.q.length > 0 && Array.from(query.q).length <= 100 && query.q === query.q.trim())).toBe(true)
        if (query.city) expect(query.city.name.length > 0 && query.city.zip.length > 0).toBe(true)
        // The link the page writes for this query reads back as the same query (a URL carries only whole
        // characters: a lone surrogate typed into q becomes U+FFFD on both sides).
        const search = listingSearch(query)
        const again = parseListingQuery(Object.fromEntries(new URLSearchParams(search)))
        const wellFormed = (value: unknown) => JSON.parse(JSON.stringify(value, (_, v) => (typeof v === 'string' ? v.toWellFormed() : v)))
        expect(wellFormed(again)).toEqual(wellFormed(query))
        expect(pageWindow(query.page, Math.max(query.page, 1)).every((p) => p === null || (p >= 1 && p <= query.page))).toBe(true)
      }),
      { numRuns: runs(4000) },
    )
    expect(PAGE_SIZE).toBeGreaterThan(0)
  })
})

describe('search suggestions (/api/search q), fuzzed', () => {
  const catalogue = Array.from({ length: 30 }, (_, i) => {
    const [title, city, zip] = [`Appartement ${i} met zeezicht`, i % 2 ? 'Oostende' : 'Knokke-Heist', i % 2 ? '8400' : '8300']
    return { id: i + 1, reference: `ZD-${i}`, title, price: '€ 250.000', city, zip, href: `/nl/te-koop/${i}`, thumbnail: null, searchText: propertySearchText({ externalId: i + 1, reference: `ZD-${i}`, city, zip, titles: [title] }) }
  })
  const index = buildSearchIndex({
    types: [{ webId: 3, name: 'Appartement', saleCount: 4, rentCount: 1 }],
    cities: [
      { name: 'Oostende', zip: '8400', saleCount: 3, rentCount: 1 },
      { name: "Knokke-Heist", zip: '8300', saleCount: 1, rentCount: 0 },
    ],
    properties: catalogue,
    listed: catalogue.map((property, i) => ({ scope: i % 3 ? ('sale' as const) : ('rent' as const), searchText: property.searchText })),
  })

  it('never throws and stays within its limits for any text', () => {
    fc.assert(
      fc.property(nastyText(300), (q) => {
        inputs++
        let results
        try {
          results = searchIndex(index, q.slice(0, 100))
        } catch (error) {
          throws++
          throw error
        }
        expect(results.cities.length).toBeLessThanOrEqual(SEARCH_LIMITS.cities)
        expect(results.properties.length).toBeLessThanOrEqual(SEARCH_LIMITS.properties)
        if (results.text) expect(results.text.sale + results.text.rent).toBeLessThanOrEqual(catalogue.length)
        expect(() => JSON.stringify(results)).not.toThrow()
      }),
      { numRuns: runs(2000) },
    )
  })
})
