import { describe, expect, it } from 'vitest'

import { parseListingQuery } from './listing'
import { approximateRadiusMetres, atOnePlace, MAP_MARKER_LIMIT, mapCap, mapDataSearch, mapListingQuery, marqueeIgnoreList, shownOnMap } from './listing-map'
import { MARQUEE } from './offer'
import { publicPlace } from './public-place'

/** Great-circle distance in metres (a sphere of the mean Earth radius). */
function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h))
}

describe('approximateRadiusMetres (the area drawn for a hidden address)', () => {
  it('is a few hundred metres on the Belgian coast', () => {
    expect(approximateRadiusMetres(51.2)).toBeGreaterThanOrEqual(600)
    expect(approximateRadiusMetres(51.2)).toBeLessThanOrEqual(700)
    expect(approximateRadiusMetres(51.2) % 10).toBe(0)
  })

  it('holds the real spot of every hidden address around its public point', () => {
    let farthest = 0
    for (let step = 0; step < 2000; step++) {
      // Spots spread over the coast and over whole grid cells, corners included.
      const spot = { lat: 50.9 + ((step * 7919) % 5000) / 10_000, lng: 2.5 + ((step * 104_729) % 9000) / 10_000 }
      const place = publicPlace({ latitude: spot.lat, longitude: spot.lng, publishAddress: false })
      const centre = { lat: place.publicLatitude!, lng: place.publicLongitude! }
      const distance = metresBetween(spot, centre)
      farthest = Math.max(farthest, distance)
      expect(distance, `${spot.lat},${spot.lng}`).toBeLessThanOrEqual(approximateRadiusMetres(centre.lat))
    }
    // The spots reached the corners of their cells: the test measured the worst case, not only the middle.
    expect(farthest).toBeGreaterThan(600)
  })

  it('narrows east–west with the latitude, as the grid cells do', () => {
    expect(approximateRadiusMetres(0)).toBeGreaterThan(approximateRadiusMetres(51.2))
    expect(approximateRadiusMetres(-51.2)).toBe(approximateRadiusMetres(51.2))
  })
})

describe('the marquees left off the map (Settings)', () => {
  it('keeps whole codes once each, in order, whatever staff or an old row stored', () => {
    expect(marqueeIgnoreList([4, 3, 4, '0', -1, 2.5, null, 'x'])).toEqual([0, 3, 4])
    expect(marqueeIgnoreList(undefined)).toEqual([])
    expect(marqueeIgnoreList('4')).toEqual([])
  })

  it('leaves a property off when its marquee is listed, an empty marquee counting as 0', () => {
    expect(shownOnMap(MARQUEE.inOption, [MARQUEE.inOption])).toBe(false)
    expect(shownOnMap(MARQUEE.new, [MARQUEE.inOption])).toBe(true)
    expect(shownOnMap(null, [MARQUEE.inOption])).toBe(true)
    expect(shownOnMap(null, [MARQUEE.none])).toBe(false)
    expect(shownOnMap(MARQUEE.inOption, [])).toBe(true)
  })
})

describe('mapListingQuery', () => {
  it('keeps every filter, the search text, the zone and "also sold/rented", but not the sort or the page', () => {
    const query = parseListingQuery({ city: 'Oostende|8400', type: '3', zone: '5', priceMax: '400000', bedrooms: '2', q: 'zee', sold: '1', sort: 'price-asc', page: '3' })
    expect(mapListingQuery(query)).toEqual({ ...query, sort: 'newest', page: 1 })
    expect(mapListingQuery(query).withDone).toBe(true)
  })

  it('keeps the sort of a capped list, whose map marks the items it shows, the first of that order', () => {
    const query = parseListingQuery({ priceMax: '400000', sort: 'price-asc', page: '2' })
    expect(mapListingQuery(query, true)).toEqual({ ...query, sort: 'price-asc', page: 1 })
  })
})

describe('a list cap on the map (a module’s maxItems)', () => {
  it('is read as a whole number from 1, at most the marker limit; anything else is no cap', () => {
    expect(mapCap('6')).toBe(6)
    expect(mapCap(6)).toBe(6)
    expect(mapCap('100000')).toBe(MAP_MARKER_LIMIT)
    for (const value of [null, undefined, '', '0', '-3', '2.5', 'abc', 0, -1, '1e3']) expect(mapCap(value)).toBeNull()
  })

  it('goes into the map answer’s address only when there is one', () => {
    expect(mapDataSearch('', null)).toBe('')
    expect(mapDataSearch('', 6)).toBe('?max=6')
    expect(mapDataSearch('?priceMax=400000', 6)).toBe('?priceMax=400000&max=6')
  })
})

describe('atOnePlace', () => {
  it('tells properties sharing one public point from neighbours', () => {
    expect(atOnePlace([{ lat: 51.23, lng: 2.92 }, { lat: 51.23, lng: 2.92 }])).toBe(true)
    expect(atOnePlace([{ lat: 51.23, lng: 2.92 }, { lat: 51.23, lng: 2.93 }])).toBe(false)
  })
})
