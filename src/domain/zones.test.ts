import { describe, expect, it } from 'vitest'

import { publicPlace } from './public-place'
import { polygonMeetsBox, sameIds, samePolygons, type Zone, zonePolygons, zonesContaining } from './zones'

// Two neighbouring squares, as the CRM writes region polygons, and a zone of two parts.
const centre = '51.22,2.90 51.22,2.943 51.24,2.943 51.24,2.90'
const east = '51.22,2.943 51.22,2.98 51.24,2.98 51.24,2.943'
const zones: Zone[] = [
  { id: 7, polygons: zonePolygons([{ coordinates: east }]) },
  { id: 3, polygons: zonePolygons([{ coordinates: centre }]) },
  { id: 12, polygons: zonePolygons([{ coordinates: '51.10,2.70 51.10,2.72 51.12,2.72' }, { coordinates: centre }]) },
]

describe('zonesContaining (the zone filter, ADR 0031)', () => {
  const exact = (latitude: number | null | undefined, longitude?: number | null) => ({ latitude, longitude, exact: true })

  it('gives a published address the ids of every zone its point lies in, in ascending order', () => {
    expect(zonesContaining(exact(51.23, 2.92), zones)).toEqual([3, 12])
    expect(zonesContaining(exact(51.23, 2.96), zones)).toEqual([7])
    expect(zonesContaining(exact(51.111, 2.715), zones)).toEqual([12])
  })

  it('gives none outside every zone or without a valid point', () => {
    expect(zonesContaining(exact(50.85, 4.35), zones)).toEqual([])
    for (const place of [exact(null, 2.92), exact(51.23), exact(Number.NaN, 2.92), exact(undefined, undefined)]) expect(zonesContaining(place, zones)).toEqual([])
    expect(zonesContaining({ latitude: null, longitude: null, exact: false }, zones)).toEqual([])
  })

  it('gives a hidden address every zone its grid cell overlaps, so its real zone is always among them', () => {
    // The real spot lies in the eastern square, just past the border; its public point, the centre of its cell, does not.
    const spot = { latitude: 51.2312, longitude: 2.9436 }
    const place = publicPlace({ ...spot, publishAddress: false })
    expect(zonesContaining({ ...spot, exact: true }, zones)).toEqual([7])
    expect(zonesContaining({ latitude: place.publicLatitude, longitude: place.publicLongitude, exact: false }, zones)).toEqual([3, 7, 12])
    // The public point taken as the place would have lost the real zone.
    expect(zonesContaining({ latitude: place.publicLatitude, longitude: place.publicLongitude, exact: true }, zones)).toEqual([3, 12])
  })

  it('never loses the zone of a hidden address, wherever the spot lies in its cell', () => {
    const small = [{ id: 1, polygons: zonePolygons([{ coordinates: '51.2301,2.9301 51.2301,2.9319 51.2319,2.9319 51.2319,2.9301' }]) }]
    for (let step = 0; step < 400; step++) {
      const spot = { latitude: 51.2301 + ((step * 37) % 180) / 100_000, longitude: 2.9301 + ((step * 53) % 180) / 100_000 }
      expect(zonesContaining({ ...spot, exact: true }, small), `${spot.latitude},${spot.longitude}`).toEqual([1])
      const place = publicPlace({ ...spot, publishAddress: false })
      expect(zonesContaining({ latitude: place.publicLatitude, longitude: place.publicLongitude, exact: false }, small), `${spot.latitude},${spot.longitude}`).toEqual([1])
    }
  })

  it('skips polygons of fewer than three valid points, which enclose nothing', () => {
    expect(zonePolygons([{ coordinates: '51.22,2.90 51.24,2.94' }, { coordinates: 'x,y' }, { coordinates: null }, { coordinates: centre }])).toHaveLength(1)
    expect(zonesContaining(exact(51.23, 2.92), [{ id: 1, polygons: zonePolygons([{ coordinates: '51.22,2.90 51.24,2.94' }]) }])).toEqual([])
  })
})

describe('polygonMeetsBox', () => {
  const box = { south: 51.0, north: 51.01, west: 3.0, east: 3.01 }
  const square = (south: number, west: number, size: number) => zonePolygons([{ coordinates: `${south},${west} ${south},${west + size} ${south + size},${west + size} ${south + size},${west}` }])[0]!

  it('sees a polygon inside the box, the box inside a polygon, and edges that only cross', () => {
    expect(polygonMeetsBox(square(51.002, 3.002, 0.002), box)).toBe(true)
    expect(polygonMeetsBox(square(50.9, 2.9, 0.3), box)).toBe(true)
    // A thin cross-shaped overlap: no corner of either lies inside the other.
    expect(polygonMeetsBox(zonePolygons([{ coordinates: '50.99,3.004 50.99,3.006 51.02,3.006 51.02,3.004' }])[0]!, box)).toBe(true)
  })

  it('sees polygons that stay outside, even close by', () => {
    expect(polygonMeetsBox(square(51.02, 3.0, 0.005), box)).toBe(false)
    expect(polygonMeetsBox(square(51.0, 3.0101, 0.005), box)).toBe(false)
  })
})

describe('samePolygons and sameIds', () => {
  it('sees the same areas through other row ids and spacing, and a moved corner as a change', () => {
    expect(samePolygons([{ coordinates: centre }], [{ coordinates: `  ${centre.replaceAll(' ', '   ')} ` }])).toBe(true)
    expect(samePolygons([{ coordinates: centre }], [{ coordinates: centre.replace('2.943 51.24', '2.95 51.24') }])).toBe(false)
    expect(samePolygons([{ coordinates: centre }], [{ coordinates: centre }, { coordinates: east }])).toBe(false)
    expect(samePolygons(null, [])).toBe(true)
  })

  it('compares id lists whatever their order', () => {
    expect(sameIds([3, 12], [12, 3])).toBe(true)
    expect(sameIds([3], [3, 12])).toBe(false)
    expect(sameIds(null, [])).toBe(true)
  })
})
