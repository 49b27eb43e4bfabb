import { describe, expect, it } from 'vitest'

import { offerBadge, offerStatus, priceDisplay } from './offer'

describe('priceDisplay', () => {
  it.each([
    ['published sale price', { goal: 'sale', price: 325000, publishPrice: true }, { kind: 'amount', amount: 325000 }],
    ['published rent price is per month', { goal: 'rent', price: 950, publishPrice: true }, { kind: 'perMonth', amount: 950 }],
    ['price unit 7 is "from"', { goal: 'sale', price: 199000, publishPrice: true, priceUnit: 7 }, { kind: 'from', amount: 199000 }],
    ['"from" wins over per month', { goal: 'rent', price: 800, publishPrice: true, priceUnit: 7 }, { kind: 'from', amount: 800 }],
    ['another price unit is a plain amount', { goal: 'sale', price: 199000, publishPrice: true, priceUnit: 1 }, { kind: 'amount', amount: 199000 }],
    ['unpublished price is on request', { goal: 'sale', price: 325000, publishPrice: false }, { kind: 'onRequest' }],
    ['missing publish flag is on request', { goal: 'sale', price: 325000 }, { kind: 'onRequest' }],
    ['no price is on request', { goal: 'sale', price: null, publishPrice: true }, { kind: 'onRequest' }],
    ['zero is on request', { goal: 'sale', price: 0, publishPrice: true }, { kind: 'onRequest' }],
    ['negative is on request', { goal: 'sale', price: -5, publishPrice: true }, { kind: 'onRequest' }],
    ['NaN is on request', { goal: 'sale', price: Number.NaN, publishPrice: true }, { kind: 'onRequest' }],
  ] as const)('%s', (_name, offer, expected) => {
    expect(priceDisplay(offer)).toEqual(expected)
  })
})

describe('offerStatus and offerBadge', () => {
  it.each([
    [{ availability: 'available' }, 'available', null],
    [{ availability: 'available', marquee: 0 }, 'available', null],
    [{ availability: 'available', marquee: 3 }, 'available', 'new'],
    [{ availability: 'available', marquee: 4 }, 'option', 'option'],
    [{ availability: 'sold', marquee: 3 }, 'sold', 'sold'],
    [{ availability: 'sold', marquee: 4 }, 'sold', 'sold'],
    [{ availability: 'rented' }, 'rented', 'rented'],
    [{}, 'available', null],
  ] as const)('%o is %s with badge %s', (offer, status, badge) => {
    expect(offerStatus(offer)).toBe(status)
    expect(offerBadge(offer)).toBe(badge)
  })
})
