import { SITE_STORAGE } from './cookies'

/**
 * Favourites and compare without an account (issue 12 §3): the visitor's starred properties live in their
 * own browser (local storage, nothing on the server), and the favourites page is asked with their ids in the
 * address (`?ids=…`), so it is an ordinary page that works, once opened, without JavaScript too.
 */

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
