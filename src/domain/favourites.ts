import { SITE_STORAGE } from './cookies'

/**
 * Favourites and compare without an account: the visitor's starred properties live in their
 * own browser (local storage, nothing on the server), and the favourites page is asked with their ids in the
 * address (`?ids=…`), so it is an ordinary page that works, once opened, without JavaScript too.
 */

import { buyerCostSubject, DEFAULT_SITUATION, estimateBuyerCosts, type BuyerCostRates } from './buyer-costs'
import { offerStatus, priceDisplay } from './offer'

/** How many properties a visitor can star: a page of cards, not a database. */
export const MAX_FAVOURITES = 48
/** Side by side on one screen. */
export const MAX_COMPARED = 4
/** The local-storage key the cookie policy lists (domain/cookies.ts). */
export const FAVOURITES_STORAGE_KEY = SITE_STORAGE.favourites.name

const isId = (value: number) => Number.isSafeInteger(value) && value > 0

/** Ids from a stored list or a query value ("12,7,12,abc" → [12, 7]): positive integers, no repeats, at most `max`. */
export function parseIds(value: unknown, max = MAX_FAVOURITES): number[] {
  const parts = Array.isArray(value) ? value.flatMap((item) => String(item).split(',')) : typeof value === 'string' ? value.split(',') : []
  const ids: number[] = []
  for (const part of parts) {
    const trimmed = part.trim()
    if (!/^\d{1,15}$/.test(trimmed)) continue
    const id = Number(trimmed)
    if (isId(id) && !ids.includes(id)) ids.push(id)
    if (ids.length === max) break
  }
  return ids
}

/** Stars or unstars a property; the newest star comes first, and the oldest falls off past the maximum. */
export function toggleFavourite(ids: readonly number[], id: number): number[] {
  if (!isId(id)) return [...ids]
  return ids.includes(id) ? ids.filter((other) => other !== id) : [id, ...ids].slice(0, MAX_FAVOURITES)
}

/** What is compared: the chosen ids that are still favourites, in the favourites' order, at most four. */
export function comparedIds(favourites: readonly number[], chosen: readonly number[]): number[] {
  return favourites.filter((id) => chosen.includes(id)).slice(0, MAX_COMPARED)
}

export type CostsToCompare =
  { kind: 'purchase'; costs: number; total: number } | { kind: 'rent'; rent: number | null; charges: number | null; total: number | null } | { kind: 'none' }

type ComparedOffer = Parameters<typeof buyerCostSubject>[0] & { chargesRenter?: number | null }

/**
 * What the compare table adds under the price. A Belgian property for sale: the buyer's costs estimated for
 * the default situation (only own home, no loan; the same rule as the property page) and price + costs. A
 * property for rent: its monthly charges when known, and rent + charges when both are. Nothing for the rest
 * (sold, rented, abroad, price not published): a figure there would be a guess.
 */
export function costsToCompare(property: ComparedOffer, rates: BuyerCostRates): CostsToCompare {
  const subject = buyerCostSubject(property)
  if (subject) {
    const estimate = estimateBuyerCosts({ ...subject, ownHome: DEFAULT_SITUATION.ownHome, loanAmount: null }, rates)
    return { kind: 'purchase', costs: estimate.totalCosts, total: estimate.totalWithPrice }
  }
  if (property.goal !== 'rent' || offerStatus(property) === 'rented') return { kind: 'none' }
  const display = priceDisplay(property)
  const rent = display.kind === 'perMonth' ? display.amount : null
  // The CRM sends 0 for charges it does not know, as for every other amount.
  const charges = typeof property.chargesRenter === 'number' && Number.isFinite(property.chargesRenter) && property.chargesRenter > 0 ? property.chargesRenter : null
  if (rent === null && charges === null) return { kind: 'none' }
  return { kind: 'rent', rent, charges, total: rent !== null && charges !== null ? rent + charges : null }
}

/**
 * The local-storage mark that this browser is signed in to an account whose favourites are kept on the
 * server (ADR 0079): set by the account pages, cleared by logout and by a 401 from the favourites endpoint.
 * Only while it is set do the stars of public pages send their toggle; an anonymous visitor never asks.
 */
export const ACCOUNT_MARK_STORAGE_KEY = SITE_STORAGE.favouritesAccount.name

/**
 * One change to an account's favourites: these ids starred (or unstarred). An operation, never the whole
 * list, so two devices never undo each other; a star sends one id, the account page's merge the ids the
 * account lacks.
 */
export type FavouriteChange = { ids: number[]; saved: boolean }

/** A change as the endpoint receives it (`{"ids":[12],"saved":true}`), or null for anything else. */
export function parseFavouriteChange(body: unknown): FavouriteChange | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const { ids, saved } = body as Record<string, unknown>
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_FAVOURITES || typeof saved !== 'boolean') return null
  if (!ids.every((id) => typeof id === 'number' && isId(id))) return null
  return { ids: parseIds(ids.map(String)), saved }
}

/**
 * The account page's merge of the browser's favourites with the account's: the union, the browser's order
 * first (its newest star first), then what only the account has (newest first), at most MAX_FAVOURITES.
 * `toSend` is what the account lacks among the ones kept: the page adds those to the account.
 */
export function mergeFavourites(browser: readonly number[], account: readonly number[]): { merged: number[]; toSend: number[] } {
  const merged = parseIds([...browser, ...account].map(String))
  const kept = new Set(account)
  return { merged, toSend: merged.filter((id) => !kept.has(id)) }
}
