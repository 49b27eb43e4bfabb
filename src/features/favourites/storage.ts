import { ACCOUNT_MARK_STORAGE_KEY, FAVOURITES_STORAGE_KEY, mergeFavourites, parseIds, toggleFavourite } from '@/domain/favourites'

/** Tells every star and link on the page that the favourites changed (the 'storage' event only reaches other tabs). */
export const FAVOURITES_CHANGED = 'zeedijk:favourites'
/** The endpoint that keeps a logged-in account's favourites (ADR 0079). */
export const ACCOUNT_FAVOURITES_ENDPOINT = '/api/favourites/'

export function readFavourites(): number[] {
  try {
    return parseIds(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '')
  } catch {
    // Storage can be blocked (private mode, strict settings): no favourites then, nothing breaks.
    return []
  }
}

/** Stores this list as the browser's favourites and tells the page; false when storage is blocked. */
export function storeFavourites(ids: readonly number[]): boolean {
  try {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, ids.join(','))
  } catch {
    return false
  }
  window.dispatchEvent(new Event(FAVOURITES_CHANGED))
  return true
}

/** Whether this browser is signed in to an account that keeps favourites (the account page set the mark). */
export function signedIn(): boolean {
  try {
    return window.localStorage.getItem(ACCOUNT_MARK_STORAGE_KEY) === '1'
  } catch {
    return false
  }
}

export function markSignedIn(): void {
  try {
    window.localStorage.setItem(ACCOUNT_MARK_STORAGE_KEY, '1')
  } catch {
    // Blocked storage: the stars then stay in the browser only, as for a visitor without an account.
  }
}

/** The session ended (a 401): the stars stay in this browser and stop going to the account. */
export function forgetSignedIn(): void {
  try {
    window.localStorage.removeItem(ACCOUNT_MARK_STORAGE_KEY)
  } catch {
    // nothing to forget
  }
}

/**
 * Sends a change to the account (only while signed in). A 401 means the session is gone: the mark goes,
 * the browser's list stays. Failures are quiet: the star is kept in the browser, and the account page's
 * merge sends it at the next login.
 */
export async function sendToAccount(ids: readonly number[], saved: boolean): Promise<number[] | null> {
  const response = await fetch(ACCOUNT_FAVOURITES_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ids, saved }),
    cache: 'no-store',
    // A star clicked just before leaving the page still arrives.
    keepalive: true,
  }).catch(() => null)
  if (response?.status === 401) forgetSignedIn()
  if (!response?.ok) return null
  const body = (await response.json().catch(() => null)) as { ids?: unknown } | null
  return body ? parseIds(body.ids) : null
}

export function toggleStored(id: number): number[] {
  const before = readFavourites()
  const next = toggleFavourite(before, id)
  if (!storeFavourites(next)) return readFavourites()
  if (signedIn()) void sendToAccount([id], next.includes(id))
  return next
}

/** Calls `listener` with the favourites now and after every change, in this tab or another; returns the unsubscribe. */
export function watchFavourites(listener: (ids: number[]) => void): () => void {
  const read = () => listener(readFavourites())
  read()
  window.addEventListener(FAVOURITES_CHANGED, read)
  window.addEventListener('storage', read)
  return () => {
    window.removeEventListener(FAVOURITES_CHANGED, read)
    window.removeEventListener('storage', read)
  }
}

/** The favourites page with these ids (and the compared ones), as an address. */
export const favouritesHref = (page: string, ids: readonly number[]) => (ids.length ? `${page}?ids=${ids.join(',')}` : page)

/**
 * ADR 0079's merge, wherever a page knows the account's favourites (the account pages, the favourites page):
 * the union goes into this browser (only when it adds something, so nothing reloads for nothing), the account
 * gets what it lacks, and the browser is marked signed in so stars send their changes. Returns the union,
 * or null when storage is blocked (then the stars stay the browser's alone).
 */
export function mergeWithAccount(accountIds: readonly number[]): number[] | null {
  const browser = readFavourites()
  const { merged, toSend } = mergeFavourites(browser, accountIds)
  markSignedIn()
  if (toSend.length > 0) void sendToAccount(toSend, true)
  if (merged.join(',') === browser.join(',')) return merged
  return storeFavourites(merged) ? merged : null
}

/** The logged-in account's favourites from GET /api/favourites/ (ADR 0082); null without a session (the mark goes then). */
export async function fetchAccountFavourites(): Promise<number[] | null> {
  const response = await fetch(ACCOUNT_FAVOURITES_ENDPOINT, { credentials: 'same-origin', cache: 'no-store' }).catch(() => null)
  if (response?.status === 401) forgetSignedIn()
  if (!response?.ok) return null
  const body = (await response.json().catch(() => null)) as { ids?: unknown } | null
  return body ? parseIds(body.ids) : null
}
