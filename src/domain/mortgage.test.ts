import { describe, expect, it } from 'vitest'

import { monthlyRate, mortgageEstimate, parseRate, parseYears } from './mortgage'

describe('mortgageEstimate: equal monthly instalments at the equivalent monthly rate', () => {
  it('uses the equivalent monthly rate, not the yearly rate divided by 12', () => {
    // (1.03)^(1/12) − 1 = 0.0024662697…
    expect(monthlyRate(3)).toBeCloseTo(0.00246627, 8)
    expect(monthlyRate(3)).toBeLessThan(0.03 / 12)
  })

  it('€200,000 at 3 % over 20 years: €1,105.15 a month (3 % / 12 would say €1,109.20)', () => {
    // i = 0.0024662698; 200,000 × i / (1 − (1 + i)^−240) = 1,105.1471; × 240 − 200,000 = 65,235.31 interest
    const estimate = mortgageEstimate(200_000, 3, 20)
    expect(estimate.months).toBe(240)
    expect(estimate.monthly).toBe(1_105.15)
    expect(estimate.interest).toBe(65_235.31)
  })

  it('at 0 % the loan is split evenly', () => {
    expect(mortgageEstimate(120_000, 0, 10)).toEqual({ monthly: 1_000, months: 120, totalPaid: 120_000, interest: 0 })
  })

  it('a longer term lowers the instalment and raises the interest', () => {
    const short = mortgageEstimate(250_000, 3.3, 20)
    const long = mortgageEstimate(250_000, 3.3, 25)
    expect(long.monthly).toBeLessThan(short.monthly)
    expect(long.interest).toBeGreaterThan(short.interest)
  })
})

describe('parseRate and parseYears: what a visitor types', () => {
  it.each([
    ['3.3', 3.3],
    ['3,3', 3.3],
    [' 3,30 % ', 3.3],
    ['0', 0],
    ['15', 15],
    ['15.5', null],
    ['-1', null],
    ['drie', null],
    ['', null],
    ['3.1234', null],
  ])('rate %j → %j', (text, rate) => expect(parseRate(text)).toBe(rate))

  it.each([
    ['25', 25],
    [' 1 ', 1],
    ['40', 40],
    ['41', null],
    ['0', null],
    ['2.5', null],
    ['', null],
  ])('years %j → %j', (text, years) => expect(parseYears(text)).toBe(years))
})
