/** The languages the site is built for. Which of them are switched on is a CMS setting. */
export const locales = ['nl', 'fr', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'nl'

/** Intl locale of each language: Belgian conventions (dates day-month-year, € grouping) in all four. */
export const INTL_LOCALE: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE', de: 'de-BE' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * The language of a path such as /fr/a-vendre/…: its first segment, else Dutch. Here, not beside the error
 * texts: global-error reads it on every page and loads those texts only when it shows (issue 22).
 */
export function localeFromPath(pathname: string | null | undefined): Locale {
  const first = (pathname ?? '').split('/').filter(Boolean)[0]
  return isLocale(first) ? first : defaultLocale
}
