import type { Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { priceDetailWords, priceWords, type PricedProperty } from '@/shared/offer-text'

/**
 * A property's price as the visitor reads it (SPEC §9 euro formatting; 'price on request', 'from', per month).
 * The bundled catalogues rather than the request's getTranslations: the listing map's route handler (and its
 * tests) show prices outside a page render.
 */
export async function priceText(property: PricedProperty, locale: Locale): Promise<string> {
  return priceWords(property, locale, translatorFor(locale, 'catalogue'), translatorFor(locale, 'figures'))
}

/** The line under the price on the property page (with VAT, the annuity for life, rent with charges), or null. */
export async function priceDetailText(property: PricedProperty, locale: Locale): Promise<string | null> {
  return priceDetailWords(property, locale, translatorFor(locale, 'figures'))
}
