import { describe, expect, it } from 'vitest'

import { comparablePrice } from './price-terms'
import { insidePolygon, type ListedProperty, matchesProfile, parsePolygon, type ProfileCriteria } from './search-profile'

// A square around Oostende centre, as the CRM writes it.
const oostende = parsePolygon('51.22,2.90 51.22,2.94 51.24,2.94 51.24,2.90')
const westende = parsePolygon('51.15,2.75 51.15,2.79 51.17,2.79 51.17,2.75')

const profile: ProfileCriteria = { goal: 'buy', typeIds: [3], zones: [[oostende]], priceMin: 200_000, priceMax: 350_000, minBedrooms: 2 }
const flat: ListedProperty = { goal: 'sale', typeId: 3, comparablePrice: 295_000, latitude: 51.23, longitude: 2.92, bedrooms: 2 }

describe('region polygons', () => {
  it('reads "lat,lng" pairs and skips broken ones', () => {
    expect(parsePolygon(' 51.1,2.9  51.2,2.9 x,y 51.2 ')).toEqual([
      { lat: 51.1, lng: 2.9 },
      { lat: 51.2, lng: 2.9 },
    ])
  })

  it('knows inside from outside', () => {
    expect(insidePolygon({ lat: 51.23, lng: 2.92 }, oostende)).toBe(true)
    expect(insidePolygon({ lat: 51.16, lng: 2.77 }, oostende)).toBe(false)
    expect(insidePolygon({ lat: 51.16, lng: 2.77 }, westende)).toBe(true)
    expect(insidePolygon({ lat: 51.23, lng: 2.92 }, [])).toBe(false)
  })
})

describe('keep me informed matching', () => {
  it('matches a property with the goal, type, zone, price and rooms asked for', () => {
    expect(matchesProfile(flat, profile)).toBe(true)
  })

  it.each<[string, Partial<ListedProperty>]>([
    ['for rent instead of sale', { goal: 'rent' }],
    ['another type', { typeId: 1 }],
    ['no type', { typeId: null }],
    ['outside the zones', { latitude: 51.16, longitude: 2.77 }],
    ['without a location', { latitude: null }],
    ['too cheap', { comparablePrice: 150_000 }],
    ['too expensive', { comparablePrice: 400_000 }],
    ['too few bedrooms', { bedrooms: 1 }],
    ['bedrooms unknown', { bedrooms: null }],
  ])('does not match a property %s', (_, change) => {
    expect(matchesProfile({ ...flat, ...change }, profile)).toBe(false)
  })

  it('lets a price on request through the price range, and any zone or type when none is chosen', () => {
    // Only exactly true publishes a price: unset or null is hidden too, and a hidden price has no comparable
    // amount, so the alerts never reveal a hidden price by who gets mailed and who does not.
    for (const publishPrice of [false, null, undefined]) {
      const hidden = comparablePrice({ goal: 'sale', price: 900_000, publishPrice })
      expect(hidden).toBeNull()
      expect(matchesProfile({ ...flat, comparablePrice: hidden }, profile)).toBe(true)
    }
    expect(matchesProfile({ ...flat, latitude: 51.16, longitude: 2.77, typeId: 1 }, { ...profile, zones: [], typeIds: [] })).toBe(true)
  })

  it('compares the amount the listings filter on: a unit at €339,000 without VAT is €410,190, not up to €350,000 (ADR 0080)', () => {
    const unit = { goal: 'sale' as const, price: 339_000, publishPrice: true, vat: true }
    expect(matchesProfile({ ...flat, comparablePrice: comparablePrice(unit, 'exclusive') }, profile)).toBe(false)
    expect(matchesProfile({ ...flat, comparablePrice: comparablePrice(unit, 'exclusive') }, { ...profile, priceMax: 420_000 })).toBe(true)
    // Written with its VAT, or sold without VAT, it is €339,000.
    expect(matchesProfile({ ...flat, comparablePrice: comparablePrice(unit, 'inclusive') }, profile)).toBe(true)
    expect(matchesProfile({ ...flat, comparablePrice: comparablePrice({ ...unit, vat: false }, 'exclusive') }, profile)).toBe(true)
    // A rent is compared with its charges: €925 + €140 is not up to €1,000.
    const rent = comparablePrice({ goal: 'rent', price: 925, publishPrice: true, chargesRenter: 140 })
    expect(matchesProfile({ ...flat, goal: 'rent', comparablePrice: rent }, { ...profile, goal: 'rent', priceMin: null, priceMax: 1_000 })).toBe(false)
  })

  it('checks every minimum that is set', () => {
    const rooms: ProfileCriteria = { goal: 'rent', typeIds: [], zones: [], minBathrooms: 1, minGarages: 1, minParkings: 2 }
    const house: ListedProperty = { goal: 'rent', typeId: 1, bathrooms: 1, garages: 1, parkings: 2 }
    expect(matchesProfile(house, rooms)).toBe(true)
    expect(matchesProfile({ ...house, parkings: 1 }, rooms)).toBe(false)
    expect(matchesProfile({ ...house, garages: 0 }, rooms)).toBe(false)
  })
})
