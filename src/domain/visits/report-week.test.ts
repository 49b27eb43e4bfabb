import { describe, expect, it } from 'vitest'

import { endOfReportWeek, nextHousekeepingTime, nextReportTime, reportWeek } from './report-week'
import { brusselsTime, visitFigures } from './windows'

describe('reportWeek', () => {
  it('is the Monday-to-Sunday week before the Brussels day of the moment', () => {
    // Monday 9 March 2026, 07:00 in Brussels (06:00 UTC).
    expect(reportWeek(new Date('2026-03-09T06:00:00Z'))).toEqual({ monday: '2026-03-02', sunday: '2026-03-08' })
    // Later the same week (a retry on Thursday) it is still that week.
    expect(reportWeek(new Date('2026-03-12T15:00:00Z'))).toEqual({ monday: '2026-03-02', sunday: '2026-03-08' })
  })

  it('follows Brussels days, not UTC: Sunday 23:30 UTC in summer is already Monday', () => {
    // 23:30 UTC on Sunday 5 July 2026 is 01:30 on Monday 6 July in Brussels.
    expect(reportWeek(new Date('2026-07-05T23:30:00Z'))).toEqual({ monday: '2026-06-29', sunday: '2026-07-05' })
    expect(reportWeek(new Date('2026-07-05T21:30:00Z'))).toEqual({ monday: '2026-06-22', sunday: '2026-06-28' })
  })

  it('covers the weeks of the clock changes whole (23 March–29 March and 19–25 October 2026)', () => {
    const spring = reportWeek(new Date('2026-03-30T05:00:00Z'))
    expect(spring).toEqual({ monday: '2026-03-23', sunday: '2026-03-29' })
    const autumn = reportWeek(new Date('2026-10-26T06:00:00Z'))
    expect(autumn).toEqual({ monday: '2026-10-19', sunday: '2026-10-25' })
    // Its figures as of that Sunday count exactly its seven days.
    const days = ['2026-03-22', '2026-03-23', '2026-03-26', '2026-03-29', '2026-03-30'].map((day) => ({ day, visits: 1 }))
    expect(visitFigures(days, endOfReportWeek(spring)).week).toBe(3)
  })
})

describe('nextReportTime', () => {
  it('is Monday 07:00 in Brussels: 06:00 UTC in winter, 05:00 UTC in summer', () => {
    expect(nextReportTime(new Date('2026-03-04T10:00:00Z')).toISOString()).toBe('2026-03-09T06:00:00.000Z')
    expect(nextReportTime(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe('2026-07-06T05:00:00.000Z')
  })

  it('on the Monday of a clock change, the new time already holds', () => {
    // Clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
    expect(nextReportTime(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-30T05:00:00.000Z')
    expect(nextReportTime(new Date('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-26T06:00:00.000Z')
  })

  it('on Monday before 07:00 it is that morning; from 07:00 on, the Monday after', () => {
    expect(nextReportTime(new Date('2026-03-09T05:59:59Z')).toISOString()).toBe('2026-03-09T06:00:00.000Z')
    expect(nextReportTime(new Date('2026-03-09T06:00:00Z')).toISOString()).toBe('2026-03-16T06:00:00.000Z')
  })

  it('reports, at the time it gives, the week that just ended', () => {
    const at = nextReportTime(new Date('2026-10-21T12:00:00Z'))
    expect(reportWeek(at)).toEqual({ monday: '2026-10-19', sunday: '2026-10-25' })
  })
})

describe('nextHousekeepingTime', () => {
  it('is the next 04:00 in Brussels, across the clock change', () => {
    expect(nextHousekeepingTime(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T02:00:00.000Z')
    expect(nextHousekeepingTime(new Date('2026-03-29T02:00:00Z')).toISOString()).toBe('2026-03-30T02:00:00.000Z')
    expect(nextHousekeepingTime(new Date('2026-10-25T01:00:00Z')).toISOString()).toBe('2026-10-25T03:00:00.000Z')
  })
})

describe('brusselsTime', () => {
  it('is the wall-clock hour in Brussels as an instant', () => {
    expect(brusselsTime('2026-01-15', 7).toISOString()).toBe('2026-01-15T06:00:00.000Z')
    expect(brusselsTime('2026-08-15', 0).toISOString()).toBe('2026-08-14T22:00:00.000Z')
  })
})
