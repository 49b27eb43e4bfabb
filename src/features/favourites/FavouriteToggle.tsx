'use client'

import { useEffect, useState } from 'react'

import { toggleStored, watchFavourites } from './storage'

type Props = { id: number; title: string; labels: { add: string; remove: string } }

/**
 * The heart on a property card or page. It exists only with JavaScript (favourites live in the browser's
 * storage): without it nothing is shown rather than a button that does nothing.
 */
export function FavouriteToggle({ id, title, labels }: Props) {
  const [ids, setIds] = useState<number[] | null>(null)
  useEffect(() => watchFavourites(setIds), [])
  if (ids === null) return null
  const saved = ids.includes(id)
  return (
    <button type="button" className="favourite-toggle" aria-pressed={saved} aria-label={`${saved ? labels.remove : labels.add}: ${title}`} title={saved ? labels.remove : labels.add} onClick={() => setIds(toggleStored(id))}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 4.5 6.6 4.5c2.2 0 3.8 1.3 5.4 3.2 1.6-1.9 3.2-3.2 5.4-3.2 3.7 0 5.7 4.1 4.2 7.4C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
