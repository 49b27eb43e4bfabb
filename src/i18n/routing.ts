import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'
import { pathnames } from './pathnames'

export const LOCALE_COOKIE = 'NEXT_LOCALE'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  // '/' is resolved by our own proxy (query, cookie, browser, CMS default); see docs/decisions/0003.
  localeDetection: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365 },
  alternateLinks: false,
})
