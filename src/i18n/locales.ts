/** The languages the site is built for. Which of them are switched on is a CMS setting. */
export const locales = ['nl', 'fr', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'nl'

/** Intl locale of each language: Belgian conventions (dates day-month-year, € grouping) in all four. */
export const INTL_LOCALE: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE', de: 'de-BE' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
