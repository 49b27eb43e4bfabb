import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'
import { pathnames } from './pathnames'

export { LOCALE_COOKIE } from './locale-cookie'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  // '/' is resolved by our own proxy (query, cookie, browser, CMS default); see docs/decisions/0003.
  localeDetection: false,
  // The language is remembered by the browser (features/site/components/RememberLanguage.tsx): a
  // Set-Cookie on every first answer would keep pages out of every shared cache (ADR 0019, ADR 0021).
  localeCookie: false,
  alternateLinks: false,
})
