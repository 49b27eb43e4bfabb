import { formatEuro } from '@/domain/money'
import { priceDisplay } from '@/domain/offer'
import type { Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import type { Property } from '@/payload-types'

/**
 * A property's price as the visitor reads it (SPEC §9 euro formatting; 'price on request', 'from', per month).
 * The bundled catalogues rather than the request's getTranslations: the listing map's route handler (and its
 * tests) show prices outside a page render.
 */
export async function priceText(property: Pick<Property, 'goal' | 'price' | 'publishPrice' | 'priceUnit'>, locale: Locale): Promise<string> {
  const t = translatorFor(locale, 'catalogue')
  const display = priceDisplay(property)
  if (display.kind === 'onRequest') return t('priceOnRequest')
  const price = formatEuro(display.amount, locale)
  if (display.kind === 'from') return t('from', { price })
  if (display.kind === 'perMonth') return t('perMonth', { price })
  return price
}
