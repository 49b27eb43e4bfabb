import type { createFormatter } from 'use-intl/core'

import type { Attribute } from '@/domain/attributes'
import { formatDay } from '@/domain/dates'
import { formatEuro } from '@/domain/money'
import { priceDisplay } from '@/domain/offer'
import { placeName } from '@/domain/place-names'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

/**
 * A property's price and attribute values in words, for the page (next-intl's request-bound translators) and
 * for what is made outside a page render (the brochure, in a route handler or a mail job: translators from
 * src/i18n/messages.ts), so both say exactly the same.
 */
type Formatter = Pick<ReturnType<typeof createFormatter>, 'number' | 'dateTime'>
type CatalogueWords = (key: 'priceOnRequest' | 'from' | 'perMonth', values?: { price: string }) => string
type DetailWords = ((key: 'yes' | 'no' | 'kwhPerYear' | 'kwhPerSquareMetreYear') => string) & ((key: 'amountPerMonth', values: { amount: string }) => string)

/** SPEC §9 euro formatting; 'price on request', 'from', per month. */
export function priceWords(property: Pick<Property, 'goal' | 'price' | 'publishPrice' | 'priceUnit'>, locale: Locale, t: CatalogueWords): string {
  const display = priceDisplay(property)
  if (display.kind === 'onRequest') return t('priceOnRequest')
  const price = formatEuro(display.amount, locale)
  if (display.kind === 'from') return t('from', { price })
  if (display.kind === 'perMonth') return t('perMonth', { price })
  return price
}

/** One attribute's value with its unit (m², m, €, € per month, kWh…), yes/no in words, dates day-month-year. */
export function attributeText(attribute: Attribute, locale: Locale, t: DetailWords, format: Formatter): string {
  const { kind, value } = attribute
  if (kind === 'yesno') return value ? t('yes') : t('no')
  if (kind === 'money') return attribute.period === 'month' ? t('amountPerMonth', { amount: formatEuro(value as number, locale) }) : formatEuro(value as number, locale)
  if (kind === 'area') return `${format.number(value as number)} m²`
  if (kind === 'length') return `${format.number(value as number)} m`
  if (kind === 'energy') {
    // The total primary energy is a yearly amount for the whole home; the specific one and the score are per square metre.
    const unit = attribute.key === 'epcCo2' ? 'kg/m²' : attribute.key === 'epcTotal' ? t('kwhPerYear') : attribute.key === 'epcSpecific' ? t('kwhPerSquareMetreYear') : 'kWh/m²'
    return `${format.number(value as number)} ${unit}`
  }
  // Day, month in words, year in every language ('26 November 2026'): never 11/26/2026 nor 26/11/2026.
  if (kind === 'date') return formatDay(String(value), locale)
  return String(value)
}

type SubjectWords = (key: 'typeInPlace', values: { type: string; place: string }) => string

/**
 * What and where a property is, in the page's language ('Apartment in Ostend'): its main type (stored per
 * language by the feed import), else its web type, and the town as that language writes it. Its title when
 * it has no type. Said in every photo's alt text.
 */
export function propertySubject(property: Pick<Property, 'mainTypeName' | 'propertyType' | 'city' | 'title'>, locale: Locale, t: SubjectWords): string {
  const type = property.mainTypeName?.trim() || (property.propertyType && typeof property.propertyType === 'object' ? property.propertyType.name : '')
  const place = placeName(property.city, locale)
  if (!type) return property.title
  return place ? t('typeInPlace', { type, place }) : type
}
