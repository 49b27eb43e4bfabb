import { describe, expect, it } from 'vitest'

import { energyRegion, regionForPostcode } from './region'

describe('regionForPostcode (SPEC §9)', () => {
  it.each([
    [1000, 'brussels'],
    [1299, 'brussels'],
    [1300, 'wallonia'],
    [1499, 'wallonia'],
    [1500, 'flanders'],
    [3999, 'flanders'],
    [4000, 'wallonia'],
    [7999, 'wallonia'],
    [8000, 'flanders'],
    [8400, 'flanders'],
    [9999, 'flanders'],
  ] as const)('%d → %s', (zip, region) => expect(regionForPostcode(zip)).toBe(region))

  it.each([999, 10000, 'abc', '', null, undefined, '84.5'])('%j has no region', (zip) => expect(regionForPostcode(zip as string)).toBeNull())

  it('reads postcodes sent as text', () => expect(regionForPostcode(' 8434 ')).toBe('flanders'))
})

describe('energyRegion', () => {
  it('uses the Luxembourg set by country', () => expect(energyRegion({ countryId: 50, zip: '1212' })).toBe('luxembourg'))
  it('uses the postcode in Belgium', () => expect(energyRegion({ countryId: 10, zip: '1050' })).toBe('brussels'))
  it('has no region for other countries', () => expect(energyRegion({ countryId: 33, zip: '75001' })).toBeNull())
})
