import { describe, expect, it } from 'vitest'

import { daysOnMarket, priceHistory } from './market'

describe('daysOnMarket', () => {
  it('counts calendar days in Brussels, 0 on the day of listing', () => {
    const now = new Date('2026-05-10T12:00:00.000Z')
    expect(daysOnMarket('2026-05-10T06:00:00.000Z', now)).toBe(0)
    expect(daysOnMarket('2026-05-09T06:00:00.000Z', now)).toBe(1)
    expect(daysOnMarket('2026-02-10T10:00:00.000Z', now)).toBe(89)
  })

  it('uses the Brussels day at both ends, not UTC', () => {
    // Listed 23:30 UTC on 31 March = 1 April 01:30 in Brussels; now 22:30 UTC on 1 April = 2 April 00:30.
    expect(daysOnMarket('2026-03-31T23:30:00.000Z', new Date('2026-04-01T22:30:00.000Z'))).toBe(1)
  })

  it('is not thrown off by the daylight-saving change', () => {
    // 29 March 2026 has 23 hours, 25 October 2026 has 25.
    expect(daysOnMarket('2026-03-28T11:00:00.000Z', new Date('2026-03-30T10:00:00.000Z'))).toBe(2)
    expect(daysOnMarket('2026-10-24T10:00:00.000Z', new Date('2026-10-26T11:00:00.000Z'))).toBe(2)
  })

  it('is null without a usable date, and 0 for a date still to come', () => {
    const now = new Date('2026-05-10T12:00:00.000Z')
    expect(daysOnMarket(null, now)).toBeNull()
    expect(daysOnMarket(undefined, now)).toBeNull()
    expect(daysOnMarket('not a date', now)).toBeNull()
    expect(daysOnMarket('2026-06-01T00:00:00.000Z', now)).toBe(0)
  })
})

describe('priceHistory', () => {
  it('lists the prices newest first, each with the one it replaced', () => {
    expect(
      priceHistory([
        { price: 329_000, changedAt: '2026-04-01T08:00:00.000Z' },
        { price: 349_000, changedAt: '2026-01-15T08:00:00.000Z' },
        { price: 339_000, changedAt: '2026-02-20T08:00:00.000Z' },
      ]),
    ).toEqual([
      { price: 329_000, changedAt: '2026-04-01T08:00:00.000Z', previous: 339_000, first: false },
      { price: 339_000, changedAt: '2026-02-20T08:00:00.000Z', previous: 349_000, first: false },
      { price: 349_000, changedAt: '2026-01-15T08:00:00.000Z', previous: null, first: true },
    ])
  })

  it('leaves out saves that repeat the price before them, and keeps a price taken off (null)', () => {
    const steps = priceHistory([
      { price: 250_000, changedAt: '2026-01-01T08:00:00.000Z' },
      { price: 250_000, changedAt: '2026-01-02T08:00:00.000Z' },
      { price: null, changedAt: '2026-01-03T08:00:00.000Z' },
      { price: 240_000, changedAt: '2026-01-04T08:00:00.000Z' },
    ])
    expect(steps.map((step) => [step.price, step.previous])).toEqual([
      [240_000, null],
      [null, 250_000],
      [250_000, null],
    ])
    expect(steps.map((step) => step.first)).toEqual([false, false, true])
  })

  it('ignores rows without a valid date and is empty without rows', () => {
    expect(priceHistory([{ price: 1, changedAt: 'garbage' }])).toEqual([])
    expect(priceHistory([])).toEqual([])
  })
})
