'use client'

import { useEffect } from 'react'

import { LOCALE_COOKIE } from '@/i18n/locale-cookie'

export const LANGUAGE_STORAGE_KEY = 'zeedijk.language'
const YEAR_SECONDS = 60 * 60 * 24 * 365

/**
 * Remembers the visitor's language (SPEC §4): in a cookie, which the root address '/' reads (app/route.ts),
 * and in local storage. Set here rather than by the server, whose pages are cached and shared (ADR 0019).
 */
export function RememberLanguage({ locale }: { locale: string }) {
  useEffect(() => {
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
    } catch {
      // Storage can be blocked (private mode): the cookie still remembers the choice.
    }
  }, [locale])
  return null
}
