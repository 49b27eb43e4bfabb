import { describe, expect, it } from 'vitest'

import { addDays, brusselsDay, chartDays, dayEnds, monthStart, visitFigures, weekStart } from './windows'

describe('brusselsDay', () => {
  it('is the calendar day in Brussels, not in UTC', () => {
    // 23:30 UTC on 30 June is already 1 July in Brussels (UTC+2 in summer).
    expect(brusselsDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01')
    // 23:30 UTC on 30 December is 00:30 on 31 December (UTC+1 in winter).
    expect(brusselsDay(new Date('2026-12-30T23:30:00Z'))).toBe('2026-12-31')
    expect(brusselsDay(new Date('2026-12-30T22:59:59Z'))).toBe('2026-12-30')
  })

  it('keeps the right day across the daylight-saving changes', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00. 22:30 UTC the day before is 23:30, then 00:30 after midnight.
    expect(brusselsDay(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-28')
    expect(brusselsDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29')
    expect(brusselsDay(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29')
    expect(brusselsDay(new Date('2026-03-29T22:01:00Z'))).toBe('2026-03-30')
    // 25 October 2026: clocks go back from 03:00 to 02:00; the day has 25 hours.
    expect(brusselsDay(new Date('2026-10-24T22:01:00Z'))).toBe('2026-10-25')
    expect(brusselsDay(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25')
    expect(brusselsDay(new Date('2026-10-25T23:01:00Z'))).toBe('2026-10-26')
  })
})

describe('dayEnds', () => {
  it('is the next midnight in Brussels, in winter and in summer', () => {
    expect(dayEnds('2026-11-24').toISOString()).toBe('2026-11-24T23:00:00.000Z')
    expect(dayEnds('2026-07-01').toISOString()).toBe('2026-07-01T22:00:00.000Z')
  })

  it('gives the short and the long day of the clock changes their real length', () => {
    // 29 March 2026 has 23 hours, 25 October 2026 has 25.
    expect(dayEnds('2026-03-29').getTime() - dayEnds('2026-03-28').getTime()).toBe(23 * 3_600_000)
    expect(dayEnds('2026-10-25').getTime() - dayEnds('2026-10-24').getTime()).toBe(25 * 3_600_000)
  })

  it('ends the day brusselsDay gives', () => {
    const end = dayEnds('2026-03-29')
    expect(brusselsDay(new Date(end.getTime() - 1))).toBe('2026-03-29')
    expect(brusselsDay(end)).toBe('2026-03-30')
  })
})

describe('calendar periods', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('starts the week on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23') // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23') // the Sunday after
    expect(weekStart('2026-11-24')).toBe('2026-11-23')
    expect(weekStart('2027-01-01')).toBe('2026-12-28') // a Friday, its Monday in the year before
  })

  it('starts the month on its first', () => {
    expect(monthStart('2026-11-24')).toBe('2026-11-01')
    expect(monthStart('2026-02-01')).toBe('2026-02-01')
  })

  it('draws 30 days, oldest first, ending today, across the change to summer time', () => {
    const days = chartDays('2026-04-10')
    expect(days).toHaveLength(30)
    expect(days[0]).toBe('2026-03-12')
    expect(days.at(-1)).toBe('2026-04-10')
    expect(new Set(days).size).toBe(30)
    expect(days).toContain('2026-03-29')
  })
})

describe('visitFigures', () => {
  const counts = [
    { day: '2026-11-24', visits: 3 }, // today, a Tuesday
    { day: '2026-11-23', visits: 5 }, // Monday: this week
    { day: '2026-11-22', visits: 7 }, // Sunday: last week, this month
    { day: '2026-11-01', visits: 1 },
    { day: '2026-10-31', visits: 11 }, // last month, within the 30 days
    { day: '2026-09-01', visits: 100 }, // only in the total
  ]
  // 10:00 in Brussels on Tuesday 24 November.
  const now = new Date('2026-11-24T09:00:00Z')

  it('counts today, the week from Monday, the month and the total', () => {
    const figures = visitFigures(counts, now)
    expect(figures).toMatchObject({ today: 3, week: 8, month: 16, total: 127 })
  })

  it('fills the 30 days with zeros where nobody came', () => {
    const { lastDays } = visitFigures(counts, now)
    expect(lastDays).toHaveLength(30)
    expect(lastDays[0]).toEqual({ day: '2026-10-26', visits: 0 })
    expect(lastDays.find((d) => d.day === '2026-10-31')).toEqual({ day: '2026-10-31', visits: 11 })
    expect(lastDays.at(-1)).toEqual({ day: '2026-11-24', visits: 3 })
    expect(lastDays.reduce((sum, d) => sum + d.visits, 0)).toBe(27)
  })

  it('adds up counts of one day given twice, and ignores days after today', () => {
    const figures = visitFigures([...counts, { day: '2026-11-24', visits: 2 }, { day: '2026-11-25', visits: 50 }], now)
    expect(figures).toMatchObject({ today: 5, week: 10, total: 129 })
  })

  it('uses the Brussels day: just after midnight there is a new today', () => {
    // 00:30 on Wednesday 25 November in Brussels, still the 24th in UTC.
    const figures = visitFigures(counts, new Date('2026-11-24T23:30:00Z'))
    expect(figures.today).toBe(0)
    expect(figures.week).toBe(8)
  })
})
