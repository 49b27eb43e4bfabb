/**
 * A buyer's cost estimate for a Belgian property for sale (ADR 0032): registration duty or VAT, the
 * notary's fee by the legal scale with VAT, fixed costs, and the costs of a mortgage deed when a loan is given.
 * Pure rules; the rates come from the admin (Settings → buyer costs) so staff can follow the regions' changes.
 *
 * Sources used (2025-2026):
 * - Registration duty: Flanders 2 % for the only own home (since 1 January 2025), 12 % otherwise; Wallonia 3 % for
 *   the only own home (since 1 January 2025), 12.5 % otherwise; Brussels 12.5 % with the abatement on the first
 *   €200,000 when the buyer's own and only home costs at most €600,000 (in force since 1 April 2023, be.brussels
 *   "Real estate: breaking down the new tax abatement").
 * - Notary's fee for a sale: the degressive scale of the Royal Decree of 16 December 1950 (as published by Belgian
 *   notaries, e.g. deboerenpartners.be "Notariskosten": 4.56 % up to €7,500 … 0.057 % above €250,095), plus 21 % VAT.
 * - Notary's fee for a credit deed: the credit scale of the same decree (1.425 % up to €7,500 … 0.0456 % above
 *   €250,095); registration duty 1 % and mortgage registration fee 0.3 % of the loan (mes-finances.be, crefinance.be).
 * It stays an estimate: the mortgage's "accessories" (usually +10 % on the registered amount), regional exemptions
 * on the mortgage duty, the Brussels energy-renovation bonus and the exact land share of a new build are left out.
 */

import { DEFAULT_MORTGAGE, MORTGAGE_LIMITS, parseRate, parseYears, TERMS_INPUT_LENGTH } from './mortgage'
import { offerStatus } from './offer'
import { NEW_HOME_VAT_RATE, priceTerms, type PricedOffer, type ProjectPricesVat } from './price-terms'
import { energyRegion } from './region'

export type CostRegion = 'flanders' | 'wallonia' | 'brussels'

/** Percentages are written as the admin shows them: 2 means 2 %. Amounts are euros. */
export type BuyerCostRates = {
  appliesFrom: string
  flandersOwnHomeRate: number
  flandersRate: number
  walloniaOwnHomeRate: number
  walloniaRate: number
  brusselsRate: number
  brusselsAbatement: number
  brusselsAbatementCeiling: number
  /**
   * VAT on the notary's fee and file costs (the sale's and the credit deed's). Not a new home's VAT: that is
   * NEW_HOME_VAT_RATE (price-terms.ts), the one rate the price "with VAT", the listings' comparable amount and
   * this estimate's VAT on a new build all use (ADR 0080).
   */
  vatRate: number
  /** The notary's file costs (searches, certificates), subject to VAT. */
  administrativeCosts: number
  /** Land register formalities and the duty on writings, without VAT. */
  landRegisterCosts: number
  mortgageRegistrationRate: number
  mortgageFeeRate: number
  /** The notary's file costs for the credit deed, subject to VAT. */
  mortgageAdministrativeCosts: number
  /** The monthly estimate's starting point (ADR 0069): a usual fixed yearly rate (%) and term (years). */
  mortgageRate: number
  mortgageYears: number
}

/** Today's rates (see the sources above), used when the admin has none and as the admin's defaults. */
export const DEFAULT_BUYER_COST_RATES: BuyerCostRates = {
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
  mortgageRate: DEFAULT_MORTGAGE.rate,
  mortgageYears: DEFAULT_MORTGAGE.years,
}

type Bracket = { upTo: number; rate: number }

/** Royal Decree of 16 December 1950, scale for a sale (percent per bracket). */
export const SALE_FEE_SCALE: readonly Bracket[] = [
  { upTo: 7_500, rate: 4.56 },
  { upTo: 17_500, rate: 2.85 },
  { upTo: 30_000, rate: 2.28 },
  { upTo: 45_495, rate: 1.71 },
  { upTo: 64_095, rate: 1.14 },
  { upTo: 250_095, rate: 0.57 },
  { upTo: Infinity, rate: 0.057 },
]

/** Same decree, scale for a credit deed with mortgage (percent per bracket). */
export const CREDIT_FEE_SCALE: readonly Bracket[] = [
  { upTo: 7_500, rate: 1.425 },
  { upTo: 17_500, rate: 1.14 },
  { upTo: 30_000, rate: 0.684 },
  { upTo: 45_495, rate: 0.57 },
  { upTo: 64_095, rate: 0.456 },
  { upTo: 250_095, rate: 0.228 },
  { upTo: Infinity, rate: 0.0456 },
]

const cents = (amount: number) => Math.round(amount * 100) / 100
const percent = (amount: number, rate: number) => (amount * rate) / 100

/** A degressive scale: each bracket's rate applies to the part of the amount inside it. */
export function scaleFee(amount: number, scale: readonly Bracket[]): number {
  let fee = 0
  let from = 0
  for (const { upTo, rate } of scale) {
    if (amount <= from) break
    fee += percent(Math.min(amount, upTo) - from, rate)
    from = upTo
  }
  return cents(fee)
}

export type BuyerSituation = {
  price: number
  region: CostRegion
  /** The buyer's only own home (the reduced rate or the Brussels abatement). */
  ownHome: boolean
  /** Sold with VAT (a new build). */
  newBuild?: boolean
  /** The price already holds the VAT (a project that writes its prices with VAT): nothing is added for it. */
  vatIncluded?: boolean
  /** For a new build: the land's part of the price, which bears registration duty; without it VAT is on the whole price. */
  landShare?: number | null
  loanAmount?: number | null
}

export type MortgageCosts = {
  registrationDuty: number
  mortgageFee: number
  notaryFee: number
  administrativeCosts: number
  vat: number
  total: number
}

export type BuyerCostEstimate = {
  /** What the registration duty is charged on (the price, or a new build's land share, after the Brussels abatement). */
  dutyBase: number
  dutyRate: number
  abatement: number
  registrationDuty: number
  /** VAT on a new build's building (or whole price), added to the price. */
  constructionVat: number
  /** The VAT a price with VAT already holds (0 otherwise): said, never added. */
  vatInPrice: number
  notaryFee: number
  administrativeCosts: number
  /** VAT on the notary's fee and file costs. */
  feesVat: number
  landRegisterCosts: number
  mortgage: MortgageCosts | null
  totalCosts: number
  totalWithPrice: number
}

function registrationDuty(amount: number, region: CostRegion, ownHome: boolean, rates: BuyerCostRates) {
  if (region === 'flanders') return { rate: ownHome ? rates.flandersOwnHomeRate : rates.flandersRate, abatement: 0 }
  if (region === 'wallonia') return { rate: ownHome ? rates.walloniaOwnHomeRate : rates.walloniaRate, abatement: 0 }
  const abated = ownHome && amount <= rates.brusselsAbatementCeiling
  return { rate: rates.brusselsRate, abatement: abated ? Math.min(amount, rates.brusselsAbatement) : 0 }
}

function mortgageCosts(loan: number, rates: BuyerCostRates): MortgageCosts {
  const notaryFee = scaleFee(loan, CREDIT_FEE_SCALE)
  const costs = {
    registrationDuty: cents(percent(loan, rates.mortgageRegistrationRate)),
    mortgageFee: cents(percent(loan, rates.mortgageFeeRate)),
    notaryFee,
    administrativeCosts: rates.mortgageAdministrativeCosts,
    vat: cents(percent(notaryFee + rates.mortgageAdministrativeCosts, rates.vatRate)),
  }
  return { ...costs, total: cents(Object.values(costs).reduce((sum, value) => sum + value, 0)) }
}

export function estimateBuyerCosts(situation: BuyerSituation, rates: BuyerCostRates): BuyerCostEstimate {
  const { price, region, ownHome } = situation
  const landShare = situation.newBuild && situation.landShare && situation.landShare > 0 ? Math.min(situation.landShare, price) : 0
  const taxedByDuty = situation.newBuild ? landShare : price
  const duty = registrationDuty(taxedByDuty, region, ownHome, rates)
  const dutyBase = taxedByDuty - duty.abatement
  const notaryFee = scaleFee(price, SALE_FEE_SCALE)
  const estimate = {
    dutyBase,
    dutyRate: duty.rate,
    abatement: duty.abatement,
    registrationDuty: cents(percent(dutyBase, duty.rate)),
    // A new home's VAT is the rate its "with VAT" price and its comparable amount use, never the fees' (ADR 0080).
    constructionVat: situation.newBuild && !situation.vatIncluded ? cents(percent(price - landShare, NEW_HOME_VAT_RATE)) : 0,
    vatInPrice: situation.newBuild && situation.vatIncluded ? cents(price - price / (1 + NEW_HOME_VAT_RATE / 100)) : 0,
    notaryFee,
    administrativeCosts: rates.administrativeCosts,
    feesVat: cents(percent(notaryFee + rates.administrativeCosts, rates.vatRate)),
    landRegisterCosts: rates.landRegisterCosts,
    mortgage: situation.loanAmount && situation.loanAmount > 0 ? mortgageCosts(situation.loanAmount, rates) : null,
  }
  const totalCosts = cents(
    estimate.registrationDuty + estimate.constructionVat + notaryFee + estimate.administrativeCosts + estimate.feesVat + estimate.landRegisterCosts + (estimate.mortgage?.total ?? 0),
  )
  return { ...estimate, totalCosts, totalWithPrice: cents(price + totalCosts) }
}

/** Largest loan the form accepts: more is a typo, not a mortgage. */
export const MAX_LOAN = 100_000_000

/** A loan amount as typed ('250000', '250.000', '250 000', '€ 250,000'); null for anything else. */
export function parseLoanAmount(input: string | null | undefined): number | null {
  const digits = String(input ?? '')
    .replace(/[€\s.,'\u00a0\u202f]/g, '')
    .trim()
  if (!/^\d{1,9}$/.test(digits)) return null
  const amount = Number(digits)
  return amount > 0 && amount <= MAX_LOAN ? amount : null
}

/** How much of a typed loan is kept and shown again: the input's own maximum length. */
export const LOAN_INPUT_LENGTH = 20

/**
 * The situation a visitor chose: the only own home or not, the loan as typed (empty for none), and the
 * mortgage's yearly rate and term as typed (empty: the admin's defaults).
 */
export type ChosenSituation = { ownHome: boolean; loanText: string; rateText: string; yearsText: string }

export const DEFAULT_SITUATION: ChosenSituation = { ownHome: true, loanText: '', rateText: '', yearsText: '' }

const firstText = (value: unknown) => {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : ''
}

/**
 * The situation asked in an address (?ownHome=no&loan=250000), as the form sends it: 'no' is the only value
 * that changes the own home, a repeated parameter counts once, and the loan is kept as typed but cut to the
 * input's length, so whatever an address carries is shown back short and never reaches the arithmetic
 * unparsed.
 */
export function chosenSituation(query: { ownHome?: unknown; loan?: unknown; rate?: unknown; years?: unknown }): ChosenSituation {
  return {
    ownHome: firstText(query.ownHome) !== 'no',
    loanText: firstText(query.loan).slice(0, LOAN_INPUT_LENGTH),
    rateText: firstText(query.rate).slice(0, TERMS_INPUT_LENGTH),
    yearsText: firstText(query.years).slice(0, TERMS_INPUT_LENGTH),
  }
}

/** The loan of a chosen situation: its amount, and whether what was typed is not one. */
export function loanOf(situation: Pick<ChosenSituation, 'loanText'> & Partial<ChosenSituation>): { loanAmount: number | null; loanInvalid: boolean } {
  const loanAmount = parseLoanAmount(situation.loanText)
  return { loanAmount, loanInvalid: situation.loanText.trim() !== '' && loanAmount === null }
}

/**
 * The mortgage's rate and term of a chosen situation: what was typed when it reads, else the admin's
 * default (which an invalid entry falls back to, flagged so the form can say so).
 */
export function mortgageTermsOf(situation: Pick<ChosenSituation, 'rateText' | 'yearsText'>, rates: Pick<BuyerCostRates, 'mortgageRate' | 'mortgageYears'>) {
  const typedRate = situation.rateText.trim() === '' ? null : parseRate(situation.rateText)
  const typedYears = situation.yearsText.trim() === '' ? null : parseYears(situation.yearsText)
  const defaultYears = Math.min(MORTGAGE_LIMITS.maxYears, Math.max(MORTGAGE_LIMITS.minYears, Math.round(rates.mortgageYears)))
  const defaultRate = Math.min(MORTGAGE_LIMITS.maxRate, rates.mortgageRate)
  return {
    rate: typedRate ?? defaultRate,
    years: typedYears ?? defaultYears,
    rateInvalid: situation.rateText.trim() !== '' && typedRate === null,
    yearsInvalid: situation.yearsText.trim() !== '' && typedYears === null,
  }
}

/** The admin's rates, with today's defaults for any that are missing or not a usable number. */
export function buyerCostRates(stored: Partial<Record<keyof BuyerCostRates, unknown>> | null | undefined): BuyerCostRates {
  const rates = { ...DEFAULT_BUYER_COST_RATES }
  for (const key of Object.keys(rates) as (keyof BuyerCostRates)[]) {
    const value = stored?.[key]
    if (key === 'appliesFrom') {
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) rates.appliesFrom = value.slice(0, 10)
    } else if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
      rates[key] = value
    }
  }
  return rates
}

type ListedProperty = PricedOffer & Parameters<typeof energyRegion>[0] & { project?: number | { pricesVat?: ProjectPricesVat | null } | null }

export type BuyerCostSubject = {
  price: number
  region: CostRegion
  newBuild: boolean
  vatIncluded: boolean
  /** A life annuity's monthly payment, paid on top of the price (the bouquet) for life; null for any other sale. */
  annuityMonthly: number | null
}

/** The project's way of writing VAT into its prices, when the property's project was read with it. */
export const projectPricesVat = (property: Pick<ListedProperty, 'project'>): ProjectPricesVat | null =>
  property.project && typeof property.project === 'object' ? (property.project.pricesVat ?? null) : null

/**
 * What the estimate needs of a property: a Belgian home for sale, still available, with its price published;
 * whether VAT is added to or already in the price (price-terms.ts), and a life annuity's monthly payment.
 */
export function buyerCostSubject(property: ListedProperty): BuyerCostSubject | null {
  if (property.goal !== 'sale' || offerStatus(property) === 'sold') return null
  const terms = priceTerms(property, projectPricesVat(property))
  const region = energyRegion(property)
  if ((terms.kind !== 'sale' && terms.kind !== 'annuity') || terms.display.kind !== 'amount' || !region || region === 'luxembourg') return null
  const vat = terms.kind === 'sale' ? terms.vat : 'none'
  return { price: terms.display.amount, region, newBuild: vat !== 'none', vatIncluded: vat === 'included', annuityMonthly: terms.kind === 'annuity' ? terms.monthly : null }
}
