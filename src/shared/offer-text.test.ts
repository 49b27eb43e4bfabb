import { createFormatter, createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'

import en from '../../messages/en.json'
import fr from '../../messages/fr.json'
import { attributeText, propertySubject } from './offer-text'

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
