import { getTranslations } from 'next-intl/server'

import { formatEuro } from '@/domain/money'
import { priceDisplay } from '@/domain/offer'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

/** A property's price as the visitor reads it (SPEC §9 euro formatting; 'price on request', 'from', per month). */
export async function priceText(property: Pick<Property, 'goal' | 'price' | 'publishPrice' | 'priceUnit'>, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'catalogue' })
  const display = priceDisplay(property)
  if (display.kind === 'onRequest') return t('priceOnRequest')
  const price = formatEuro(display.amount, locale)
  if (display.kind === 'from') return t('from', { price })
  if (display.kind === 'perMonth') return t('perMonth', { price })
  return price
}
