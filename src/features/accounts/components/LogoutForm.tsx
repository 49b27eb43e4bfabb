'use client'

import { ACCOUNT_MARK_STORAGE_KEY, FAVOURITES_STORAGE_KEY } from '@/domain/favourites'

import { logOut } from '../actions'

/**
 * Logout's form. As it is sent, this browser stops being signed in for favourites (ADR 0079): the mark goes,
 * and so does the list the account page merged into it, so the account's favourites do not stay behind on a
 * shared computer (they are kept with the account and come back at the next login).
 */
export function LogoutForm({ locale, label }: { locale: string; label: string }) {
  const forget = () => {
    try {
      window.localStorage.removeItem(ACCOUNT_MARK_STORAGE_KEY)
      window.localStorage.removeItem(FAVOURITES_STORAGE_KEY)
    } catch {
      // Blocked storage holds nothing to forget.
    }
  }
  return (
    <form action={logOut} className="logout-form" onSubmit={forget}>
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="button button--ghost">
        {label}
      </button>
    </form>
  )
}
