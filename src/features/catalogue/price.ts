import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import { priceWords } from './offer-text'

/** A property's price as the visitor reads it (SPEC §9 euro formatting; 'price on request', 'from', per month). */
export async function priceText(property: Pick<Property, 'goal' | 'price' | 'publishPrice' | 'priceUnit'>, locale: Locale): Promise<string> {
  return priceWords(property, locale, await getTranslations({ locale, namespace: 'catalogue' }))
}
