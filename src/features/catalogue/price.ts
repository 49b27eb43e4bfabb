import type { Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import type { Property } from '@/payload-types'

import { priceWords } from '@/shared/offer-text'

/**
 * A property's price as the visitor reads it (SPEC §9 euro formatting; 'price on request', 'from', per month).
 * The bundled catalogues rather than the request's getTranslations: the listing map's route handler (and its
 * tests) show prices outside a page render.
 */
export async function priceText(property: Pick<Property, 'goal' | 'price' | 'publishPrice' | 'priceUnit'>, locale: Locale): Promise<string> {
  return priceWords(property, locale, translatorFor(locale, 'catalogue'))
}
