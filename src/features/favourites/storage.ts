import { FAVOURITES_STORAGE_KEY, parseIds, toggleFavourite } from '@/domain/favourites'

/** Tells every star and link on the page that the favourites changed (the 'storage' event only reaches other tabs). */
export const FAVOURITES_CHANGED = 'zeedijk:favourites'

export function readFavourites(): number[] {
  try {
    return parseIds(window.localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? '')
  } catch {
    // Storage can be blocked (private mode, strict settings): no favourites then, nothing breaks.
    return []
  }
}

export function toggleStored(id: number): number[] {
  const next = toggleFavourite(readFavourites(), id)
  try {
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, next.join(','))
  } catch {
    return readFavourites()
  }
  window.dispatchEvent(new Event(FAVOURITES_CHANGED))
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
