import { describe, expect, it } from 'vitest'

import { comparablePrice, priceTerms, vatTerms, withVat } from './price-terms'

const sale = { goal: 'sale' as const, publishPrice: true, availability: 'available' }

describe('vatTerms: whether VAT is in a price', () => {
  it.each([
    [false, null, 'none'],
    [null, 'exclusive', 'none'],
    [true, null, 'excluded'],
    [true, 'exclusive', 'excluded'],
    [true, 'inclusive', 'included'],
    [true, 'registration', 'none'],
  ] as const)('vat %j, project %j → %s', (vat, pricesVat, expected) => expect(vatTerms(vat, pricesVat)).toBe(expected))
})

describe('priceTerms and the amount listings compare (issue 23 §1)', () => {
  it('lifts a new-build unit written without VAT by 21 %: €339,000 is €410,190, past a €350,000 filter', () => {
    const terms = priceTerms({ ...sale, price: 339_000, vat: true }, 'exclusive')
    expect(terms).toMatchObject({ kind: 'sale', vat: 'excluded', priceWithVat: 410_190, comparable: 410_190 })
    expect(comparablePrice({ ...sale, price: 339_000, vat: true }, null)).toBe(410_190)
    expect(withVat(339_000)).toBe(410_190)
  })

  it('keeps a price that holds its VAT, and a sale without VAT, as they are', () => {
    expect(comparablePrice({ ...sale, price: 339_000, vat: true }, 'inclusive')).toBe(339_000)
    expect(comparablePrice({ ...sale, price: 269_000, vat: false }, null)).toBe(269_000)
    expect(comparablePrice({ ...sale, price: 269_000, vat: true }, 'registration')).toBe(269_000)
  })

  it('a "from" price of a VAT unit is compared with VAT too', () => {
    expect(priceTerms({ ...sale, price: 219_000, priceUnit: 7, vat: true })).toMatchObject({ kind: 'sale', display: { kind: 'from' }, comparable: 264_990 })
  })

  it('a life annuity: the price is the bouquet, the monthly annuity beside it; compared by its bouquet', () => {
    const terms = priceTerms({ ...sale, price: 95_000, annuity: { bouquet: 95_000, monthlyRent: 1_150 } })
    expect(terms).toMatchObject({ kind: 'annuity', bouquet: 95_000, monthly: 1_150, comparable: 95_000 })
  })

  it('an annuity group without a monthly amount (the CRM sends 0 for unknown) is an ordinary sale', () => {
    expect(priceTerms({ ...sale, price: 95_000, annuity: { bouquet: 0, monthlyRent: 0 } }).kind).toBe('sale')
  })

  it('a rent: charges beside it and compared with them; unknown charges (0) add nothing', () => {
    expect(priceTerms({ goal: 'rent', publishPrice: true, price: 925, chargesRenter: 140 })).toMatchObject({ kind: 'rent', rent: 925, charges: 140, monthlyTotal: 1_065, comparable: 1_065 })
    expect(priceTerms({ goal: 'rent', publishPrice: true, price: 925, chargesRenter: 0 })).toMatchObject({ charges: null, monthlyTotal: 925, comparable: 925 })
  })

  it('a price not published has no terms and nothing to filter on, whatever else is known', () => {
    expect(priceTerms({ ...sale, price: 339_000, publishPrice: false, vat: true })).toEqual({ kind: 'onRequest', display: { kind: 'onRequest' }, comparable: null })
    expect(comparablePrice({ goal: 'rent', price: 925, publishPrice: false, chargesRenter: 140 })).toBeNull()
    expect(comparablePrice({ ...sale, price: 0 })).toBeNull()
  })
})
