'use client'

import { useEffect } from 'react'

import { hasAccountHint } from '@/domain/account-hint'

import { fetchAccountFavourites, mergeWithAccount } from './storage'

/**
 * On the favourites page (public, cached for everyone): a logged-in account holder's browser asks for the
 * account's favourites and merges them with its own (ADR 0079's rules, ADR 0082). Only a browser holding the
 * login hint cookie asks; an anonymous visitor's page makes no request. The page's FavouritesSync then shows
 * the merged list. Renders nothing.
 */
export function AccountFavouritesMerge() {
  useEffect(() => {
    if (!hasAccountHint(document.cookie)) return
    let live = true
    void fetchAccountFavourites().then((ids) => {
      if (live && ids) mergeWithAccount(ids)
    })
    return () => {
      live = false
    }
  }, [])
  return null
}
