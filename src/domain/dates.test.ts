import { describe, expect, it } from 'vitest'

import { formatDay } from './dates'

describe('formatDay: day month year in each language', () => {
  it('writes the month as a word, the day first', () => {
    const date = '2023-03-06T08:30:00.000Z'
    expect(formatDay(date, 'nl')).toBe('6 maart 2023')
    expect(formatDay(date, 'fr')).toBe('6 mars 2023')
    expect(formatDay(date, 'en')).toBe('6 March 2023')
    expect(formatDay(date, 'de')).toBe('6. März 2023')
  })

  it('counts the day in Brussels: late evening UTC on the last day of a month is the next day there', () => {
    expect(formatDay('2024-03-31T22:30:00.000Z', 'nl')).toBe('1 april 2024')
    expect(formatDay(new Date('2024-12-31T12:00:00.000Z'), 'en')).toBe('31 December 2024')
  })
})
