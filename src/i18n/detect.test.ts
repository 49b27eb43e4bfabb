import { describe, expect, it } from 'vitest'

import { detectLocale, disabledLanguageRedirect } from './detect'

const all = ['nl', 'fr', 'en', 'de'] as const

describe('detectLocale (SPEC §4 detection order)', () => {
  it('takes the lng query parameter first', () => {
    expect(detectLocale({ query: 'fr', cookie: 'en', acceptLanguage: 'de', enabled: all, defaultLocale: 'nl' })).toBe('fr')
  })
  it('accepts a region in the query parameter', () => {
    expect(detectLocale({ query: 'en-GB', enabled: all, defaultLocale: 'nl' })).toBe('en')
  })
  it('then the remembered choice in the cookie', () => {
    expect(detectLocale({ cookie: 'en', acceptLanguage: 'de', enabled: all, defaultLocale: 'nl' })).toBe('en')
  })
  it('then the browser languages by preference', () => {
    expect(detectLocale({ acceptLanguage: 'es;q=0.9, de-DE;q=0.8, fr;q=0.5', enabled: all, defaultLocale: 'nl' })).toBe('de')
  })
  it('falls back to the configured default', () => {
    expect(detectLocale({ acceptLanguage: 'ja', enabled: all, defaultLocale: 'fr' })).toBe('fr')
    expect(detectLocale({ enabled: all, defaultLocale: 'en' })).toBe('en')
  })
  it('never picks a disabled language', () => {
    const enabled = ['nl', 'fr'] as const
    expect(detectLocale({ query: 'de', cookie: 'en', acceptLanguage: 'de, en', enabled, defaultLocale: 'nl' })).toBe('nl')
    expect(detectLocale({ acceptLanguage: 'de, fr;q=0.5', enabled, defaultLocale: 'nl' })).toBe('fr')
  })
  it('ignores junk', () => {
    expect(detectLocale({ query: '<script>', cookie: 'xx', acceptLanguage: ';;;', enabled: all, defaultLocale: 'nl' })).toBe('nl')
  })
  it('uses the first enabled language when the default is disabled', () => {
    expect(detectLocale({ enabled: ['fr', 'en'], defaultLocale: 'nl' })).toBe('fr')
  })
})

describe('disabledLanguageRedirect (SPEC §2.2)', () => {
  it('serves an enabled language', () => {
    expect(disabledLanguageRedirect('fr', ['nl', 'fr'], 'nl')).toBeNull()
  })
  it('sends a disabled language to the default home page', () => {
    expect(disabledLanguageRedirect('de', ['nl', 'fr'], 'fr')).toBe('/fr/')
  })
})
