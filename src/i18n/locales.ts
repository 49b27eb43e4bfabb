/** The languages the site is built for. Which of them are switched on is a CMS setting. */
export const locales = ['nl', 'fr', 'en', 'de'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'nl'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
