/** How a property is offered: its price as the public may see it, and its status (SPEC §3, §4). */

/** PriceUnit 7 of the CRM means 'starting from' (SPEC §3). */
export const PRICE_UNIT_FROM = 7

/** Marquee codes seen in the CRM (SPEC §3): 0 none, 3 new, 4 in option. The 'new' badge no longer follows code 3 (see isNewListing). */
export const MARQUEE = { none: 0, new: 3, inOption: 4 } as const

type Offer = {
  goal?: 'sale' | 'rent' | null
  price?: number | null
  publishPrice?: boolean | null
  priceUnit?: number | null
  availability?: string | null
  marquee?: number | null
  /** When the property came on the market (the CRM's CreatedDate). */
  listedAt?: string | null
}

export type PriceDisplay =
  | { kind: 'onRequest' }
  | { kind: 'from'; amount: number }
  | { kind: 'perMonth'; amount: number }
  | { kind: 'amount'; amount: number }

/** A price is shown only when published and known; 'from' wins over 'per month' because the CRM says so explicitly. */
export function priceDisplay(offer: Offer): PriceDisplay {
  const { price } = offer
  if (!offer.publishPrice || typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return { kind: 'onRequest' }
  if (offer.priceUnit === PRICE_UNIT_FROM) return { kind: 'from', amount: price }
  if (offer.goal === 'rent') return { kind: 'perMonth', amount: price }
  return { kind: 'amount', amount: price }
}

export type OfferStatus = 'available' | 'option' | 'sold' | 'rented'

/** Sold and rented come from the availability; 'in option' is a marquee on a property still available. */
export function offerStatus(offer: Offer): OfferStatus {
  if (offer.availability === 'sold') return 'sold'
  if (offer.availability === 'rented') return 'rented'
  if (offer.marquee === MARQUEE.inOption) return 'option'
  return 'available'
}

export type Badge = 'sold' | 'rented' | 'option' | 'new'

const DAY_MS = 86_400_000

/** How long a property is called 'new' after it came on the market (ADR 0037). */
export const NEW_LISTING_DAYS = 14

/**
 * Whether a property listed at `listedAt` is new at `now`: listed within the last 14 days. The CRM's marquee
 * 'new' (code 3) is set by hand and stays on for months, so it does not count. A date up to a day ahead
 * (a feed written in another time zone) is new; an unreadable or far-future date is not.
 */
export function isNewListing(listedAt: string | null | undefined, now: number): boolean {
  const listed = listedAt ? Date.parse(listedAt) : Number.NaN
  if (!Number.isFinite(listed)) return false
  const age = now - listed
  return age >= -DAY_MS && age < NEW_LISTING_DAYS * DAY_MS
}

/** The banner over a card's picture (SPEC §2.4 marquee): the status first, then 'new' (listed in the last 14 days). */
export function offerBadge(offer: Offer, now: number): Badge | null {
  const status = offerStatus(offer)
  if (status !== 'available') return status
  return isNewListing(offer.listedAt, now) ? 'new' : null
}
