import { describe, expect, it } from 'vitest'

import { DEFAULT_BUYER_COST_RATES } from './buyer-costs'
import { comparedIds, costsToCompare, MAX_COMPARED, MAX_FAVOURITES, mergeFavourites, parseFavouriteChange, parseIds, toggleFavourite } from './favourites'

describe('favourites', () => {
  it('reads ids from a query or a stored list: positive whole numbers, once each', () => {
    expect(parseIds('12,7,12,abc,-3,0,4.5, 9 ')).toEqual([12, 7, 9])
    expect(parseIds(['3,4', '5'])).toEqual([3, 4, 5])
    expect(parseIds(undefined)).toEqual([])
    expect(parseIds({ ids: [1] })).toEqual([])
    expect(parseIds('9'.repeat(40))).toEqual([])
  })

  it('keeps at most the maximum, so a crafted address cannot ask for the whole catalogue', () => {
    const many = Array.from({ length: 500 }, (_, i) => i + 1).join(',')
    expect(parseIds(many)).toHaveLength(MAX_FAVOURITES)
  })

  it('stars newest first and unstars', () => {
    expect(toggleFavourite([3, 2], 5)).toEqual([5, 3, 2])
    expect(toggleFavourite([5, 3, 2], 3)).toEqual([5, 2])
    expect(toggleFavourite([1], -1)).toEqual([1])
    const full = Array.from({ length: MAX_FAVOURITES }, (_, i) => i + 1)
    expect(toggleFavourite(full, 999)).toEqual([999, ...full.slice(0, -1)])
  })

  it('compares only favourites, at most four, in the favourites’ order', () => {
    expect(comparedIds([8, 6, 4, 2, 1], [1, 2, 4, 6, 8, 99])).toEqual([8, 6, 4, 2].slice(0, MAX_COMPARED))
    expect(comparedIds([8, 6], [6, 99])).toEqual([6])
  })
})

describe('costsToCompare', () => {
  const forSale = { goal: 'sale' as const, price: 490_000, publishPrice: true, availability: 'available', countryId: 10, zip: '8400' }
  const forRent = { goal: 'rent' as const, price: 850, publishPrice: true, availability: 'available', countryId: 10, zip: '8400', chargesRenter: 75 }

  it('a Belgian sale: the costs of the default situation and price + costs, as on the property page', () => {
    // €490,000 in Flanders, only own home, no loan: 9,800 + 2,585.95 + 1,100 + 774.05 + 300 (buyer-costs.test.ts).
    expect(costsToCompare(forSale, DEFAULT_BUYER_COST_RATES)).toEqual({ kind: 'purchase', costs: 14_560, total: 504_560 })
  })

  it('follows the rates from the admin', () => {
    expect(costsToCompare(forSale, { ...DEFAULT_BUYER_COST_RATES, flandersOwnHomeRate: 3 })).toEqual({ kind: 'purchase', costs: 19_460, total: 509_460 })
  })

  it('a rental: the charges and rent + charges; the total only when both are known', () => {
    expect(costsToCompare(forRent, DEFAULT_BUYER_COST_RATES)).toEqual({ kind: 'rent', rent: 850, charges: 75, total: 925 })
    expect(costsToCompare({ ...forRent, chargesRenter: 0 }, DEFAULT_BUYER_COST_RATES)).toEqual({ kind: 'rent', rent: 850, charges: null, total: null })
    expect(costsToCompare({ ...forRent, publishPrice: false }, DEFAULT_BUYER_COST_RATES)).toEqual({ kind: 'rent', rent: null, charges: 75, total: null })
  })

  it.each([
    ['sold', { ...forSale, availability: 'sold' }],
    ['in Luxembourg', { ...forSale, countryId: 50, zip: '1212' }],
    ['price hidden', { ...forSale, publishPrice: false }],
    ['rented', { ...forRent, availability: 'rented' }],
    ['a rental with neither rent nor charges known', { ...forRent, publishPrice: false, chargesRenter: null }],
  ])('nothing when %s', (_, property) => expect(costsToCompare(property, DEFAULT_BUYER_COST_RATES)).toEqual({ kind: 'none' }))

  it('merges the browser’s favourites with the account’s: the union, the browser’s order first, and sends what the account lacks', () => {
    expect(mergeFavourites([5, 3], [3, 9, 1])).toEqual({ merged: [5, 3, 9, 1], toSend: [5] })
    expect(mergeFavourites([], [4, 2])).toEqual({ merged: [4, 2], toSend: [] })
    expect(mergeFavourites([7, 6], [])).toEqual({ merged: [7, 6], toSend: [7, 6] })
    expect(mergeFavourites([2, 2, -1], [2])).toEqual({ merged: [2], toSend: [] })
  })

  it('keeps at most the maximum when merging, and never sends what falls off', () => {
    const browser = Array.from({ length: MAX_FAVOURITES }, (_, i) => i + 1)
    const account = [1000, 1001]
    const { merged, toSend } = mergeFavourites(browser, account)
    expect(merged).toHaveLength(MAX_FAVOURITES)
    expect(merged).toEqual(browser)
    expect(toSend).toEqual(browser)
    expect(mergeFavourites([1000], browser).merged).toEqual([1000, ...browser.slice(0, -1)])
  })

  it('reads a change to an account’s favourites, or nothing for a body that is not one', () => {
    expect(parseFavouriteChange({ ids: [12], saved: true })).toEqual({ ids: [12], saved: true })
    expect(parseFavouriteChange({ ids: [12, 12, 4], saved: false })).toEqual({ ids: [12, 4], saved: false })
    for (const bad of [null, [], 'x', { ids: [], saved: true }, { ids: [1] }, { ids: [0], saved: true }, { ids: ['1'], saved: true }, { ids: [1.5], saved: true }, { ids: 1, saved: true }, { ids: [1], saved: 'yes' }, { ids: Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => i + 1), saved: true }]) {
      expect(parseFavouriteChange(bad), JSON.stringify(bad)).toBeNull()
    }
  })
})
