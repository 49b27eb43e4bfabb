'use client'

import { useEffect, useState } from 'react'

import { favouritesHref, watchFavourites } from './storage'

/** "My favourites (3)": shown once the visitor starred something, leading to the page with their ids. */
export function FavouritesLink({ page, label }: { page: string; label: string }) {
  const [ids, setIds] = useState<number[]>([])
  useEffect(() => watchFavourites(setIds), [])
  if (ids.length === 0) return null
  return (
    <a className="favourites-link" href={favouritesHref(page, ids)}>
      {label} <span className="favourites-link__count">{ids.length}</span>
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
