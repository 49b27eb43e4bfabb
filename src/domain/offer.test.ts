import { describe, expect, it } from 'vitest'

import { isNewListing, offerBadge, offerStatus, priceDisplay } from './offer'

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
  const now = Date.parse('2026-11-26T12:00:00Z')
  it.each([
    [{ availability: 'available' }, 'available', null],
    [{ availability: 'available', marquee: 0 }, 'available', null],
    // The CRM's 'new' marquee no longer makes a property new: only its listing date does.
    [{ availability: 'available', marquee: 3 }, 'available', null],
    [{ availability: 'available', marquee: 3, listedAt: '2026-11-20T09:00:00Z' }, 'available', 'new'],
    [{ availability: 'available', marquee: 0, listedAt: '2026-11-20T09:00:00Z' }, 'available', 'new'],
    [{ availability: 'available', listedAt: '2026-10-01T09:00:00Z' }, 'available', null],
    [{ availability: 'available', marquee: 4, listedAt: '2026-11-20T09:00:00Z' }, 'option', 'option'],
    [{ availability: 'sold', listedAt: '2026-11-25T09:00:00Z' }, 'sold', 'sold'],
    [{ availability: 'available', marquee: 4 }, 'option', 'option'],
    [{ availability: 'sold', marquee: 3 }, 'sold', 'sold'],
    [{ availability: 'sold', marquee: 4 }, 'sold', 'sold'],
    [{ availability: 'rented' }, 'rented', 'rented'],
    [{}, 'available', null],
  ] as const)('%o is %s with badge %s', (offer, status, badge) => {
    expect(offerStatus(offer)).toBe(status)
    expect(offerBadge(offer, now)).toBe(badge)
  })
})

describe('isNewListing: listed within the last 14 days', () => {
  const now = Date.parse('2026-11-26T12:00:00Z')
  const DAY = 86_400_000
  it.each([
    [new Date(now).toISOString(), true],
    [new Date(now - 13 * DAY).toISOString(), true],
    [new Date(now - 14 * DAY + 1).toISOString(), true],
    [new Date(now - 14 * DAY).toISOString(), false],
    [new Date(now - 400 * DAY).toISOString(), false],
    // A feed written in another time zone may be a few hours ahead; a far-future date is a mistake.
    [new Date(now + 3 * 3_600_000).toISOString(), true],
    [new Date(now + 3 * DAY).toISOString(), false],
    ['not a date', false],
    [null, false],
    [undefined, false],
  ])('%s is new: %s', (listedAt, expected) => {
    expect(isNewListing(listedAt, now)).toBe(expected)
  })

  it('stops calling a property new as time passes, so a page rendered later shows no stale badge', () => {
    const listedAt = '2026-11-20T09:00:00Z'
    expect(offerBadge({ availability: 'available', listedAt }, Date.parse('2026-12-03T08:59:59Z'))).toBe('new')
    expect(offerBadge({ availability: 'available', listedAt }, Date.parse('2026-12-04T09:00:00Z'))).toBeNull()
  })
})
