import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { LeadKind } from '../../src/domain/forms/forms'

import { type TestDatabase, temporaryDatabase } from './setup-db'

/**
 * What the admin dashboard opens on (ADR 0033), read from the database as each staff role: unhandled
 * leads by kind, undelivered leads, and today's visits by the Brussels calendar. The day chosen is the
 * one the clocks go forward (29 March 2026): its midnights are 23:00 and 22:00 UTC.
 */
let payload: Payload
let database: TestDatabase
let readNeedsAction: typeof import('../../src/features/admin/needs-action').readNeedsAction
const users: Record<'administrator' | 'agent' | 'hr', TypedUser> = {} as never
let propertyId = 0

// 00:30 in Brussels on Sunday 29 March 2026, still 28 March in UTC.
const NOW = new Date('2026-03-28T23:30:00Z')
const TODAY = '2026-03-29'

type LeadInput = { kind: LeadKind; handled?: boolean; delivery?: 'pending' | 'sent' | 'failed' | 'retrying'; fields?: Record<string, unknown>; slot?: number; appointmentStatus?: 'confirmed' | 'cancelled' }

async function lead({ kind, handled = false, delivery = 'sent', fields = { firstName: 'Els', lastName: 'Peeters', email: 'els@example.be' }, ...rest }: LeadInput) {
  return payload.create({
    collection: 'leads',
    data: { kind, locale: 'nl', handled, delivery, summary: `${String(fields.firstName ?? '')} ${String(fields.lastName ?? '')} <els@example.be>`.trim(), fields, property: propertyId, ...rest },
  })
}

async function slotAt(startsAt: string) {
  const start = new Date(startsAt)
  return payload.create({ collection: 'appointment-slots', data: { property: propertyId, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 45 * 60_000).toISOString(), capacity: 4, booked: 1 } })
}

async function booking(startsAt: string, firstName: string, appointmentStatus: 'confirmed' | 'cancelled' = 'confirmed') {
  const slot = await slotAt(startsAt)
  return lead({ kind: 'contact-appointment', slot: slot.id, appointmentStatus, handled: true, fields: { firstName, lastName: 'Bezoeker', email: 'b@example.be' } })
}

beforeAll(async () => {
  database = await temporaryDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
  ;({ readNeedsAction } = await import('../../src/features/admin/needs-action'))

  for (const role of ['administrator', 'agent', 'hr'] as const) {
    const user = await payload.create({ collection: 'users', data: { email: `${role}@zeedijk.test`, password: `een lange zin over de dijk voor ${role}`, roles: [role] } })
    users[role] = { ...user, collection: 'users' } as TypedUser
  }
  const property = await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 4242, title: 'Villa Duin', goal: 'sale', availability: 'available', city: 'Knokke' } })
  await payload.update({ collection: 'properties', id: property.id, locale: 'fr', data: { title: 'Villa Dune' } })
  propertyId = property.id

  // New leads: three visit requests (one handled), one question, two job applications; one undelivered.
  await lead({ kind: 'visit-request', fields: { firstName: 'An', lastName: 'Vos', visitDate: TODAY, timeSlots: ['10:00-13:00', '16:00-19:00'] } })
  await lead({ kind: 'visit-request', fields: { firstName: 'Bo', lastName: 'Mertens', visitDate: '2026-03-30', timeSlots: ['13:00-16:00'] } })
  await lead({ kind: 'visit-request', handled: true, fields: { firstName: 'Cas', lastName: 'Jacobs', visitDate: '2026-03-28' } })
  await lead({ kind: 'contact-me', delivery: 'failed', fields: { name: 'Dirk Wouters', email: 'dirk@example.be' } })
  await lead({ kind: 'job-application', fields: { firstName: 'Eva', lastName: 'Smet' } })
  await lead({ kind: 'job-application', delivery: 'failed', fields: { firstName: 'Fien', lastName: 'Goossens' } })

  // Booked visits around the day's two midnights, and one cancelled.
  await booking('2026-03-28T22:59:00Z', 'Gisteren') // 23:59 on the 28th in Brussels
  await booking('2026-03-28T23:00:00Z', 'Middernacht') // 00:00 on the 29th (UTC+1)
  await booking('2026-03-29T08:30:00Z', 'Ochtend') // 10:30 (UTC+2 since 03:00)
  await booking('2026-03-29T12:00:00Z', 'Geannuleerd', 'cancelled')
  await booking('2026-03-29T21:59:00Z', 'Laat') // 23:59 on the 29th
  await booking('2026-03-29T22:00:00Z', 'Morgen') // 00:00 on the 30th
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('what the dashboard opens on', () => {
  it('counts the unhandled leads of each kind, for an administrator every kind', async () => {
    const data = await readNeedsAction(payload, users.administrator, { locale: 'nl', now: NOW })
    // In the order of the kinds (src/domain/forms/forms.ts), each with its count.
    expect(data?.newLeads).toEqual([
      { kind: 'contact-me', count: 1 },
      { kind: 'visit-request', count: 2 },
      { kind: 'job-application', count: 2 },
    ])
  })

  it('lists the leads that were never delivered, newest first, with the sender’s name', async () => {
    const data = await readNeedsAction(payload, users.administrator, { locale: 'nl', now: NOW })
    expect(data?.failed.count).toBe(2)
    expect(data?.failed.latest.map(({ kind, sender }) => [kind, sender])).toEqual([
      ['job-application', 'Fien Goossens'],
      ['contact-me', 'Dirk Wouters'],
    ])
  })

  it('never shows an agent a job application, counted or undelivered', async () => {
    const data = await readNeedsAction(payload, users.agent, { locale: 'nl', now: NOW })
    expect(data?.newLeads.map(({ kind }) => kind)).toEqual(['contact-me', 'visit-request'])
    expect(data?.failed.count).toBe(1)
    expect(data?.failed.latest.map(({ kind }) => kind)).toEqual(['contact-me'])
  })

  it('shows HR the job applications', async () => {
    const data = await readNeedsAction(payload, users.hr, { locale: 'nl', now: NOW })
    expect(data?.newLeads).toContainEqual({ kind: 'job-application', count: 2 })
    expect(data?.failed.count).toBe(2)
  })

  it('lists today’s visits by the Brussels day, from its midnight to the next, without the cancelled one', async () => {
    const data = await readNeedsAction(payload, users.agent, { locale: 'nl', now: NOW })
    const booked = data?.today.filter((visit) => visit.booked)
    expect(booked?.map((visit) => visit.visitor)).toEqual(['Middernacht Bezoeker', 'Ochtend Bezoeker', 'Laat Bezoeker'])
    expect(booked?.every((visit) => visit.property?.title === 'Villa Duin')).toBe(true)
  })

  it('adds the visit requests that ask for today, with their preferred times', async () => {
    const data = await readNeedsAction(payload, users.agent, { locale: 'nl', now: NOW })
    const requested = data?.today.filter((visit) => !visit.booked)
    expect(requested).toEqual([expect.objectContaining({ visitor: 'An Vos', booked: false, times: ['10:00-13:00', '16:00-19:00'] })])
  })

  it('names the property in the staff member’s language', async () => {
    const data = await readNeedsAction(payload, users.administrator, { locale: 'fr', now: NOW })
    expect(data?.today[0]?.property?.title).toBe('Villa Dune')
  })

  it('follows the clock: the next day holds the visit at its midnight and the request for it', async () => {
    const data = await readNeedsAction(payload, users.agent, { locale: 'nl', now: new Date('2026-03-30T06:00:00Z') })
    expect(data?.today.map((visit) => visit.visitor)).toEqual(['Morgen Bezoeker', 'Bo Mertens'])
  })

  it('shows nothing to a visitor without a staff login', async () => {
    await expect(readNeedsAction(payload, null as unknown as TypedUser, { locale: 'nl', now: NOW })).resolves.toBeNull()
  })
})
