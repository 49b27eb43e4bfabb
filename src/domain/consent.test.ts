import { describe, expect, it } from 'vitest'

import { allowedTags, consentFor, googleConsent, isPreviewPath, parseConsent, serializeConsent } from './consent'

describe('consentFor', () => {
  it('accept all grants everything', () => {
    expect(consentFor('all')).toEqual({ necessary: true, analytics_storage: true, ad_storage: true, ad_user_data: true, ad_personalization: true })
  })
  it('decline all keeps only the required option', () => {
    expect(consentFor('none')).toEqual({ necessary: true, analytics_storage: false, ad_storage: false, ad_user_data: false, ad_personalization: false })
  })
  it('partial acceptance stores the chosen toggles', () => {
    expect(consentFor({ analytics_storage: true })).toEqual({ necessary: true, analytics_storage: true, ad_storage: false, ad_user_data: false, ad_personalization: false })
  })
})

describe('stored consent', () => {
  it('round-trips through the cookie value', () => {
    const flags = consentFor({ ad_storage: true, ad_user_data: true })
    expect(parseConsent(serializeConsent(flags))).toEqual(flags)
  })
  it.each([null, '', 'garbage', encodeURIComponent('{"v":0,"analytics_storage":true}'), encodeURIComponent('{"v":1,"analytics_storage":"yes"}')])(
    'treats %j as no choice yet',
    (value) => expect(parseConsent(value)).toBeNull(),
  )
})

describe('googleConsent', () => {
  const granted = (state: Record<string, string>) => Object.keys(state).filter((key) => state[key] === 'granted')

  it('denies everything but the required option before a choice', () => {
    expect(googleConsent(null)).toEqual({
      security_storage: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    })
  })
  it('keeps only the required option granted after decline all (SPEC §4)', () => {
    expect(granted(googleConsent(consentFor('none')))).toEqual(['security_storage'])
  })
  it('grants every storage after accept all', () => {
    const state = googleConsent(consentFor('all'))
    expect(Object.values(state).every((value) => value === 'granted')).toBe(true)
    expect(Object.keys(state)).toHaveLength(7)
  })
  it('mirrors a partial choice and grants nothing beyond it', () => {
    expect(granted(googleConsent(consentFor({ analytics_storage: true })))).toEqual(['security_storage', 'analytics_storage'])
    expect(granted(googleConsent(consentFor({ ad_storage: true, ad_user_data: true, ad_personalization: true })))).toEqual(['security_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'])
  })
})

describe('isPreviewPath', () => {
  it('finds preview anywhere in the path', () => {
    expect(isPreviewPath('/nl/preview/te-koop/')).toBe(true)
    expect(isPreviewPath('/nl/te-koop/')).toBe(false)
  })
})

describe('allowedTags', () => {
  const ids = { gtmId: 'GTM-ABC', pixelId: '123' }
  it('loads nothing without ids or without consent', () => {
    expect(allowedTags(consentFor('all'), {})).toEqual({ gtm: false, pixel: false })
    expect(allowedTags(null, ids)).toEqual({ gtm: false, pixel: false })
    expect(allowedTags(consentFor('none'), ids)).toEqual({ gtm: false, pixel: false })
  })
  it('loads the tag manager with analytics consent and the pixel only with ad storage and ad user data', () => {
    expect(allowedTags(consentFor({ analytics_storage: true }), ids)).toEqual({ gtm: true, pixel: false })
    expect(allowedTags(consentFor({ ad_storage: true }), ids)).toEqual({ gtm: true, pixel: false })
    expect(allowedTags(consentFor({ ad_storage: true, ad_user_data: true }), ids)).toEqual({ gtm: true, pixel: true })
  })
})
