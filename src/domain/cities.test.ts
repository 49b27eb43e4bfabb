import { describe, expect, it } from 'vitest'

import { deriveCities } from './cities'

describe('deriveCities', () => {
  it('counts properties per city and postcode, for sale and for rent', () => {
    const cities = deriveCities([
      { city: 'Oostende', zip: '8400', goal: 'sale', countryId: 10, countryName: 'België' },
      { city: 'Oostende', zip: '8400', goal: 'rent', countryId: 10, countryName: 'België' },
      { city: 'oostende ', zip: '8400', goal: 'sale', countryId: 10, countryName: 'België' },
      { city: 'Liège', zip: '4000', goal: 'sale', countryId: 10, countryName: 'België' },
      { city: 'Brugge', zip: '8000', goal: 'rent', countryId: 10, countryName: 'België' },
      { city: '', zip: '8000', goal: 'rent' },
    ])
    expect(cities.map((c) => [c.name, c.zip, c.propertyCount, c.saleCount, c.rentCount])).toEqual([
      ['Brugge', '8000', 1, 0, 1],
      ['Liège', '4000', 1, 1, 0],
      ['Oostende', '8400', 3, 2, 1],
    ])
    expect(cities.find((c) => c.name === 'Liège')?.searchName).toBe('liege')
  })

  it('keeps the same name with another postcode apart', () => {
    const cities = deriveCities([
      { city: 'Westende', zip: '8434', goal: 'sale' },
      { city: 'Westende', zip: '8430', goal: 'sale' },
    ])
    expect(cities.map((c) => c.zip)).toEqual(['8430', '8434'])
  })
})
