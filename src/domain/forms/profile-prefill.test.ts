import { describe, expect, it } from 'vitest'

import { parseListingQuery } from '../listing'
import { hasProfilePrefill, parseProfilePrefill, prefillFromListing, prefillValues, profilePrefillSearch } from './profile-prefill'

const none = { goal: null, type: null, priceMin: null, priceMax: null, bedrooms: null, zone: null, city: null }

describe('a listing’s criteria carried to the keep-me-informed form', () => {
  it('reads goal, type, price range, bedrooms, zone and city from the address', () => {
    expect(parseProfilePrefill({ goal: 'rent', type: '3', priceMin: '500', priceMax: '1200', bedrooms: '2', zone: '7', city: 'Brugge|8000' })).toEqual({
      goal: 'rent',
      type: 3,
      priceMin: 500,
      priceMax: 1200,
      bedrooms: 2,
      zone: 7,
      city: { name: 'Brugge', zip: '8000' },
    })
  })

  it('ignores what is not a criterion or out of bounds, and never reads more than the first value', () => {
    expect(parseProfilePrefill({ goal: 'steal', type: '-1', priceMax: '1e9', bedrooms: '21', zone: '0', city: '<script>' })).toEqual(none)
    expect(parseProfilePrefill({ goal: ['buy', 'rent'], zone: ['4', '5'], email: 'x@example.be', password: 'p' })).toEqual({ ...none, goal: 'buy', zone: 4 })
    expect(parseProfilePrefill({ priceMin: '900', priceMax: '300' })).toMatchObject({ priceMin: 300, priceMax: 900 })
  })

  it('says when an address carries criteria (then the page is rendered for it)', () => {
    expect(hasProfilePrefill(new URLSearchParams('goal=rent'))).toBe(true)
    expect(hasProfilePrefill(new URLSearchParams('zone=3'))).toBe(true)
    expect(hasProfilePrefill(new URLSearchParams('goal=other&utm_source=x'))).toBe(false)
    expect(hasProfilePrefill(new URLSearchParams(''))).toBe(false)
  })

  it('writes the criteria of a listing into the form’s address, which reads back the same', () => {
    const query = parseListingQuery({ city: 'Oostende|8400', type: '3', priceMax: '300000', bedrooms: '2', q: 'zeezicht', sort: 'price-asc', page: '3' })
    const prefill = prefillFromListing('sale', query)
    expect(prefill).toEqual({ goal: 'buy', type: 3, priceMin: null, priceMax: 300000, bedrooms: 2, zone: null, city: { name: 'Oostende', zip: '8400' } })
    const search = profilePrefillSearch(prefill)
    expect(search).toBe('?goal=buy&type=3&priceMax=300000&bedrooms=2&city=Oostende%7C8400')
    expect(parseProfilePrefill(Object.fromEntries(new URLSearchParams(search)))).toEqual(prefill)
    expect(prefillFromListing('rent', parseListingQuery({})).goal).toBe('rent')
    expect(prefillFromListing('abroad', parseListingQuery({})).goal).toBeNull()
    expect(profilePrefillSearch(none)).toBe('')
  })

  it('fills in only the form’s own choices, as the form names and reads them', () => {
    const choices = { types: [{ value: '11', webId: 3 }, { value: '12', webId: 2 }], regions: [{ value: '21' }, { value: '22' }] }
    expect(prefillValues({ ...none, goal: 'rent', type: 3, priceMin: 500, priceMax: 1200, bedrooms: 2, zone: 22 }, choices)).toEqual({
      goal: 'rent',
      propertyTypes: ['11'],
      regions: ['22'],
      priceMin: '500',
      priceMax: '1200',
      minBedrooms: '2',
    })
    // An unknown type or zone fills in nothing; a city becomes the zones its properties lie in, when known.
    expect(prefillValues({ ...none, type: 99, zone: 99 }, choices)).toEqual({})
    expect(prefillValues({ ...none, city: { name: 'Oostende', zip: '8400' } }, choices, [21, 22, 23])).toEqual({ regions: ['21', '22'] })
    expect(prefillValues({ ...none, bedrooms: 0 }, choices)).toEqual({})
  })
})
