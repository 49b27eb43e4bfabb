'use client'

import { useEffect, useState } from 'react'

import { favouritesHref, mergeWithAccount, watchFavourites } from './storage'

type Props = { accountIds: number[]; page: string; labels: { open: string; empty: string } }

/**
 * On the account page (personal, never cached): merges the account's favourites with this browser's (the
 * union, domain/favourites.ts mergeFavourites), sends the account what it lacks, and marks the browser as
 * signed in so the stars of public pages send their toggles too (ADR 0079). Before that (and without
 * JavaScript) it links to the account's own list.
 */
export function AccountFavouritesSync({ accountIds, page, labels }: Props) {
  const [merged, setMerged] = useState<number[] | null>(null)
  useEffect(() => {
    // Blocked storage: the account's own list stays shown, and the stars stay the browser's alone.
    if (!mergeWithAccount(accountIds)) return
    // From here the link follows the browser's list (a star removed in another tab, say).
    return watchFavourites(setMerged)
  }, [accountIds])
  const ids = merged ?? accountIds
  if (ids.length === 0) return <p className="muted">{labels.empty}</p>
  return (
    <p>
      <a className="button button--ghost account-favourites__open" href={favouritesHref(page, ids)}>
        {labels.open} <span className="favourites-link__count">{ids.length}</span>
      </a>
    </p>
  )
}
