import { describe, expect, it } from 'vitest'

import { DEFAULT_RETENTION, leadExpired, monthsBefore, ownerExpired, profileExpired, propertyListing, retentionCutoffs, retentionPeriods } from './retention'

const now = new Date('2026-11-25T03:00:00Z')
const cutoffs = retentionCutoffs(DEFAULT_RETENTION, now)

describe('retention periods', () => {
  it('counts calendar months back, to the second, the 31st falling on the shorter month’s last day', () => {
    expect(monthsBefore(now, 24).toISOString()).toBe('2024-11-25T03:00:00.000Z')
    expect(monthsBefore(new Date('2026-03-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(monthsBefore(new Date('2028-02-29T12:00:00Z'), 24).toISOString()).toBe('2026-02-28T12:00:00.000Z')
  })

  it('reads Settings, replacing what is missing by the default and what is out of range by the limit', () => {
    expect(retentionPeriods(undefined)).toEqual(DEFAULT_RETENTION)
    expect(retentionPeriods({ leadsMonths: 0, applicationsMonths: 6.7, idleProfilesMonths: 10_000, formerOwnersMonths: 'x' })).toEqual({
      leadsMonths: 1,
      applicationsMonths: 6,
      idleProfilesMonths: 240,
      formerOwnersMonths: DEFAULT_RETENTION.formerOwnersMonths,
    })
  })
})

describe('leads', () => {
  it.each([
    ['a request just over three years old', { kind: 'visit-request', createdAt: '2023-11-25T02:59:59Z' }, true],
    ['a request a day short of three years', { kind: 'visit-request', createdAt: '2023-11-26T03:00:00Z' }, false],
    ['an application just over a year old', { kind: 'job-application', createdAt: '2025-11-25T02:59:59Z' }, true],
    ['an application a day short of a year', { kind: 'job-application', createdAt: '2025-11-26T03:00:00Z' }, false],
    ['an unreadable date is kept', { kind: 'contact-me', createdAt: 'yesterday' }, false],
  ])('%s', (_, lead, expired) => {
    expect(leadExpired(lead, cutoffs)).toBe(expired)
  })
})

describe('search profiles', () => {
  it.each([
    ['unsubscribed yesterday', { unsubscribedAt: '2026-11-24T10:00:00Z', lastActiveAt: '2026-11-24T09:00:00Z', createdAt: '2026-01-01T00:00:00Z' }, true],
    ['active a day short of two years ago', { lastActiveAt: '2024-11-26T03:00:00Z', createdAt: '2020-01-01T00:00:00Z' }, false],
    ['active just over two years ago', { lastActiveAt: '2024-11-25T02:59:59Z', createdAt: '2020-01-01T00:00:00Z' }, true],
    ['confirmed a year ago, written before lastActiveAt existed', { lastActiveAt: null, confirmedAt: '2025-11-25T00:00:00Z', createdAt: '2020-01-01T00:00:00Z' }, false],
    ['never active since it was made, three years ago', { lastActiveAt: null, createdAt: '2023-11-01T00:00:00Z' }, true],
    ['made last month', { createdAt: '2026-10-25T00:00:00Z' }, false],
    ['an unreadable date is kept, not removed by mistake', { lastActiveAt: 'not a date', createdAt: '2020-01-01T00:00:00Z' }, false],
  ])('%s', (_, profile, expired) => {
    expect(profileExpired(profile, cutoffs)).toBe(expired)
  })
})

describe('owner accounts', () => {
  const old = { createdAt: '2020-01-01T00:00:00Z' }
  const soldLongAgo = propertyListing({ availability: 'sold', published: true, crmChangedAt: '2024-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z' })
  const rentedRecently = propertyListing({ availability: 'rented', crmChangedAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' })
  const offlineLongAgo = propertyListing({ published: false, availability: 'available', updatedAt: '2023-01-01T00:00:00Z' })
  const forSale = propertyListing({ published: true, availability: 'available', crmChangedAt: '2020-01-01T00:00:00Z', updatedAt: '2020-01-01T00:00:00Z' })

  it('goes when every property left the market before the period, by the CRM’s date rather than a later save', () => {
    expect(soldLongAgo.onMarket).toBe(false)
    expect(ownerExpired(old, [soldLongAgo, offlineLongAgo], cutoffs)).toBe(true)
  })

  it('stays while one property is on the market or left it within the period', () => {
    expect(ownerExpired(old, [soldLongAgo, forSale], cutoffs)).toBe(false)
    expect(ownerExpired(old, [soldLongAgo, rentedRecently], cutoffs)).toBe(false)
  })

  it('stays the whole period after the account was made, and goes after it when linked to nothing', () => {
    expect(ownerExpired({ createdAt: '2026-11-01T00:00:00Z' }, [soldLongAgo], cutoffs)).toBe(false)
    expect(ownerExpired(old, [], cutoffs)).toBe(true)
    expect(ownerExpired({ createdAt: '2025-01-01T00:00:00Z' }, [], cutoffs)).toBe(false)
  })
})
