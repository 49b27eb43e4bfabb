/**
 * A monthly mortgage estimate beside the buyer's costs (issue 23 §3, ADR 0069): a fixed-rate loan repaid in
 * equal monthly instalments over its term. Belgian law has the monthly rate be the one equivalent to the
 * yearly rate (a loan at 3 % a year costs (1.03)^(1/12) − 1 a month, not 3 % / 12), so the figure matches a
 * Belgian bank's table. Left out, and said beside it: the borrower's insurance, the bank's file costs, a
 * variable rate's changes. Pure; the defaults come from the admin (Settings → buyer costs).
 */

export const MORTGAGE_LIMITS = { minRate: 0, maxRate: 15, minYears: 1, maxYears: 40 } as const

/** Today's usual fixed rate and term, used when the admin has none and as its defaults. */
export const DEFAULT_MORTGAGE = { rate: 3.3, years: 25 } as const

const cents = (amount: number) => Math.round(amount * 100) / 100

/** The monthly rate equivalent to a yearly rate in percent. */
export function monthlyRate(yearlyPercent: number): number {
  return Math.pow(1 + yearlyPercent / 100, 1 / 12) - 1
}

export type MortgageEstimate = { monthly: number; months: number; totalPaid: number; interest: number }

/** Equal monthly instalments repaying `loan` at `yearlyPercent` over `years`; at 0 % the loan split evenly. */
export function mortgageEstimate(loan: number, yearlyPercent: number, years: number): MortgageEstimate {
  const months = Math.round(years * 12)
  const rate = monthlyRate(yearlyPercent)
  const exact = rate === 0 ? loan / months : (loan * rate) / (1 - Math.pow(1 + rate, -months))
  const monthly = cents(exact)
  const totalPaid = cents(exact * months)
  return { monthly, months, totalPaid, interest: cents(totalPaid - loan) }
}

/** How much of a typed rate or term is kept and shown again. */
export const TERMS_INPUT_LENGTH = 6

/** A yearly rate as typed ('3.3', '3,3', '3,30 %'), between 0 and 15 %; null for anything else. */
export function parseRate(input: string | null | undefined): number | null {
  const text = String(input ?? '')
    .replace(/[%\s\u00a0\u202f]/g, '')
    .replace(',', '.')
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(text)) return null
  const rate = Number(text)
  return rate >= MORTGAGE_LIMITS.minRate && rate <= MORTGAGE_LIMITS.maxRate ? rate : null
}

/** A term in whole years as typed ('25'), from 1 to 40; null for anything else. */
export function parseYears(input: string | null | undefined): number | null {
  const text = String(input ?? '').trim()
  if (!/^\d{1,2}$/.test(text)) return null
  const years = Number(text)
  return years >= MORTGAGE_LIMITS.minYears && years <= MORTGAGE_LIMITS.maxYears ? years : null
}
