import { describe, expect, it } from 'vitest'

import { profileExpired, staleBefore } from './profile-retention'

const now = new Date('2026-11-25T03:00:00Z')

describe('search-profile retention', () => {
  it('two years back, to the second', () => {
    expect(staleBefore(now).toISOString()).toBe('2024-11-25T03:00:00.000Z')
    // 29 February: a year without it ends on 1 March.
    expect(staleBefore(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z')
  })

  it.each([
    ['unsubscribed yesterday', { unsubscribedAt: '2026-11-24T10:00:00Z', lastActiveAt: '2026-11-24T09:00:00Z', createdAt: '2026-01-01T00:00:00Z' }, true],
    ['active a day short of two years ago', { lastActiveAt: '2024-11-26T03:00:00Z', createdAt: '2020-01-01T00:00:00Z' }, false],
    ['active just over two years ago', { lastActiveAt: '2024-11-25T02:59:59Z', createdAt: '2020-01-01T00:00:00Z' }, true],
    ['never active since it was made, three years ago', { lastActiveAt: null, createdAt: '2023-11-01T00:00:00Z' }, true],
    ['made last month', { createdAt: '2026-10-25T00:00:00Z' }, false],
    ['an unreadable date is kept, not removed by mistake', { lastActiveAt: 'not a date', createdAt: '2020-01-01T00:00:00Z' }, false],
  ])('%s', (_, profile, expired) => {
    expect(profileExpired(profile, now)).toBe(expired)
  })
})
