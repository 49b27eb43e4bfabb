'use client'

import { useEffect, useState } from 'react'

import { favouritesHref, watchFavourites } from './storage'

/**
 * "My favourites (3)": shown once the visitor starred something, leading to the page with their ids. In the
 * header (`compact`) a heart and the count, the words for screen readers only. It reads only this browser's
 * storage: nothing personal is in the cached page's HTML, and it asks the server nothing.
 */
export function FavouritesLink({ page, label, compact = false }: { page: string; label: string; compact?: boolean }) {
  const [ids, setIds] = useState<number[]>([])
  useEffect(() => watchFavourites(setIds), [])
  if (ids.length === 0) return null
  return (
    <a className={compact ? 'header-favourites' : 'favourites-link'} href={favouritesHref(page, ids)} title={compact ? label : undefined}>
      {compact ? (
        <>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {/* Its own drawing, not the star button's path: tests/e2e/islands.test.ts knows that button's code by it. */}
            <path d="M12 20.5 4.2 12.9a4.8 4.8 0 0 1 7.1-6.6l.7.7.7-.7a4.8 4.8 0 0 1 7.1 6.6z" />
          </svg>
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        <>{label} </>
      )}
      <span className="favourites-link__count">{ids.length}</span>
    </a>
  )
}

/**
 * On the favourites page: opened without ids (from a menu or a bookmark) it asks for the stored ones; a star
 * removed on the page reloads it with the ones left. An address shared with ids stays as it is.
 */
export function FavouritesSync({ page, shown }: { page: string; shown: number[] }) {
  useEffect(() => {
    let first = true
    return watchFavourites((ids) => {
      const opening = first
      first = false
      if (opening && (shown.length > 0 || ids.length === 0)) return
      if (ids.join(',') !== shown.join(',')) window.location.replace(favouritesHref(page, ids))
    })
  }, [page, shown])
  return null
}
