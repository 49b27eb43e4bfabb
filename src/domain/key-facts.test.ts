import { describe, expect, it } from 'vitest'

import { epcBadge, keyFacts, priceNote, pricePerSquareMetre, type KeyFactsSource } from './key-facts'
import { pricePerArea } from './listing'
import { PRICE_UNIT_FROM } from './offer'
import { comparablePrice } from './price-terms'

const flat: KeyFactsSource = {
  goal: 'sale',
  availability: 'available',
  price: 249000,
  publishPrice: true,
  bedrooms: 2,
  surfaceLiving: 83,
  energyPerformance: 150,
  zip: '8400',
  countryId: 10,
}

const kinds = (source: KeyFactsSource) => keyFacts(source).map((fact) => fact.kind)

describe('keyFacts', () => {
  it('gives price, price per m², bedrooms, area and EPC in that order', () => {
    expect(kinds(flat)).toEqual(['price', 'pricePerSquareMetre', 'bedrooms', 'livingArea', 'epc'])
    expect(keyFacts(flat)).toContainEqual({ kind: 'pricePerSquareMetre', amount: 3000, withVat: false })
    expect(keyFacts(flat)).toContainEqual({ kind: 'livingArea', squareMetres: 83 })
  })

  it('leaves out what the property does not have (no zero bedrooms, no unknown EPC)', () => {
    expect(kinds({ ...flat, bedrooms: 0, surfaceLiving: null, energyPerformance: null })).toEqual(['price'])
  })

  it('shows no price nor price note for a sold or rented property, its facts still', () => {
    expect(kinds({ ...flat, availability: 'sold', project: { pricesVat: 'exclusive' } })).toEqual(['bedrooms', 'livingArea', 'epc'])
    expect(kinds({ ...flat, goal: 'rent', availability: 'rented', chargesRenter: 140 })).toEqual(['bedrooms', 'livingArea', 'epc'])
  })

  it('puts the price note right after the price', () => {
    expect(kinds({ ...flat, vat: true, project: { pricesVat: 'exclusive' } })).toEqual(['price', 'priceNote', 'pricePerSquareMetre', 'bedrooms', 'livingArea', 'epc'])
  })
})

describe('priceNote', () => {
  it('says a new-build unit’s price is with or without VAT, as its project says', () => {
    expect(priceNote({ ...flat, vat: true, project: { pricesVat: 'exclusive' } })).toEqual({ kind: 'vat', pricesVat: 'exclusive' })
    expect(priceNote({ ...flat, vat: true, project: { pricesVat: 'inclusive' } })).toEqual({ kind: 'vat', pricesVat: 'inclusive' })
    expect(priceNote({ ...flat, vat: true, project: { pricesVat: 'registration' } })).toEqual({ kind: 'vat', pricesVat: 'registration' })
  })

  it('never says "excl. VAT" of a unit the CRM sells without VAT, whose price and comparable amount hold none (ADR 0080)', () => {
    expect(priceNote({ ...flat, vat: false, project: { pricesVat: 'exclusive' } })).toEqual({ kind: 'vat', pricesVat: 'registration' })
    expect(priceNote({ ...flat, vat: null, project: { pricesVat: 'inclusive' } })).toEqual({ kind: 'vat', pricesVat: 'registration' })
  })

  it('says a life annuity is paid on top of the lump sum', () => {
    expect(priceNote({ ...flat, annuity: { bouquet: 95000, monthlyRent: 1150 } })).toEqual({ kind: 'annuity', monthly: 1150 })
  })

  it('gives a rent its tenant charges, a sale its owner charges', () => {
    expect(priceNote({ ...flat, goal: 'rent', price: 925, chargesRenter: 140, chargesOwner: 200 })).toEqual({ kind: 'charges', monthly: 140, payer: 'tenant' })
    expect(priceNote({ ...flat, chargesOwner: 200, chargesRenter: 140 })).toEqual({ kind: 'charges', monthly: 200, payer: 'owner' })
  })

  it('has nothing to say about a plain price', () => {
    expect(priceNote(flat)).toBeNull()
    expect(priceNote({ ...flat, chargesOwner: 0, annuity: { monthlyRent: 0 } })).toBeNull()
  })
})

describe('pricePerSquareMetre', () => {
  it('is for a set sale price only: not a rent, a "from" price, a price on request or an annuity’s lump sum', () => {
    expect(pricePerSquareMetre(flat)).toEqual({ amount: 3000, withVat: false })
    expect(pricePerSquareMetre({ ...flat, goal: 'rent', price: 925 })).toBeNull()
    expect(pricePerSquareMetre({ ...flat, priceUnit: PRICE_UNIT_FROM })).toBeNull()
    expect(pricePerSquareMetre({ ...flat, publishPrice: false })).toBeNull()
    expect(pricePerSquareMetre({ ...flat, annuity: { bouquet: 95000, monthlyRent: 1150 } })).toBeNull()
    expect(pricePerSquareMetre({ ...flat, surfaceLiving: 0 })).toBeNull()
  })

  it('rounds to whole euros', () => {
    expect(pricePerSquareMetre({ ...flat, price: 250000, surfaceLiving: 83 })).toEqual({ amount: 3012, withVat: false })
  })

  it('divides the amount the listing sorts on: a unit at €339,000 without VAT is €410,190 over its 84 m² (ADR 0080)', () => {
    const unit = { ...flat, price: 339_000, surfaceLiving: 84, vat: true, project: { pricesVat: 'exclusive' as const } }
    expect(pricePerSquareMetre(unit)).toEqual({ amount: 4883, withVat: true })
    expect(pricePerSquareMetre(unit)?.amount).toBe(pricePerArea(comparablePrice(unit, 'exclusive'), 84))
    // A price that holds its VAT, or a sale without VAT, is divided as it is.
    expect(pricePerSquareMetre({ ...unit, project: { pricesVat: 'inclusive' } })).toEqual({ amount: 4036, withVat: false })
    expect(pricePerSquareMetre({ ...unit, vat: false })).toEqual({ amount: 4036, withVat: false })
  })
})

describe('epcBadge', () => {
  it('gives the class on the region’s colours', () => {
    expect(epcBadge(flat)).toMatchObject({ region: 'flanders', energyClass: 'b', label: 'B' })
    const worst = epcBadge({ ...flat, energyPerformance: 700 })!
    const best = epcBadge({ ...flat, energyPerformance: 50 })!
    expect(worst.label).toBe('F')
    expect(best.background).not.toBe(worst.background)
  })

  it('is null when the region or the class is unknown', () => {
    expect(epcBadge({ ...flat, zip: null })).toBeNull()
    expect(epcBadge({ ...flat, energyPerformance: null })).toBeNull()
  })
})
