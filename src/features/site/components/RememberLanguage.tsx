'use client'

import { useEffect } from 'react'

import { SITE_STORAGE } from '@/domain/cookies'
import { LOCALE_COOKIE } from '@/i18n/locale-cookie'

const LANGUAGE_STORAGE_KEY = SITE_STORAGE.languageStorage.name
const COOKIE_MAX_AGE = SITE_STORAGE.languageCookie.lifetime.seconds

/**
 * Remembers the visitor's language (SPEC §4): in a cookie, which the root address '/' reads (app/route.ts),
 * and in local storage. Set here rather than by the server, whose pages are cached and shared (ADR 0019).
 */
export function RememberLanguage({ locale }: { locale: string }) {
  useEffect(() => {
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
    } catch {
      // Storage can be blocked (private mode): the cookie still remembers the choice.
    }
  }, [locale])
  return null
}
