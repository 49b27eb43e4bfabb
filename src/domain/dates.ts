import { INTL_LOCALE, type Locale } from '../i18n/locales'

const formatters = new Map<Locale, Intl.DateTimeFormat>()

/**
 * A day as the visitor reads it, day month year in every language ('6 maart 2023', '6 March 2023'): never
 * 06/03/2023, which an English reader may take for the 3rd of June. Brussels time, as the agency dates things.
 */
export function formatDay(date: string | Date, locale: Locale): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' })
    formatters.set(locale, formatter)
  }
  return formatter.format(typeof date === 'string' ? new Date(date) : date)
}
