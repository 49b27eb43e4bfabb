import { describe, expect, it } from 'vitest'

import { LEAD_KINDS } from '../forms/forms'
import { type AppointmentLead, calendarVisits, contactName, type HistoryLead, historyRows, isAboutSubject } from './history'

const subject = { title: 'Appartement met zeezicht' }

const visitor = {
  salutation: 'ms',
  firstName: 'Marie',
  lastName: 'Dubois',
  email: 'marie.dubois@example.org',
  phone: '0475 12 34 56',
  message: 'Is de garage inbegrepen in de prijs?',
  street: 'Kerkstraat 12',
  zip: '8400',
  city: 'Oostende',
  friendEmail: 'vriendin@example.org',
  income1: 3200,
  conditions: 'Onder voorbehoud van lening',
  reason: 'We verhuizen voor het werk',
}

const lead = (overrides: Partial<HistoryLead> = {}): HistoryLead => ({
  id: 1,
  kind: 'contact-me',
  createdAt: '2026-05-04T09:30:00.000Z',
  fields: visitor,
  shareWithOwner: false,
  handled: false,
  appointmentStatus: null,
  ...overrides,
})

/** Every value the visitor typed beyond the name: none of it may appear anywhere in an unshared row. */
const PRIVATE_VALUES = ['marie.dubois@example.org', '0475 12 34 56', 'garage inbegrepen', 'Kerkstraat', 'vriendin@example.org', '3200', 'voorbehoud', 'verhuizen', 'Dubois']

describe('historyRows', () => {
  it('shows a shortened name, the kind, the subject, the status and the source', () => {
    expect(historyRows([lead()], subject)).toEqual([
      {
        id: 1,
        date: '2026-05-04T09:30:00.000Z',
        kind: 'contact-me',
        contact: 'Marie D.',
        subject: 'Appartement met zeezicht',
        comment: null,
        email: null,
        phone: null,
        status: 'new',
        source: 'website',
      },
    ])
  })

  it('never lets e-mail, phone, address or free text through when the lead is not shared, whatever the form', () => {
    const kinds = LEAD_KINDS.filter(isAboutSubject)
    const rows = historyRows(
      kinds.map((kind, index) => lead({ id: index + 1, kind, shareWithOwner: index % 2 === 0 ? false : null })),
      subject,
    )
    expect(rows).toHaveLength(kinds.length)
    const output = JSON.stringify(rows)
    for (const value of PRIVATE_VALUES) expect(output, value).not.toContain(value)
  })

  it('shows e-mail, phone, the whole name and what the visitor wrote once staff share the lead, and still nothing else', () => {
    const [row] = historyRows([lead({ kind: 'offer-to-purchase', shareWithOwner: true })], subject)
    expect(row).toMatchObject({
      contact: 'Marie Dubois',
      email: 'marie.dubois@example.org',
      phone: '0475 12 34 56',
      comment: 'Is de garage inbegrepen in de prijs? — Onder voorbehoud van lening — We verhuizen voor het werk',
    })
    const output = JSON.stringify(row)
    for (const value of ['Kerkstraat', 'vriendin@example.org', '3200']) expect(output).not.toContain(value)
  })

  it('only shares on an explicit true', () => {
    for (const shareWithOwner of [false, null, undefined, 'true' as unknown as boolean, 1 as unknown as boolean]) {
      const output = JSON.stringify(historyRows([lead({ shareWithOwner })], subject))
      expect(output).not.toContain('marie.dubois@example.org')
      expect(output).not.toContain('0475')
    }
  })

  it('leaves out leads that are not about the property: job applications, newsletters, valuations, contact, search profiles, testimonials', () => {
    const others = ['job-application', 'sign-newsletter', 'free-valuation', 'site-contact', 'search-profile', 'testimonial', 'no-such-kind']
    expect(historyRows(others.map((kind, id) => lead({ id, kind, shareWithOwner: true })), subject)).toEqual([])
    expect(isAboutSubject('contact-construction')).toBe(true)
    expect(isAboutSubject('job-application')).toBe(false)
  })

  it('gives the status: new, handled, and for a booked visit confirmed or cancelled', () => {
    const rows = historyRows(
      [
        lead({ id: 1, handled: false }),
        lead({ id: 2, handled: true }),
        lead({ id: 3, kind: 'contact-appointment', appointmentStatus: 'confirmed', handled: true }),
        lead({ id: 4, kind: 'contact-appointment', appointmentStatus: 'cancelled' }),
      ],
      subject,
    )
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ 1: 'new', 2: 'handled', 3: 'confirmed', 4: 'cancelled' })
  })

  it('lists the newest first', () => {
    const rows = historyRows(
      [lead({ id: 1, createdAt: '2026-05-01T10:00:00.000Z' }), lead({ id: 2, createdAt: '2026-05-03T10:00:00.000Z' }), lead({ id: 3, createdAt: '2026-05-02T10:00:00.000Z' })],
      subject,
    )
    expect(rows.map((row) => row.id)).toEqual([2, 3, 1])
  })

  it('survives leads whose fields are not an object', () => {
    const rows = historyRows([lead({ fields: null }), lead({ id: 2, fields: 'text' }), lead({ id: 3, fields: ['a'] })], subject)
    expect(rows.map((row) => row.contact)).toEqual([null, null, null])
  })
})

describe('contactName', () => {
  it('is the first name and the initial of the last name', () => {
    expect(contactName({ firstName: ' Jean-Pierre ', lastName: 'van den Broeck' }, false)).toBe('Jean-Pierre V.')
    expect(contactName({ firstName: 'Émile', lastName: 'Évrard' }, false)).toBe('Émile É.')
    expect(contactName({ firstName: 'Anne Marie', lastName: 'Claes' }, false)).toBe('Anne C.')
  })

  it('reads the one name field of the send-to-friend form', () => {
    expect(contactName({ name: 'Sofie Maes' }, false)).toBe('Sofie M.')
    expect(contactName({ name: 'Sofie' }, false)).toBe('Sofie')
    expect(contactName({ name: 'Sofie Maes' }, true)).toBe('Sofie Maes')
  })

  it('is the initial alone when only a last name was given (the document request asks only for that)', () => {
    expect(contactName({ lastName: 'Peeters' }, false)).toBe('P.')
  })

  it('drops a name field that holds an address, a number or a link instead of a name', () => {
    expect(contactName({ firstName: 'marie@example.org', lastName: 'Dubois' }, false)).toBe('D.')
    expect(contactName({ firstName: 'Marie', lastName: '0475123456' }, false)).toBe('Marie')
    expect(contactName({ firstName: 'https://spam.example', lastName: '' }, true)).toBeNull()
    expect(contactName({ firstName: 'M'.repeat(61) }, false)).toBeNull()
    expect(contactName({}, true)).toBeNull()
  })
})

describe('calendarVisits', () => {
  const booking = (id: number, startsAt: string, overrides: Partial<AppointmentLead> = {}): AppointmentLead => ({
    ...lead({ id, kind: 'contact-appointment', appointmentStatus: 'confirmed' }),
    slot: { startsAt, endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString() },
    ...overrides,
  })
  const now = new Date('2026-05-10T12:00:00.000Z')

  it('splits confirmed visits into coming (soonest first) and past (latest first)', () => {
    const { upcoming, past } = calendarVisits(
      [booking(1, '2026-05-20T08:00:00.000Z'), booking(2, '2026-05-12T08:00:00.000Z'), booking(3, '2026-05-01T08:00:00.000Z'), booking(4, '2026-05-08T08:00:00.000Z')],
      now,
    )
    expect(upcoming.map((visit) => visit.id)).toEqual([2, 1])
    expect(past.map((visit) => visit.id)).toEqual([4, 3])
    expect(upcoming[0]).toEqual({ id: 2, startsAt: '2026-05-12T08:00:00.000Z', endsAt: '2026-05-12T08:30:00.000Z', contact: 'Marie D.' })
  })

  it('keeps a visit under way among the coming ones', () => {
    expect(calendarVisits([booking(1, '2026-05-10T11:45:00.000Z')], now).upcoming).toHaveLength(1)
  })

  it('leaves out cancelled bookings, bookings without a slot and other forms', () => {
    const { upcoming, past } = calendarVisits(
      [
        booking(1, '2026-05-20T08:00:00.000Z', { appointmentStatus: 'cancelled' }),
        booking(2, '2026-05-20T08:00:00.000Z', { slot: null }),
        booking(3, '2026-05-20T08:00:00.000Z', { kind: 'visit-request' }),
      ],
      now,
    )
    expect([...upcoming, ...past]).toEqual([])
  })

  it('shows no e-mail or phone of the visitor', () => {
    const output = JSON.stringify(calendarVisits([booking(1, '2026-05-20T08:00:00.000Z'), booking(2, '2026-05-01T08:00:00.000Z')], now))
    for (const value of PRIVATE_VALUES) expect(output).not.toContain(value)
  })
})

describe('unconfirmed bookings (ADR 0041)', () => {
  const booking = (id: number, appointmentStatus: 'held' | 'confirmed' | 'expired') => ({ id, kind: 'contact-appointment', createdAt: '2026-11-20T10:00:00Z', fields: { firstName: 'Marie', lastName: 'Dubois' }, appointmentStatus })

  it('keeps held and lapsed bookings out of the owner’s history and calendar', () => {
    const leads = [booking(1, 'held'), booking(2, 'expired'), booking(3, 'confirmed')]
    expect(historyRows(leads, { title: 'Villa' }).map((row) => [row.id, row.status])).toEqual([[3, 'confirmed']])
    const slot = { startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T10:30:00Z' }
    expect(calendarVisits(leads.map((lead) => ({ ...lead, slot })), new Date('2026-11-27T10:00:00Z')).upcoming.map((visit) => visit.id)).toEqual([3])
  })
})

