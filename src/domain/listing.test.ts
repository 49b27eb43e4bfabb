import { describe, expect, it } from 'vitest'

import { dropdownCounts, hasListingFilters, inListingScope, listingSearch, pageCount, pageWindow, parseListingQuery, typeWebIds } from './listing'

describe('parseListingQuery (SPEC §2.3)', () => {
  it('reads city as name|zip and type as web id', () => {
    expect(parseListingQuery({ city: 'Oostende|8400', type: '3' })).toMatchObject({ city: { name: 'Oostende', zip: '8400' }, type: 3 })
  })

  it('has defaults for an empty query', () => {
    expect(parseListingQuery({})).toEqual({ city: null, type: null, zone: null, priceMin: null, priceMax: null, bedrooms: null, q: null, withDone: false, sort: 'newest', page: 1 })
  })

  it('ignores malformed values instead of failing', () => {
    expect(parseListingQuery({ city: 'Oostende', type: 'villa', zone: 'Mariakerke', priceMin: '-5', bedrooms: '2.5', sort: 'random', page: '0' })).toEqual({
      city: null,
      type: null,
      zone: null,
      priceMin: null,
      priceMax: null,
      bedrooms: null,
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
