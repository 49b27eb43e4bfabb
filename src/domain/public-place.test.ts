import { describe, expect, it } from 'vitest'

import { publicAddress, publicPlace, publicPrice, snapToGrid } from './public-place'

describe('publicPlace', () => {
  it('keeps the exact spot when the address is published', () => {
    expect(publicPlace({ latitude: 51.23456, longitude: 2.91234, publishAddress: true })).toEqual({ publicLatitude: 51.23456, publicLongitude: 2.91234 })
  })

  it.each([false, null, undefined])('snaps to the ~1 km grid when publishAddress is %o', (publishAddress) => {
    expect(publicPlace({ latitude: 51.23456, longitude: 2.91734, publishAddress })).toEqual({ publicLatitude: 51.23, publicLongitude: 2.92 })
  })

  it('gives the same point for every spot in a grid cell, so repeated saves or neighbours cannot be averaged', () => {
    const spots = [51.2251, 51.229, 51.2349].map((latitude) => publicPlace({ latitude, longitude: 2.9151, publishAddress: false }))
    expect(new Set(spots.map((s) => `${s.publicLatitude},${s.publicLongitude}`))).toEqual(new Set(['51.23,2.92']))
    expect(publicPlace({ latitude: 51.23, longitude: 2.92, publishAddress: false })).toEqual(spots[0])
  })

  it('moves a hidden spot by at most half a grid step (about 600 m)', () => {
    for (const latitude of [51.1, 51.12345, 51.3999, -33.8765]) expect(Math.abs(snapToGrid(latitude) - latitude)).toBeLessThanOrEqual(0.005 + 1e-9)
  })

  it.each([
    [{ latitude: null, longitude: 2.9 }],
    [{ latitude: 51.2, longitude: undefined }],
    [{ latitude: Number.NaN, longitude: 2.9 }],
    [{ latitude: 95, longitude: 2.9 }],
  ])('has no public place without valid coordinates: %o', (place) => {
    expect(publicPlace({ ...place, publishAddress: true })).toEqual({ publicLatitude: null, publicLongitude: null })
  })
})

describe('publicPrice', () => {
  it.each([
    [{ price: 325_000, publishPrice: true }, 325_000],
    [{ price: 325_000, publishPrice: false }, null],
    [{ price: 325_000, publishPrice: null }, null],
    [{ price: 325_000 }, null],
    [{ price: 0, publishPrice: true }, null],
    [{ price: null, publishPrice: true }, null],
  ])('%o sorts and filters as %o', (offer, expected) => expect(publicPrice(offer)).toBe(expected))
})

describe('publicAddress', () => {
  const place = { street: 'Zeedijk', houseNumber: '12', boxNumber: '3', zip: '8400', city: 'Oostende' }
  it('is the full address when the agency publishes it', () => expect(publicAddress({ ...place, publishAddress: true })).toBe('Zeedijk 12 /3, 8400 Oostende'))
  it.each([false, null, undefined])('is hidden when publishAddress is %j', (publishAddress) => expect(publicAddress({ ...place, publishAddress })).toBeNull())
  it('is nothing without a street', () => expect(publicAddress({ ...place, street: ' ', publishAddress: true })).toBeNull())
})
