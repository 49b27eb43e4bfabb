import Negotiator from 'negotiator'

import { isLocale, type Locale } from './locales'

export type DetectionInput = {
  query?: string | null
  cookie?: string | null
  acceptLanguage?: string | null
  enabled: readonly Locale[]
  defaultLocale: Locale
}

/**
 * The language for a visitor who arrives without one in the path (SPEC §4): the `lng` query parameter,
 * then the remembered choice (cookie), then the browser's languages, then the configured default.
 * Only enabled languages are ever chosen.
 */
export function detectLocale({ query, cookie, acceptLanguage, enabled, defaultLocale }: DetectionInput): Locale {
  const allowed = (value: string | null | undefined): value is Locale => isLocale(value) && enabled.includes(value)
  const fromQuery = query?.toLowerCase().slice(0, 2)
  if (allowed(fromQuery)) return fromQuery
  if (allowed(cookie)) return cookie
  if (acceptLanguage) {
    const languages = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages()
    for (const tag of languages) {
      const base = tag.toLowerCase().split('-')[0]
      if (allowed(base)) return base
    }
  }
  return enabled.includes(defaultLocale) ? defaultLocale : (enabled[0] ?? defaultLocale)
}

/**
 * SPEC §2.2: a language in the first path segment is used only when it is enabled; otherwise the visitor
 * is sent to the home page in the default language. Returns where to redirect, or null to serve the page.
 */
export function disabledLanguageRedirect(locale: Locale, enabled: readonly Locale[], defaultLocale: Locale): string | null {
  return enabled.includes(locale) ? null : `/${defaultLocale}/`
}
