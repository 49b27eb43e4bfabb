/**
 * What a headline price is and what one pays for it (issue 23 §1, ADR 0068). A price alone hides the rest:
 * a new-build unit's price is usually without its 21 % VAT, a life annuity's price is only the bouquet (the
 * lump sum) with a monthly annuity on top, a rent has monthly charges beside it. Cards, the page, the
 * comparison, the brochure and the calculator say which it is from these terms, and listings filter and sort
 * on `comparable`: the amount one pays for the home itself, so a unit at €339,000 excluding VAT (€410,190 with
 * it) does not pass a "to €350,000" filter.
 *
 * Pure; every amount is whole euros as the CRM sends them. The CRM's 0 means "not known", as for every amount.
 */

import { priceDisplay, type PriceDisplay } from './offer'

/** Belgium's VAT on a new home (SPEC §3 projects; ADR 0038), what a price "excluding VAT" is lifted by. */
export const NEW_HOME_VAT_RATE = 21

/** How a project's prices are meant, chosen in the admin (ADR 0038); 'exclusive' when not said. */
export type ProjectPricesVat = 'exclusive' | 'inclusive' | 'registration'

/**
 * Whether VAT is in a price: 'none' (an existing home, or a sale under registration duties), 'excluded' (a sale
 * with VAT whose price is without it: Belgian new build's usual way) or 'included'. The CRM's VAT flag says
 * whether the sale bears VAT at all; the unit's project says how its prices are written (the same words the
 * project's pages show). A VAT sale outside a project is read as Belgian new build is advertised: without VAT.
 */
export type VatTerms = 'none' | 'excluded' | 'included'

export function vatTerms(vat: boolean | null | undefined, pricesVat: ProjectPricesVat | null | undefined): VatTerms {
  if (vat !== true || pricesVat === 'registration') return 'none'
  return pricesVat === 'inclusive' ? 'included' : 'excluded'
}

const known = (amount: unknown): amount is number => typeof amount === 'number' && Number.isFinite(amount) && amount > 0

/** A price with VAT added, in whole euros. */
export const withVat = (price: number, rate = NEW_HOME_VAT_RATE) => Math.round(price * (1 + rate / 100))

export type PricedOffer = Parameters<typeof priceDisplay>[0] & {
  vat?: boolean | null
  chargesRenter?: number | null
  annuity?: { bouquet?: number | null; monthlyRent?: number | null } | null
}

export type PriceTerms =
  | { kind: 'onRequest'; display: PriceDisplay; comparable: null }
  /** For sale: the price, whether VAT is in it, and the amount with VAT when it is not. */
  | { kind: 'sale'; display: Exclude<PriceDisplay, { kind: 'onRequest' }>; vat: VatTerms; priceWithVat: number; comparable: number }
  /** A life annuity: the price is the bouquet; the annuity is paid every month on top, for life. */
  | { kind: 'annuity'; display: Exclude<PriceDisplay, { kind: 'onRequest' }>; bouquet: number; monthly: number; comparable: number }
  /** For rent: the rent a month, the tenant's charges a month when known, and both together. */
  | { kind: 'rent'; display: Exclude<PriceDisplay, { kind: 'onRequest' }>; rent: number; charges: number | null; monthlyTotal: number; comparable: number }

/**
 * The terms of a property's published price. `pricesVat` is the project's choice for a unit of a project
 * (null otherwise). `comparable` is what listings filter and sort on: the price with VAT for a price without it;
 * a life annuity's bouquet (the annuity's worth depends on the sellers' lives: the card says it beside);
 * a rent with its charges; otherwise the price. A hidden price has none, so filtering never reveals it.
 */
export function priceTerms(offer: PricedOffer, pricesVat?: ProjectPricesVat | null): PriceTerms {
  const display = priceDisplay(offer)
  if (display.kind === 'onRequest') return { kind: 'onRequest', display, comparable: null }
  const amount = display.amount
  if (offer.goal === 'rent') {
    const charges = known(offer.chargesRenter) ? offer.chargesRenter : null
    const monthlyTotal = amount + (charges ?? 0)
    return { kind: 'rent', display, rent: amount, charges, monthlyTotal, comparable: monthlyTotal }
  }
  const monthly = offer.annuity?.monthlyRent
  if (known(monthly)) return { kind: 'annuity', display, bouquet: amount, monthly, comparable: amount }
  const vat = vatTerms(offer.vat, pricesVat)
  const priceWithVat = vat === 'excluded' ? withVat(amount) : amount
  return { kind: 'sale', display, vat, priceWithVat, comparable: priceWithVat }
}

/** The amount listings filter and sort on, stored on each property as `comparablePrice` (null: not published). */
export function comparablePrice(offer: PricedOffer, pricesVat?: ProjectPricesVat | null): number | null {
  return priceTerms(offer, pricesVat).comparable
}
