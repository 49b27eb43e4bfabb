import { describe, expect, it } from 'vitest'

import { allowedTags, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentFor } from './consent'
import { GOOGLE_TAG_STORAGE, lifetimeInUnits, META_PIXEL_STORAGE, SITE_STORAGE, storageInventory } from './cookies'
import { FAVOURITES_STORAGE_KEY } from './favourites'

describe('storageInventory', () => {
  it('lists only what the site itself sets when no tag is configured', () => {
    const rows = storageInventory({ gtmId: null, pixelId: '' })
    expect(rows.map((row) => row.name)).toEqual(['zeedijk_consent', 'NEXT_LOCALE', 'zeedijk.language', 'zeedijk.favourites', 'zeedijk.favourites-account', 'zeedijk-account', 'zeedijk_signed_in', 'payload-token', 'payload-theme', 'payload-lng'])
    expect(rows.every((row) => row.party.kind === 'site' && row.consent.length === 0)).toBe(true)
  })

  it('adds the cookies of each configured tag in that party’s name, with the configured id', () => {
    const withGoogle = storageInventory({ gtmId: 'GTM-AB12CD' })
    expect(withGoogle.filter((row) => row.party.kind === 'google').map((row) => [row.name, row.party])).toEqual(GOOGLE_TAG_STORAGE.map((item) => [item.name, { kind: 'google', tagId: 'GTM-AB12CD' }]))
    expect(withGoogle.some((row) => row.party.kind === 'meta')).toBe(false)

    const withPixel = storageInventory({ pixelId: '123456789' })
    expect(withPixel.filter((row) => row.party.kind === 'meta').map((row) => row.name)).toEqual(['_fbp', '_fbc'])
    expect(withPixel.some((row) => row.party.kind === 'google')).toBe(false)
  })

  it('names a tag exactly when the consent code would load it, and asks the consent that code asks', () => {
    for (const ids of [{ gtmId: 'GTM-1' }, { pixelId: '42' }, { gtmId: '', pixelId: null }, { gtmId: 'GTM-1', pixelId: '42' }]) {
      const loads = allowedTags(consentFor('all'), ids)
      const rows = storageInventory(ids)
      expect(rows.some((row) => row.party.kind === 'google')).toBe(loads.gtm)
      expect(rows.some((row) => row.party.kind === 'meta')).toBe(loads.pixel)
    }
    // The pixel loads only with both advertising options: its cookies say so.
    for (const item of META_PIXEL_STORAGE) expect([...item.consent].sort()).toEqual(['ad_storage', 'ad_user_data'])
    for (const item of GOOGLE_TAG_STORAGE) expect(item.consent.length).toBeGreaterThan(0)
  })
})

describe('the code that sets an item reads it from the list', () => {
  it('uses the listed names and lifetimes', () => {
    expect(CONSENT_COOKIE).toBe(SITE_STORAGE.consent.name)
    expect(CONSENT_MAX_AGE_SECONDS).toBe(180 * 86_400)
    expect(FAVOURITES_STORAGE_KEY).toBe(SITE_STORAGE.favourites.name)
  })
})

describe('lifetimeInUnits', () => {
  it('says a lifetime in its largest whole unit', () => {
    expect(lifetimeInUnits({ seconds: 730 * 86_400 })).toEqual({ unit: 'years', count: 2 })
    expect(lifetimeInUnits({ seconds: 365 * 86_400 })).toEqual({ unit: 'years', count: 1 })
    expect(lifetimeInUnits({ seconds: 180 * 86_400 })).toEqual({ unit: 'days', count: 180 })
    expect(lifetimeInUnits({ seconds: 2 * 3600 })).toEqual({ unit: 'hours', count: 2 })
    expect(lifetimeInUnits({ seconds: 90 })).toEqual({ unit: 'minutes', count: 2 })
    expect(lifetimeInUnits('untilCleared')).toEqual({ unit: 'untilCleared' })
  })
})
