import { createFormatter, createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'

import de from '../../messages/de.json'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import nl from '../../messages/nl.json'
import { attributeText, priceDetailWords, priceWords, propertySubject } from './offer-text'

const words = (locale: 'en' | 'fr') => ({
  detail: createTranslator({ locale, messages: locale === 'en' ? en : fr, namespace: 'detail' }),
  catalogue: createTranslator({ locale, messages: locale === 'en' ? en : fr, namespace: 'catalogue' }),
  format: createFormatter({ locale, timeZone: 'Europe/Brussels' }),
})

describe('attribute values in words', () => {
  it('writes dates day, month in words, year: never 11/26/2026', () => {
    const { detail, format } = words('en')
    expect(attributeText({ key: 'epcExpiry', kind: 'date', value: '2026-11-26T00:00:00.000Z' }, 'en', detail, format)).toBe('26 November 2026')
    expect(attributeText({ key: 'availableFrom', kind: 'date', value: '2027-03-06T00:00:00.000Z' }, 'fr', words('fr').detail, words('fr').format)).toBe('6 mars 2027')
  })

  it('says the period of a monthly amount, and none for a one-off sum', () => {
    const { detail, format } = words('en')
    expect(attributeText({ key: 'chargesOwner', kind: 'money', value: 200, period: 'month' }, 'en', detail, format)).toMatch(/^€\s?200 per month$/)
    expect(attributeText({ key: 'deposit', kind: 'money', value: 1800 }, 'en', detail, format)).toMatch(/^€\s?1,?800$/)
    expect(attributeText({ key: 'chargesRenter', kind: 'money', value: 80, period: 'month' }, 'fr', words('fr').detail, words('fr').format)).toMatch(/^80\s€ par mois$/)
  })
})

describe('propertySubject', () => {
  it('says the type and the town in the page language', () => {
    expect(propertySubject({ mainTypeName: 'Apartment', propertyType: null, city: 'Oostende', title: 'Flat with sea view' }, 'en', words('en').catalogue)).toBe('Apartment in Ostend')
    expect(propertySubject({ mainTypeName: null, propertyType: { id: 1, webId: 4, name: 'Terrain', updatedAt: '', createdAt: '' }, city: 'Brugge', title: 'x' }, 'fr', words('fr').catalogue)).toBe('Terrain à Bruges')
    expect(propertySubject({ mainTypeName: '', propertyType: 3, city: 'Oostende', title: 'Flat with sea view' }, 'en', words('en').catalogue)).toBe('Flat with sea view')
  })
})

describe('priceWords and priceDetailWords: a price says what it is (issue 23 §1, ADR 0068)', () => {
  const catalogues = { nl, fr, en, de } as const
  const say = (locale: keyof typeof catalogues, property: Parameters<typeof priceWords>[0]) => {
    const catalogue = createTranslator({ locale, messages: catalogues[locale], namespace: 'catalogue' })
    const figures = createTranslator({ locale, messages: catalogues[locale], namespace: 'figures' })
    return [priceWords(property, locale, catalogue, figures), priceDetailWords(property, locale, figures)].map((text) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null)
  }
  const unit = { goal: 'sale' as const, price: 339_000, publishPrice: true, priceUnit: null, vat: true, project: { pricesVat: 'exclusive' as const } }

  it('a unit without VAT: excl. VAT, and the amount with it under', () => {
    expect(say('nl', unit)).toEqual(['€ 339.000 excl. btw', '€ 410.190 inclusief 21 % btw'])
    expect(say('fr', unit)).toEqual(['339 000 € HTVA', '410 190 € TVA de 21 % comprise'])
    expect(say('de', unit)).toEqual(['339.000 € zzgl. MwSt.', '410.190 € inkl. 21 % MwSt.'])
    expect(say('nl', { ...unit, priceUnit: 7 })[0]).toBe('Vanaf € 339.000 excl. btw')
  })

  it('a unit whose project writes VAT in its prices: incl. VAT, nothing under', () => {
    expect(say('en', { ...unit, project: { pricesVat: 'inclusive' } })).toEqual(['€339,000 incl. VAT', null])
  })

  it('a life annuity: bouquet and monthly annuity', () => {
    const annuity = { goal: 'sale' as const, price: 95_000, publishPrice: true, priceUnit: null, annuity: { bouquet: 95_000, monthlyRent: 1_150, ages: null } }
    expect(say('nl', annuity)).toEqual(['€ 95.000 boeket + € 1.150 per maand', 'Lijfrente: de prijs is het boeket, plus levenslang € 1.150 per maand'])
    expect(say('de', annuity)[0]).toBe('95.000 € Einmalzahlung + 1.150 € pro Monat')
  })

  it('a rent: its charges beside it and the total under; without known charges, the rent alone', () => {
    const rent = { goal: 'rent' as const, price: 925, publishPrice: true, priceUnit: null, chargesRenter: 140 }
    expect(say('nl', rent)).toEqual(['€ 925 / maand + € 140 lasten', '€ 1.065 per maand met lasten'])
    expect(say('fr', rent)).toEqual(['925 € / mois + 140 € de charges', '1 065 € par mois charges comprises'])
    expect(say('nl', { ...rent, chargesRenter: 0 })).toEqual(['€ 925 / maand', null])
  })

  it('a hidden price says only that, whatever else is known', () => {
    expect(say('nl', { ...unit, publishPrice: false })).toEqual(['Prijs op aanvraag', null])
  })
})
