import { describe, expect, it } from 'vitest'

import { downPayment, rentalTerms } from './terms'

describe('offer to purchase (SPEC §9)', () => {
  it.each([
    [325_000, 32_500],
    [199_999, 20_000],
    [null, null],
    [0, null],
    [-5, null],
  ])('the down payment on %o is %o', (price, expected) => expect(downPayment(price)).toBe(expected))
})

describe('rental terms (SPEC §9)', () => {
  it('deposit of 3 months, first month with charges, income and persons from the parameters', () => {
    expect(rentalTerms({ rent: 850, chargesRenter: 75, bedrooms: 2 })).toEqual({ minIncome: 2550, maxPersons: 4, firstPayment: 925, deposit: 2550, depositKnown: false, moveIn: 3475 })
    expect(rentalTerms({ rent: 1000, bedrooms: 3 }, { minIncomeMultiple: 2.5, maxPersonsPerBedroom: 1 })).toEqual({ minIncome: 2500, maxPersons: 3, firstPayment: 1000, deposit: 3000, depositKnown: false, moveIn: 4000 })
  })

  it("takes the CRM's deposit when it gives one (0 is unknown): €2,775 + €925 + €140 = €3,840 before moving in", () => {
    expect(rentalTerms({ rent: 925, chargesRenter: 140, deposit: 2775 })).toMatchObject({ firstPayment: 1065, deposit: 2775, depositKnown: true, moveIn: 3840 })
    expect(rentalTerms({ rent: 925, chargesRenter: 140, deposit: 0 })).toMatchObject({ deposit: 2775, depositKnown: false, moveIn: 3840 })
  })

  it('leaves the number of persons open when bedrooms are unknown, and needs a rent', () => {
    expect(rentalTerms({ rent: 600, bedrooms: null })?.maxPersons).toBeNull()
    expect(rentalTerms({ rent: null })).toBeNull()
    expect(rentalTerms({ rent: 0 })).toBeNull()
  })
})
