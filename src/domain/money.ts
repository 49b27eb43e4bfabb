import { INTL_LOCALE as intlLocale, type Locale } from '../i18n/locales'

const formatters = new Map<Locale, Intl.NumberFormat>()

/** Whole euros in the visitor's language with Belgian grouping: nl '€ 249.000', fr '249 000 €'. NaN for junk (SPEC §8). */
export function formatEuro(amount: number | string | null | undefined, locale: Locale): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  if (value === null || value === undefined || !Number.isFinite(value)) return 'NaN'
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 })
    formatters.set(locale, formatter)
  }
  return formatter.format(value)
}
