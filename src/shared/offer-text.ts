import type { createFormatter } from 'use-intl/core'

import type { Attribute } from '@/domain/attributes'
import { formatDay } from '@/domain/dates'
import { formatEuro } from '@/domain/money'
import { priceDisplay } from '@/domain/offer'
import { NEW_HOME_VAT_RATE, priceTerms, type PriceTerms, type ProjectPricesVat } from '@/domain/price-terms'
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
/** The `figures` messages that say what a price is (issue 23 §1, ADR 0068). */
export type FigureWords = ((key: 'exclVat' | 'inclVat', values: { price: string }) => string) &
  ((key: 'annuity', values: { price: string; monthly: string }) => string) &
  ((key: 'rentWithCharges', values: { price: string; charges: string }) => string) &
  ((key: 'withVatAmount', values: { price: string; rate: string }) => string) &
  ((key: 'annuityDetail', values: { monthly: string }) => string) &
  ((key: 'rentTotal', values: { total: string }) => string)

/** What the price words read of a property: the offer, and what says what the price is (VAT, annuity, charges). */
export type PricedProperty = Pick<Property, 'goal' | 'price' | 'publishPrice' | 'priceUnit'> &
  Partial<Pick<Property, 'vat' | 'chargesRenter' | 'annuity'>> & { project?: number | { pricesVat?: ProjectPricesVat | null } | null }

/** The terms of a property's price, with its project's way of writing VAT when the project was read with it. */
export function termsOf(property: PricedProperty): PriceTerms {
  const pricesVat = property.project && typeof property.project === 'object' ? (property.project.pricesVat ?? null) : null
  return priceTerms(property, pricesVat)
}
type DetailWords = ((key: 'yes' | 'no' | 'kwhPerYear' | 'kwhPerSquareMetreYear') => string) & ((key: 'amountPerMonth', values: { amount: string }) => string)

/** SPEC §9 euro formatting; 'price on request', 'from', per month: the amount alone. */
function amountWords(property: Pick<Property, 'goal' | 'price' | 'publishPrice' | 'priceUnit'>, locale: Locale, t: CatalogueWords): string {
  const display = priceDisplay(property)
  if (display.kind === 'onRequest') return t('priceOnRequest')
  const price = formatEuro(display.amount, locale)
  if (display.kind === 'from') return t('from', { price })
  if (display.kind === 'perMonth') return t('perMonth', { price })
  return price
}

/**
 * A price as every place shows it (cards, the page, the map, the comparison, the brochure), saying what it
 * is: '€ 339.000 excl. btw', '€ 95.000 boeket + € 1.150 per maand', '€ 925 / maand + € 140 lasten'.
 */
export function priceWords(property: PricedProperty, locale: Locale, t: CatalogueWords, f: FigureWords): string {
  const price = amountWords(property, locale, t)
  const terms = termsOf(property)
  if (terms.kind === 'sale' && terms.vat === 'excluded') return f('exclVat', { price })
  if (terms.kind === 'sale' && terms.vat === 'included') return f('inclVat', { price })
  if (terms.kind === 'annuity') return f('annuity', { price, monthly: formatEuro(terms.monthly, locale) })
  if (terms.kind === 'rent' && terms.charges !== null) return f('rentWithCharges', { price, charges: formatEuro(terms.charges, locale) })
  return price
}

/** The line under a price on its page: the amount with VAT, the annuity for life, the rent with its charges. */
export function priceDetailWords(property: PricedProperty, locale: Locale, f: FigureWords): string | null {
  const terms = termsOf(property)
  if (terms.kind === 'sale' && terms.vat === 'excluded') return f('withVatAmount', { price: formatEuro(terms.priceWithVat, locale), rate: String(NEW_HOME_VAT_RATE) })
  if (terms.kind === 'annuity') return f('annuityDetail', { monthly: formatEuro(terms.monthly, locale) })
  if (terms.kind === 'rent' && terms.charges !== null) return f('rentTotal', { total: formatEuro(terms.monthlyTotal, locale) })
  return null
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
