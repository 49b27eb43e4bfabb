'use client'

import { useEffect } from 'react'

export const LANGUAGE_STORAGE_KEY = 'zeedijk.language'

/** Caches the visitor's language in local storage (SPEC §4); the server side keeps it in a cookie. */
export function RememberLanguage({ locale }: { locale: string }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
    } catch {
      // Storage can be blocked (private mode): the cookie still remembers the choice.
    }
  }, [locale])
  return null
}
