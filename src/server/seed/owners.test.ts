import { describe, expect, it } from 'vitest'

import { demoVisits } from './owners'

describe('the demo owners’ visits', () => {
  const days = demoVisits(42, '2026-11-23', 12)
  it('covers the last 90 days, ending today', () => {
    expect(days).toHaveLength(90)
    expect(days.at(-1)?.day).toBe('2026-11-23')
    expect(days[0]?.day).toBe('2026-08-26')
  })
  it('is the same on every machine and looks like visits: whole, never negative, busier at weekends', () => {
    expect(demoVisits(42, '2026-11-23', 12)).toEqual(days)
    expect(days.every(({ visits }) => Number.isInteger(visits) && visits >= 0)).toBe(true)
    const mean = (list: typeof days) => list.reduce((sum, { visits }) => sum + visits, 0) / list.length
    const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay()
    const settled = days.slice(30, -1)
    expect(mean(settled.filter(({ day }) => [0, 6].includes(weekday(day))))).toBeGreaterThan(mean(settled.filter(({ day }) => ![0, 6].includes(weekday(day)))))
  })
  it('starts on the day the property was listed, busiest then', () => {
    const listed = demoVisits(42, '2026-11-23', 12, '2026-11-09')
    expect(listed.map(({ day }) => day)).toEqual(days.slice(-15).map(({ day }) => day))
    expect(listed[0]?.day).toBe('2026-11-09')
    expect(demoVisits(42, '2026-11-23', 12, '2026-01-01')).toHaveLength(90)
  })
})
