import { describe, expect, it } from 'vitest'

import { activeFilters, dropdownCounts, epcLetterRank, epcRank, propertyEpcRank, hasListingFilters, inListingScope, listingSearch, pageCount, pageWindow, parseListingQuery, pricePerArea, typeWebIds, withoutFilter } from './listing'

describe('parseListingQuery (SPEC §2.3)', () => {
  it('reads city as name|zip and type as web id', () => {
    expect(parseListingQuery({ city: 'Oostende|8400', type: '3' })).toMatchObject({ city: { name: 'Oostende', zip: '8400' }, type: 3 })
  })

  it('has defaults for an empty query', () => {
    expect(parseListingQuery({})).toEqual({
      city: null,
      type: null,
      zone: null,
      priceMin: null,
      priceMax: null,
      bedrooms: null,
      areaMin: null,
      epc: null,
      outdoor: false,
      parking: false,
      build: null,
      q: null,
      withDone: false,
      sort: 'newest',
      page: 1,
    })
  })

  it('ignores malformed values instead of failing', () => {
    expect(parseListingQuery({ city: 'Oostende', type: 'villa', zone: 'Mariakerke', priceMin: '-5', bedrooms: '2.5', sort: 'random', page: '0' })).toEqual({
      city: null,
      type: null,
      zone: null,
      priceMin: null,
      priceMax: null,
      bedrooms: null,
      areaMin: null,
      epc: null,
      outdoor: false,
      parking: false,
      build: null,
      q: null,
      withDone: false,
      sort: 'newest',
      page: 1,
    })
  })

  it('swaps a price range given the wrong way round', () => {
    expect(parseListingQuery({ priceMin: '500000', priceMax: '200000' })).toMatchObject({ priceMin: 200000, priceMax: 500000 })
  })

  it('takes the first of repeated parameters and bounds the free text', () => {
    expect(parseListingQuery({ type: ['1', '2'], q: 'x'.repeat(300) })).toMatchObject({ type: 1, q: 'x'.repeat(100) })
    // Cut at 100 code points (an emoji stays whole), then trimmed, so the link it writes reads back the same.
    expect(parseListingQuery({ q: `${'😀'.repeat(99)} tail` }).q).toBe('😀'.repeat(99))
  })

  it('reads the zone as a region id', () => {
    expect(parseListingQuery({ zone: '12' })).toMatchObject({ zone: 12 })
    for (const zone of ['-1', '1.5', '12a', '99999999999']) expect(parseListingQuery({ zone }).zone, zone).toBeNull()
  })

  it('lists sold and rented properties only when sold=1 asks for them', () => {
    expect(parseListingQuery({ sold: '1' }).withDone).toBe(true)
    for (const sold of ['0', 'yes', 'on', '', '11']) expect(parseListingQuery({ sold }).withDone, sold).toBe(false)
  })

  it('reads sort and page', () => {
    expect(parseListingQuery({ sort: 'price-desc', page: '3' })).toMatchObject({ sort: 'price-desc', page: 3 })
  })
})

describe('listingSearch', () => {
  it('writes the filters back in a stable order and leaves defaults out', () => {
    const query = parseListingQuery({ page: '2', sort: 'price-asc', zone: '4', type: '3', city: 'Oostende|8400' })
    expect(listingSearch(query)).toBe('?city=Oostende%7C8400&type=3&zone=4&sort=price-asc&page=2')
    expect(listingSearch(query, { page: 1 })).toBe('?city=Oostende%7C8400&type=3&zone=4&sort=price-asc')
    expect(listingSearch(parseListingQuery({}))).toBe('')
  })

  it('writes sold=1 only when sold and rented properties are asked for, which makes it a filtered listing', () => {
    expect(listingSearch(parseListingQuery({ sold: '1', type: '3' }))).toBe('?type=3&sold=1')
    expect(hasListingFilters(new URLSearchParams('sold=1'))).toBe(true)
    expect(hasListingFilters(new URLSearchParams('sold=0'))).toBe(false)
  })

  it('round-trips', () => {
    const query = parseListingQuery({ city: 'Liège|4000', zone: '9', priceMin: '100000', priceMax: '300000', bedrooms: '2', q: 'zeezicht', sold: '1', sort: 'price-desc', page: '4' })
    const again = parseListingQuery(Object.fromEntries(new URLSearchParams(listingSearch(query))))
    expect(again).toEqual(query)
  })
})

describe('the portal filters (issue 23 §3, ADR 0066)', () => {
  it('reads living area, EPC letter, garden or terrace, parking, new or existing and the price-per-m² sort', () => {
    expect(parseListingQuery({ areaMin: '100', epc: 'C', outdoor: '1', parking: '1', build: 'new', sort: 'price-per-m2-asc' })).toMatchObject({
      areaMin: 100,
      epc: 'c',
      outdoor: true,
      parking: true,
      build: 'new',
      sort: 'price-per-m2-asc',
    })
    expect(parseListingQuery({ build: 'existing' }).build).toBe('existing')
  })

  it('ignores what it does not know, so a shared link keeps working', () => {
    expect(parseListingQuery({ areaMin: '0', epc: 'a+', outdoor: 'yes', parking: 'on', build: 'old' })).toMatchObject({ areaMin: null, epc: null, outdoor: false, parking: false, build: null })
    for (const areaMin of ['-50', '12.5', '1e3', '999999']) expect(parseListingQuery({ areaMin }).areaMin, areaMin).toBeNull()
    for (const epc of ['h', 'ab', '1', '']) expect(parseListingQuery({ epc }).epc, epc).toBeNull()
  })

  it('writes them into the address after the older filters and before the text, and reads them back', () => {
    const query = parseListingQuery({ q: 'zee', areaMin: '75', epc: 'b', outdoor: '1', parking: '1', build: 'existing', bedrooms: '2', sort: 'price-per-m2-asc' })
    expect(listingSearch(query)).toBe('?bedrooms=2&areaMin=75&epc=b&outdoor=1&parking=1&build=existing&q=zee&sort=price-per-m2-asc')
    expect(parseListingQuery(Object.fromEntries(new URLSearchParams(listingSearch(query))))).toEqual(query)
    for (const search of ['areaMin=50', 'epc=d', 'outdoor=1', 'parking=1', 'build=new', 'sort=price-per-m2-asc']) expect(hasListingFilters(new URLSearchParams(search)), search).toBe(true)
    for (const search of ['outdoor=0', 'parking=', 'build=', 'epc=z', 'areaMin=0']) expect(hasListingFilters(new URLSearchParams(search)), search).toBe(false)
  })

  it('ranks an EPC class by its letter: A++, A+, A and A- are all A', () => {
    expect(['a_plusplus', 'a_plus', 'a', 'a_sub'].map(epcRank)).toEqual([1, 1, 1, 1])
    expect(['b_plus', 'b', 'c_sub', 'd', 'e', 'f', 'g', 'h', 'i'].map(epcRank)).toEqual([2, 2, 3, 4, 5, 6, 7, 8, 9])
    expect([null, undefined, '', 'x', 'z_plus'].map(epcRank)).toEqual([null, null, null, null, null])
    // epc=c accepts C and better, never D.
    expect(epcLetterRank('c')).toBe(3)
    expect(epcRank('c_sub')! <= epcLetterRank('c')).toBe(true)
    expect(epcRank('d_plus')! <= epcLetterRank('c')).toBe(false)
  })

  it('ranks a property by the class its page shows: its region’s scale, Luxembourg by its label, 0 as unknown', () => {
    // Flanders: 150 kWh/m² is B; Wallonia: 150 is B too, 300 is D; Brussels: 120 is C.
    expect(propertyEpcRank({ countryId: 10, zip: '8400', energyPerformance: 150 })).toBe(2)
    expect(propertyEpcRank({ countryId: 10, zip: '5000', energyPerformance: 300 })).toBe(4)
    expect(propertyEpcRank({ countryId: 10, zip: '1000', energyPerformance: 120 })).toBe(3)
    expect(propertyEpcRank({ countryId: 50, zip: 'L-1234', energyPerformance: null, epcLabel: 'B' })).toBe(2)
    // Unknown: no value, the CRM's 0, an unknown region.
    expect(propertyEpcRank({ countryId: 10, zip: '8400', energyPerformance: null })).toBeNull()
    expect(propertyEpcRank({ countryId: 10, zip: '8400', energyPerformance: 0 })).toBeNull()
    expect(propertyEpcRank({ countryId: 33, zip: '75001', energyPerformance: 90 })).toBeNull()
  })

  it('measures the price per m² of living area only with a published (comparable) price and an area', () => {
    // A unit at €339,000 without VAT is compared at €410,190 (ADR 0068, 0080).
    expect(pricePerArea(410_190, 84)).toBe(4883)
    expect(pricePerArea(300_000, 100)).toBe(3000)
    expect(pricePerArea(249_000, 87)).toBe(2862)
    for (const [price, area] of [[null, 100], [300_000, null], [300_000, 0], [0, 100], [undefined, undefined]] as const) expect(pricePerArea(price, area)).toBeNull()
  })
})

describe('activeFilters and withoutFilter: every filter visible and removable (issue 23)', () => {
  it('lists nothing for an unfiltered listing, and neither the sort nor the page', () => {
    expect(activeFilters(parseListingQuery({ sort: 'price-asc', page: '3' }))).toEqual([])
  })

  it('lists the typed text first, then every other filter in the form’s order', () => {
    const query = parseListingQuery({ sold: '1', build: 'new', parking: '1', outdoor: '1', epc: 'c', areaMin: '100', bedrooms: '2', priceMax: '400000', priceMin: '100000', type: '3', zone: '4', city: 'Bredene|8450', q: 'Oost' })
    expect(activeFilters(query).map((filter) => filter.key)).toEqual(['q', 'city', 'zone', 'type', 'priceMin', 'priceMax', 'bedrooms', 'areaMin', 'epc', 'outdoor', 'parking', 'build', 'withDone'])
    expect(activeFilters(query)[0]).toEqual({ key: 'q', value: 'Oost' })
  })

  it('links each chip to the same listing without that one filter, on its first page, keeping the sort', () => {
    const query = parseListingQuery({ q: 'Oost', city: 'Bredene|8450', sort: 'price-asc', page: '2' })
    // The text kept from the home search is removed alone: the city the visitor picked stays (the Bredene case).
    expect(withoutFilter(query, 'q')).toBe('?city=Bredene%7C8450&sort=price-asc')
    expect(withoutFilter(query, 'city')).toBe('?q=Oost&sort=price-asc')
    const flags = parseListingQuery({ outdoor: '1', parking: '1', sold: '1', epc: 'b', build: 'new', areaMin: '50' })
    expect(withoutFilter(flags, 'outdoor')).toBe('?areaMin=50&epc=b&parking=1&build=new&sold=1')
    expect(withoutFilter(flags, 'withDone')).toBe('?areaMin=50&epc=b&outdoor=1&parking=1&build=new')
    // Every chip removes exactly its own filter.
    for (const filter of activeFilters(flags)) {
      const left = activeFilters(parseListingQuery(Object.fromEntries(new URLSearchParams(withoutFilter(flags, filter.key)))))
      expect(left.map((f) => f.key), filter.key).toEqual(activeFilters(flags).map((f) => f.key).filter((key) => key !== filter.key))
    }
  })
})

describe('hasListingFilters', () => {
  it('is true for a filter, a sort or a page beyond the first, and false for defaults and foreign parameters', () => {
    for (const search of ['city=Oostende%7C8400', 'type=3', 'zone=2', 'priceMin=100000', 'bedrooms=2', 'q=zee', 'sort=price-asc', 'page=2'])
      expect(hasListingFilters(new URLSearchParams(search)), search).toBe(true)
    for (const search of ['', 'page=1', 'sort=newest', 'utm_source=newsletter&fbclid=x', 'setcookies', 'type=abc', 'city=nozip'])
      expect(hasListingFilters(new URLSearchParams(search)), search).toBe(false)
  })
})

describe('pageCount', () => {
  it('has at least one page', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(12)).toBe(1)
    expect(pageCount(13)).toBe(2)
    expect(pageCount(37, 12)).toBe(4)
  })
})

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })
  it('keeps the ends and the neighbourhood of the current page, with gaps', () => {
    expect(pageWindow(10, 834)).toEqual([1, null, 8, 9, 10, 11, 12, null, 834])
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, null, 50])
    expect(pageWindow(50, 50)).toEqual([1, null, 48, 49, 50])
  })
})

describe('typeWebIds (SPEC §2.3: a type filter matches any web id of a property)', () => {
  it('holds the main type and every comma-separated WebID, once each', () => {
    expect(typeWebIds(3, '3,5, 7')).toEqual([3, 5, 7])
    expect(typeWebIds(null, '1,2')).toEqual([1, 2])
    expect(typeWebIds(4, null)).toEqual([4])
    expect(typeWebIds(undefined, '')).toEqual([])
  })

  it('leaves out what is not a whole web id', () => {
    expect(typeWebIds(2, ' , x, -3, 4.5, 99999999, 6 ,1e3,0x10')).toEqual([2, 6])
    expect(typeWebIds(Number.NaN, '8')).toEqual([8])
  })

  it('reads a long WebIDs text only so far', () => {
    expect(typeWebIds(null, '1,'.repeat(10_000) + '9')).toEqual([1])
  })
})

describe('inListingScope: what a listing shows before the filters', () => {
  const property = { published: true, goal: 'sale' as const, countryId: 10, availability: 'available' }
  it('lists published Belgian properties by goal and everything published abroad', () => {
    expect(inListingScope(property, 'sale')).toBe(true)
    expect(inListingScope(property, 'rent')).toBe(false)
    expect(inListingScope(property, 'abroad')).toBe(false)
    expect(inListingScope({ ...property, goal: 'rent' }, 'rent')).toBe(true)
    expect(inListingScope({ ...property, countryId: 50 }, 'sale')).toBe(false)
    expect(inListingScope({ ...property, countryId: 50, goal: 'rent' }, 'abroad')).toBe(true)
    // An unknown country is not Belgium, as the database query reads it.
    expect(inListingScope({ ...property, countryId: null }, 'abroad')).toBe(true)
  })

  it('leaves sold and rented properties out unless the visitor asks for them', () => {
    for (const availability of ['sold', 'rented', null]) {
      expect(inListingScope({ ...property, availability }, 'sale'), String(availability)).toBe(false)
      expect(inListingScope({ ...property, availability }, 'sale', true), String(availability)).toBe(true)
      expect(inListingScope({ ...property, availability, countryId: 50 }, 'abroad'), String(availability)).toBe(false)
    }
    expect(inListingScope(property, 'sale', true)).toBe(true)
    expect(inListingScope({ ...property, published: false, availability: 'sold' }, 'sale', true)).toBe(false)
  })

  it('never lists an unpublished property', () => {
    for (const scope of ['sale', 'rent', 'abroad'] as const) expect(inListingScope({ ...property, published: false, countryId: scope === 'abroad' ? 50 : 10 }, scope)).toBe(false)
  })
})

describe('dropdownCounts: the search dropdown counts what the linked listings show', () => {
  const at = (goal: 'sale' | 'rent', extra: Partial<{ published: boolean; countryId: number; city: string; typeWebIds: number[]; availability: string }> = {}) => ({
    published: true,
    goal,
    countryId: 10,
    availability: 'available',
    city: 'Oostende',
    zip: '8400',
    typeWebIds: [3],
    ...extra,
  })

  it('counts by goal in Belgium, every WebID of a property, and leaves out unpublished, foreign, sold and rented ones', () => {
    const { types, cities } = dropdownCounts(
      [
        at('sale'),
        at('sale', { typeWebIds: [3, 5] }),
        at('rent'),
        at('sale', { published: false }),
        at('sale', { countryId: 50, city: 'Luxembourg' }),
        at('rent', { city: 'Bredene' }),
        at('sale', { availability: 'sold', typeWebIds: [7] }),
        at('rent', { availability: 'rented', city: 'Brugge' }),
      ],
      [3, 5, 7],
    )
    expect(Object.fromEntries(types)).toEqual({ 3: { sale: 2, rent: 2 }, 5: { sale: 1, rent: 0 }, 7: { sale: 0, rent: 0 } })
    expect(cities.map(({ name, saleCount, rentCount }) => ({ name, saleCount, rentCount }))).toEqual([
      { name: 'Bredene', saleCount: 0, rentCount: 1 },
      { name: 'Oostende', saleCount: 2, rentCount: 1 },
    ])
  })
})
