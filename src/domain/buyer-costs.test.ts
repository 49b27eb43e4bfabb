import { describe, expect, it } from 'vitest'

import { comparablePrice, withVat } from './price-terms'

import {
  buyerCostRates,
  buyerCostSubject,
  chosenSituation,
  CREDIT_FEE_SCALE,
  DEFAULT_BUYER_COST_RATES,
  estimateBuyerCosts,
  LOAN_INPUT_LENGTH,
  loanOf,
  mortgageTermsOf,
  parseLoanAmount,
  SALE_FEE_SCALE,
  scaleFee,
  type BuyerCostRates,
} from './buyer-costs'

/** Fixed rates for the worked examples, so a change of the defaults does not change the arithmetic below. */
const RATES: BuyerCostRates = {
  appliesFrom: '2025-01-01',
  flandersOwnHomeRate: 2,
  flandersRate: 12,
  walloniaOwnHomeRate: 3,
  walloniaRate: 12.5,
  brusselsRate: 12.5,
  brusselsAbatement: 200_000,
  brusselsAbatementCeiling: 600_000,
  vatRate: 21,
  administrativeCosts: 1_100,
  landRegisterCosts: 300,
  mortgageRegistrationRate: 1,
  mortgageFeeRate: 0.3,
  mortgageAdministrativeCosts: 800,
  mortgageRate: 3,
  mortgageYears: 20,
}

/*
 * Sale scale, cumulative fee at the top of each bracket (worked by hand):
 *   7,500 × 4.56 % = 342.00                    → 342.00 at 7,500
 *   10,000 × 2.85 % = 285.00                   → 627.00 at 17,500
 *   12,500 × 2.28 % = 285.00                   → 912.00 at 30,000
 *   15,495 × 1.71 % = 264.9645                 → 1,176.9645 at 45,495
 *   18,600 × 1.14 % = 212.04                   → 1,389.0045 at 64,095
 *   186,000 × 0.57 % = 1,060.20                → 2,449.2045 at 250,095
 *   above: 0.057 %
 */
describe('scaleFee: the notary fee scale for a sale', () => {
  it.each([
    [0, 0],
    [5_000, 228], // 5,000 × 4.56 %
    [7_500, 342],
    // The notaries' own published example (65,000 → 1,394.16): 1,389.0045 + 905 × 0.57 % (5.1585) = 1,394.163
    [65_000, 1_394.16],
    [250_000, 2_448.66], // 1,389.0045 + 185,905 × 0.57 % (1,059.6585) = 2,448.663
    [250_095, 2_449.2], // 2,449.2045
    [300_000, 2_477.65], // 2,449.2045 + 49,905 × 0.057 % (28.44585) = 2,477.65035
    [450_000, 2_563.15], // 2,449.2045 + 199,905 × 0.057 % (113.94585) = 2,563.15035
  ])('%d € → %d €', (price, fee) => expect(scaleFee(price, SALE_FEE_SCALE)).toBe(fee))
})

/*
 * Credit scale, cumulative: 106.875 at 7,500; +114 → 220.875 at 17,500; +85.5 → 306.375 at 30,000;
 * +88.3215 → 394.6965 at 45,495; +84.816 → 479.5125 at 64,095; +424.08 → 903.5925 at 250,095; then 0.0456 %.
 */
describe('scaleFee: the notary fee scale for a credit deed', () => {
  it.each([
    [7_500, 106.88], // 106.875 rounds up to the cent
    [200_000, 789.38], // 479.5125 + 135,905 × 0.228 % (309.8634) = 789.3759
    [300_000, 926.35], // 903.5925 + 49,905 × 0.0456 % (22.75668) = 926.34918
  ])('%d € → %d €', (loan, fee) => expect(scaleFee(loan, CREDIT_FEE_SCALE)).toBe(fee))
})

describe('estimateBuyerCosts: registration duty by region and situation', () => {
  /*
   * Flanders, €300,000, only own home: duty 2 % = 6,000. Notary 2,477.65; file costs 1,100;
   * VAT 21 % × (2,477.65 + 1,100 = 3,577.65) = 751.3065 → 751.31; land register 300.
   * Costs 6,000 + 2,477.65 + 1,100 + 751.31 + 300 = 10,628.96; with the price 310,628.96.
   * Not the only own home: duty 12 % = 36,000 → costs 40,628.96.
   *
   * Wallonia, €250,000: notary 2,448.66; VAT 21 % × 3,548.66 = 745.2186 → 745.22.
   * Own home: 3 % = 7,500 → 7,500 + 2,448.66 + 1,100 + 745.22 + 300 = 12,093.88. Otherwise 12.5 % = 31,250 → 35,843.88.
   *
   * Brussels, €450,000, own home: abatement 200,000, duty 12.5 % × 250,000 = 31,250. Notary 2,563.15;
   * VAT 21 % × 3,663.15 = 769.2615 → 769.26. Costs 31,250 + 2,563.15 + 1,100 + 769.26 + 300 = 35,982.41.
   * Not own home: 12.5 % × 450,000 = 56,250 → 60,982.41.
   * €600,000 own home is still abated ("may not exceed"): 12.5 % × 400,000 = 50,000; €600,001 is not: 75,000.125 → 75,000.13.
   * €180,000 own home: the abatement takes the whole price, no duty.
   */
  it.each([
    ['flanders', 300_000, true, 6_000, 10_628.96],
    ['flanders', 300_000, false, 36_000, 40_628.96],
    ['wallonia', 250_000, true, 7_500, 12_093.88],
    ['wallonia', 250_000, false, 31_250, 35_843.88],
    ['brussels', 450_000, true, 31_250, 35_982.41],
    ['brussels', 450_000, false, 56_250, 60_982.41],
  ] as const)('%s, %d €, own home %s: duty %d €, costs %d €', (region, price, ownHome, duty, costs) => {
    const estimate = estimateBuyerCosts({ region, price, ownHome }, RATES)
    expect(estimate.registrationDuty).toBe(duty)
    expect(estimate.totalCosts).toBe(costs)
    expect(estimate.totalWithPrice).toBeCloseTo(price + costs, 2)
    expect(estimate.constructionVat).toBe(0)
    expect(estimate.mortgage).toBeNull()
  })

  it('Brussels abatement: up to the ceiling inclusive, never beyond, never more than the price', () => {
    const at = (price: number) => estimateBuyerCosts({ region: 'brussels', price, ownHome: true }, RATES)
    expect(at(600_000)).toMatchObject({ abatement: 200_000, dutyBase: 400_000, registrationDuty: 50_000 })
    expect(at(600_001)).toMatchObject({ abatement: 0, dutyBase: 600_001, registrationDuty: 75_000.13 })
    expect(at(180_000)).toMatchObject({ abatement: 180_000, dutyBase: 0, registrationDuty: 0 })
  })
})

describe('estimateBuyerCosts: new builds', () => {
  /*
   * Flanders, €400,000 new build, own home, no land share: VAT 21 % on the whole price = 84,000, no duty.
   * Notary 2,449.2045 + 149,905 × 0.057 % (85.44585) = 2,534.65; VAT 21 % × 3,634.65 = 763.2765 → 763.28.
   * Costs 84,000 + 2,534.65 + 1,100 + 763.28 + 300 = 88,697.93.
   * With a land share of 100,000: duty 2 % × 100,000 = 2,000 and VAT 21 % × 300,000 = 63,000 → 88,697.93 − 84,000 + 63,000 + 2,000 = 69,697.93.
   */
  it('VAT on the whole price without a land share', () => {
    const estimate = estimateBuyerCosts({ region: 'flanders', price: 400_000, ownHome: true, newBuild: true }, RATES)
    expect(estimate).toMatchObject({ registrationDuty: 0, constructionVat: 84_000, notaryFee: 2_534.65, feesVat: 763.28, totalCosts: 88_697.93 })
  })

  it('registration duty on the land share, VAT on the rest', () => {
    const estimate = estimateBuyerCosts({ region: 'flanders', price: 400_000, ownHome: true, newBuild: true, landShare: 100_000 }, RATES)
    expect(estimate).toMatchObject({ dutyBase: 100_000, registrationDuty: 2_000, constructionVat: 63_000, totalCosts: 69_697.93 })
  })

  it("adds a new home's VAT at the rate its price 'with VAT' and its comparable amount use, whatever the notary fees' VAT rate (ADR 0080)", () => {
    // The admin's vatRate is the VAT on the notary's fee and file costs; a new home's 21 % is NEW_HOME_VAT_RATE.
    const rates = { ...RATES, vatRate: 6 }
    const unit = { vat: true, goal: 'sale' as const, price: 339_000, publishPrice: true }
    const estimate = estimateBuyerCosts({ region: 'flanders', price: 339_000, ownHome: true, newBuild: true }, rates)
    expect(estimate.constructionVat).toBe(withVat(339_000) - 339_000)
    expect(339_000 + estimate.constructionVat).toBe(comparablePrice(unit, 'exclusive'))
    expect(estimate.feesVat).toBe(Math.round((estimate.notaryFee + rates.administrativeCosts) * 6) / 100)
    const included = estimateBuyerCosts({ region: 'flanders', price: 410_190, ownHome: true, newBuild: true, vatIncluded: true }, rates)
    expect(included.vatInPrice).toBe(71_190)
  })

  it('a land share is ignored for a property sold without VAT', () => {
    const estimate = estimateBuyerCosts({ region: 'flanders', price: 300_000, ownHome: true, landShare: 100_000 }, RATES)
    expect(estimate).toMatchObject({ dutyBase: 300_000, registrationDuty: 6_000, constructionVat: 0 })
  })
})

describe('estimateBuyerCosts: mortgage deed', () => {
  /*
   * Loan €200,000: duty 1 % = 2,000; mortgage fee 0.3 % = 600; notary 789.38 (credit scale); file costs 800;
   * VAT 21 % × (789.38 + 800 = 1,589.38) = 333.7698 → 333.77. Mortgage total 4,523.15.
   * With the Flanders €300,000 own-home purchase above: 10,628.96 + 4,523.15 = 15,152.11.
   */
  it('adds the mortgage costs when a loan is given', () => {
    const estimate = estimateBuyerCosts({ region: 'flanders', price: 300_000, ownHome: true, loanAmount: 200_000 }, RATES)
    expect(estimate.mortgage).toEqual({ registrationDuty: 2_000, mortgageFee: 600, notaryFee: 789.38, administrativeCosts: 800, vat: 333.77, total: 4_523.15 })
    expect(estimate.totalCosts).toBe(15_152.11)
  })

  it.each([0, null, undefined, -5])('no mortgage costs for a loan of %j', (loanAmount) => {
    expect(estimateBuyerCosts({ region: 'flanders', price: 300_000, ownHome: true, loanAmount }, RATES).mortgage).toBeNull()
  })
})

describe('parseLoanAmount', () => {
  it.each([
    ['250000', 250_000],
    ['250.000', 250_000],
    ['250 000', 250_000],
    ['€ 250,000', 250_000],
    [' 1 ', 1],
  ])('%j → %d', (input, amount) => expect(parseLoanAmount(input)).toBe(amount))

  it.each(['', '0', '-5', 'abc', '1e9', '250000<script>', '999999999999', '100000001', null, undefined])('%j is no loan', (input) => expect(parseLoanAmount(input)).toBeNull())
})

describe('buyerCostRates', () => {
  it('falls back to the defaults for missing or unusable values', () => {
    expect(buyerCostRates(null)).toEqual(DEFAULT_BUYER_COST_RATES)
    expect(buyerCostRates({ flandersRate: -1, walloniaRate: Number.NaN, brusselsRate: '12' as unknown as number, appliesFrom: 'soon' })).toEqual(DEFAULT_BUYER_COST_RATES)
  })

  it('takes the admin values and the date part of the date they apply from', () => {
    expect(buyerCostRates({ flandersOwnHomeRate: 3, appliesFrom: '2026-01-01T00:00:00.000Z' })).toMatchObject({ flandersOwnHomeRate: 3, appliesFrom: '2026-01-01' })
  })
})

describe('buyerCostSubject', () => {
  const forSale = { goal: 'sale' as const, price: 300_000, publishPrice: true, availability: 'available', countryId: 10, zip: '8400' }
  const plain = { vatIncluded: false, annuityMonthly: null }
  it('a Belgian property for sale with its price published', () => expect(buyerCostSubject(forSale)).toEqual({ price: 300_000, region: 'flanders', newBuild: false, ...plain }))
  it('sold with VAT is a new build', () => expect(buyerCostSubject({ ...forSale, vat: true, zip: '1050' })).toEqual({ price: 300_000, region: 'brussels', newBuild: true, ...plain }))
  it("follows the unit's project: VAT in the price, or a sale under registration duties (ADR 0068)", () => {
    expect(buyerCostSubject({ ...forSale, vat: true, project: { pricesVat: 'inclusive' } })).toMatchObject({ newBuild: true, vatIncluded: true })
    expect(buyerCostSubject({ ...forSale, vat: true, project: { pricesVat: 'registration' } })).toMatchObject({ newBuild: false, vatIncluded: false })
    expect(buyerCostSubject({ ...forSale, vat: true, project: 12 })).toMatchObject({ newBuild: true, vatIncluded: false })
  })
  it("a life annuity: the bouquet is the price, its monthly annuity said (issue 23 §1)", () =>
    expect(buyerCostSubject({ ...forSale, price: 95_000, annuity: { bouquet: 95_000, monthlyRent: 1_150 } })).toEqual({ price: 95_000, region: 'flanders', newBuild: false, vatIncluded: false, annuityMonthly: 1_150 }))
  it.each([
    ['for rent', { goal: 'rent' as const }],
    ['sold', { availability: 'sold' }],
    ['price hidden', { publishPrice: false }],
    ['price "from"', { priceUnit: 7 }],
    ['in Luxembourg', { countryId: 50, zip: '1212' }],
    ['without a postcode', { zip: null }],
  ])('none when %s', (_, change) => expect(buyerCostSubject({ ...forSale, ...change })).toBeNull())
})

describe('chosenSituation: the situation an address asks for', () => {
  it("reads the form's own values", () => {
    expect(chosenSituation({ ownHome: 'no', loan: '200.000' })).toEqual({ ownHome: false, loanText: '200.000', rateText: '', yearsText: '' })
    expect(chosenSituation({ ownHome: 'yes', loan: '', rate: ['3,1', '9'], years: '20' })).toEqual({ ownHome: true, loanText: '', rateText: '3,1', yearsText: '20' })
    expect(chosenSituation({ rate: '1'.repeat(500) }).rateText).toHaveLength(6)
  })

  it('is the default situation for an address without them', () => expect(chosenSituation({})).toEqual({ ownHome: true, loanText: '', rateText: '', yearsText: '' }))

  it.each([['NO'], ['0'], ['false'], [['yes', 'no']], [{ no: 1 }]])('only "no" (first value) changes the own home, not %j', (ownHome) => {
    expect(chosenSituation({ ownHome }).ownHome).toBe(true)
  })

  it("takes the first of repeated loans and cuts a long one to the input's length", () => {
    expect(chosenSituation({ loan: ['150000', '999'] }).loanText).toBe('150000')
    expect(chosenSituation({ loan: '9'.repeat(5000) }).loanText).toHaveLength(LOAN_INPUT_LENGTH)
    expect(chosenSituation({ loan: 42 }).loanText).toBe('')
  })
})

describe('mortgageTermsOf: the monthly estimate\'s rate and term', () => {
  const situation = { ownHome: true, loanText: '' }
  it("the admin's usual ones when nothing is typed, the typed ones when they read, else the usual ones flagged", () => {
    expect(mortgageTermsOf({ ...situation, rateText: '', yearsText: '' }, RATES)).toEqual({ rate: 3, years: 20, rateInvalid: false, yearsInvalid: false })
    expect(mortgageTermsOf({ ...situation, rateText: '3,75', yearsText: '30' }, RATES)).toEqual({ rate: 3.75, years: 30, rateInvalid: false, yearsInvalid: false })
    expect(mortgageTermsOf({ ...situation, rateText: 'x', yearsText: '0' }, RATES)).toEqual({ rate: 3, years: 20, rateInvalid: true, yearsInvalid: true })
  })
  it('keeps an odd admin value within the limits', () => {
    expect(mortgageTermsOf({ ...situation, rateText: '', yearsText: '' }, { mortgageRate: 40, mortgageYears: 80.4 })).toMatchObject({ rate: 15, years: 40 })
  })
})

describe('loanOf', () => {
  it('an amount, nothing, or a typed text that is not one', () => {
    expect(loanOf({ ownHome: true, loanText: '250 000' })).toEqual({ loanAmount: 250_000, loanInvalid: false })
    expect(loanOf({ ownHome: true, loanText: '  ' })).toEqual({ loanAmount: null, loanInvalid: false })
    expect(loanOf({ ownHome: true, loanText: 'veel' })).toEqual({ loanAmount: null, loanInvalid: true })
    expect(loanOf({ ownHome: true, loanText: '100000001' })).toEqual({ loanAmount: null, loanInvalid: true })
  })
})
