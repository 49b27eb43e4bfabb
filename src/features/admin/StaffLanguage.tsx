'use client'

import { useAuth, usePreferences, useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect, useRef } from 'react'

/** The Payload preference (stored per staff user, in payload-preferences) holding the admin language. */
export const LANGUAGE_PREFERENCE = 'zeedijk-admin-language'

/**
 * Makes the admin language a choice of the staff member rather than of the browser (ADR 0033). Payload's
 * language picker (Account → Language) only sets a cookie in this browser; this provider keeps the
 * choice in the user's Payload preferences too, and on another browser or device switches to it.
 */
export function StaffLanguage({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { i18n, languageOptions, switchLanguage } = useTranslation()
  const { getPreference, setPreference } = usePreferences()
  const language = i18n.language
  // The language this page last saw for this user: null until the stored choice has been read.
  const seen = useRef<{ user: string | number; language: string } | null>(null)

  useEffect(() => {
    if (!user) {
      seen.current = null
      return
    }
    if (seen.current?.user !== user.id) {
      const noted = { user: user.id, language }
      seen.current = noted
      void getPreference<string | undefined>(LANGUAGE_PREFERENCE).then((stored) => {
        const known = languageOptions.some((option) => option.value === stored)
        // Only while this page still shows the language it had: a choice made meanwhile wins.
        if (stored && known && seen.current === noted && noted.language === language && stored !== language) {
          noted.language = stored
          void switchLanguage?.(stored as Parameters<NonNullable<typeof switchLanguage>>[0])
        }
      })
      return
    }
    // Switched since: with the picker, or by the stored choice above (then already noted, nothing to save).
    if (language !== seen.current.language) {
      seen.current.language = language
      void setPreference(LANGUAGE_PREFERENCE, language)
    }
  }, [user, language, languageOptions, getPreference, setPreference, switchLanguage])

  return children
}
