import { describe, expect, it } from 'vitest'

import { readRecap, recapOf, recapQuery } from './thank-you-recap'

describe('what a thank-you page repeats', () => {
  it('is the day and hours of a visit request, and travels through the address unchanged', () => {
    const recap = recapOf('visit-request', { firstName: 'Marie', email: 'marie@example.com', visitDate: '2026-12-03', timeSlots: ['13:00-16:00', '10:00-13:00'], message: 'Hallo' })
    expect(recap).toEqual({ kind: 'visit-request', day: '2026-12-03', slots: ['10:00-13:00', '13:00-16:00'] })
    const query = recapQuery(recap)
    expect(query).toBe('?visit=2026-12-03&hours=10%3A00-13%3A00%2C13%3A00-16%3A00')
    expect(readRecap(query)).toEqual(recap)
  })

  it('is the moment of a booked viewing', () => {
    const recap = recapOf('contact-appointment', { firstName: 'Tom' }, { startsAt: '2026-12-04T09:00:00.000Z', endsAt: '2026-12-04T09:30:00.000Z' })
    expect(recap).toEqual({ kind: 'viewing', startsAt: '2026-12-04T09:00:00.000Z', endsAt: '2026-12-04T09:30:00.000Z' })
    expect(readRecap(recapQuery(recap))).toEqual(recap)
  })

  it('never carries who asked: only the day, hours and moment leave the form', () => {
    const query = recapQuery(recapOf('visit-request', { firstName: 'Marie', lastName: 'Declercq', email: 'marie@example.com', phone: '0470', visitDate: '2026-12-03', message: 'Geheim' }))
    expect(query).toBe('?visit=2026-12-03')
    for (const personal of ['Marie', 'Declercq', 'marie', '0470', 'Geheim']) expect(query).not.toContain(personal)
    expect(recapOf('contact-me', { visitDate: '2026-12-03' })).toBeNull()
    expect(recapOf('visit-request', { visitDate: 'tomorrow' })).toBeNull()
  })

  it('shows nothing for an address that was not made by the form', () => {
    for (const search of [
      '',
      '?visit=2026-02-30',
      '?visit=<script>',
      '?visit=2026-12-03&hours=whenever',
      '?visit=2026-12-03&hours=10:00-13:00,<b>',
      '?viewing=2026-12-04T09:00:00Z',
      '?viewing=2026-12-04T09:00:00Z&until=2026-12-04T08:00:00Z',
      '?viewing=2026-12-04T09:00:00Z&until=2026-12-06T08:00:00Z',
      '?viewing=Marie&until=2026-12-04T09:30:00Z',
    ]) {
      expect(readRecap(search), search).toBeNull()
    }
  })
})
