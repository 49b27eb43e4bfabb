import type { createFormatter } from 'use-intl/core'

import type { Attribute } from '@/domain/attributes'
import { formatEuro } from '@/domain/money'
import { priceDisplay } from '@/domain/offer'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

/**
 * A property's price and attribute values in words, for the page (next-intl's request-bound translators) and
 * for what is made outside a page render (the brochure, in a route handler or a mail job: translators from
 * src/i18n/messages.ts), so both say exactly the same.
 */
type Formatter = Pick<ReturnType<typeof createFormatter>, 'number' | 'dateTime'>
type CatalogueWords = (key: 'priceOnRequest' | 'from' | 'perMonth', values?: { price: string }) => string
type DetailWords = (key: 'yes' | 'no' | 'kwhPerYear' | 'kwhPerSquareMetreYear') => string

/** SPEC §9 euro formatting; 'price on request', 'from', per month. */
export function priceWords(property: Pick<Property, 'goal' | 'price' | 'publishPrice' | 'priceUnit'>, locale: Locale, t: CatalogueWords): string {
  const display = priceDisplay(property)
  if (display.kind === 'onRequest') return t('priceOnRequest')
  const price = formatEuro(display.amount, locale)
  if (display.kind === 'from') return t('from', { price })
  if (display.kind === 'perMonth') return t('perMonth', { price })
  return price
}

/** One attribute's value with its unit (m², m, €, kWh…), yes/no in words, dates day-month-year. */
export function attributeText(attribute: Attribute, locale: Locale, t: DetailWords, format: Formatter): string {
  const { kind, value } = attribute
  if (kind === 'yesno') return value ? t('yes') : t('no')
  if (kind === 'money') return formatEuro(value as number, locale)
  if (kind === 'area') return `${format.number(value as number)} m²`
  if (kind === 'length') return `${format.number(value as number)} m`
  if (kind === 'energy') {
    // The total primary energy is a yearly amount for the whole home; the specific one and the score are per square metre.
    const unit = attribute.key === 'epcCo2' ? 'kg/m²' : attribute.key === 'epcTotal' ? t('kwhPerYear') : attribute.key === 'epcSpecific' ? t('kwhPerSquareMetreYear') : 'kWh/m²'
    return `${format.number(value as number)} ${unit}`
  }
  if (kind === 'date') return format.dateTime(new Date(String(value)), { day: '2-digit', month: '2-digit', year: 'numeric' })
  return String(value)
}
