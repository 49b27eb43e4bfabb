import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailsTo } from '../support/mail-outbox'

import { type TestDatabase, temporaryDatabase } from './setup-db'

/**
 * Visit bookings cannot be faked into the owner's calendar (ADR 0041): a booking holds its
 * place until the visitor follows the link in the mail, is released by a job when it is not confirmed in
 * time, and one e-mail address or one client address (IPv6: one /64) can only book so many.
 */
const PER_EMAIL = 2
const PER_ADDRESS = 3

let payload: Payload
let database: TestDatabase
let receiveLead: typeof import('../../src/features/leads/receive-lead').receiveLead
let bookings: typeof import('../../src/features/visit-booking/bookings')
let createCaptchaChallenge: typeof import('../../src/features/captcha/captcha').createCaptchaChallenge
let propertyId = 0
const dataDir = () => process.env.DATA_DIR!

async function captcha(): Promise<string> {
  const challenge = await createCaptchaChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

async function book(slot: number, email: string, ip: string, locale = 'nl') {
  const data = new FormData()
  const values = { altcha: await captcha(), kind: 'contact-appointment', locale, property: String(propertyId), slot: String(slot), firstName: 'Marie', lastName: 'Dubois', email, phone: '0475 12 34 56', privacy: 'on' }
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  return receiveLead(payload, data, { ip })
}

async function newSlot(daysAhead: number, capacity = 1) {
  const start = new Date(Date.now() + daysAhead * 86_400_000)
  return (await payload.create({ collection: 'appointment-slots', data: { property: propertyId, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 1_800_000).toISOString(), capacity } })).id
}

const booked = async (slot: number) => (await payload.findByID({ collection: 'appointment-slots', id: slot, depth: 0 })).booked ?? 0
const leadOf = async (id: number) => payload.findByID({ collection: 'leads', id, depth: 0 })
/** The jobs that are due now, as the server's runner takes them every minute. */
const runDueJobs = () => payload.jobs.run({ queue: 'leads', limit: 50, silent: true })
const linkIn = (body: string) => /https:\/\/www\.zeedijk\.test\/api\/booking\/([^/\s]+)\//.exec(body)?.[1]
const ownerCalendar = async () => {
  const { calendarVisits } = await import('../../src/domain/portal/history')
  const { docs } = await payload.find({ collection: 'leads', where: { property: { equals: propertyId } }, depth: 1, limit: 100, pagination: false })
  const leads = docs.map((lead) => ({ ...lead, slot: lead.slot && typeof lead.slot === 'object' ? { startsAt: lead.slot.startsAt, endsAt: lead.slot.endsAt } : null }))
  return calendarVisits(leads, new Date()).upcoming.map((visit) => visit.id)
}

beforeAll(async () => {
  database = await temporaryDatabase()
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: 'integration-test-secret-of-enough-length',
    SITE_URL: 'https://www.zeedijk.test',
    CAPTCHA_COST: '10',
    FORM_RATE_LIMIT: '100',
    MAIL_RECIPIENT_LIMIT: '100',
    BOOKINGS_PER_EMAIL: String(PER_EMAIL),
    BOOKINGS_PER_ADDRESS: String(PER_ADDRESS),
  })
  delete process.env.SMTP_URL
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
  ;({ receiveLead } = await import('../../src/features/leads/receive-lead'))
  ;({ createCaptchaChallenge } = await import('../../src/features/captcha/captcha'))
  bookings = await import('../../src/features/visit-booking/bookings')
  await payload.updateGlobal({ slug: 'settings', data: { agency: { email: 'kantoor@zeedijk.test' } } })
  propertyId = (
    await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 9701, title: 'Villa in de duinen', goal: 'sale', availability: 'available', city: 'De Haan', zip: '8420', price: 695000 } })
  ).id
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('a booking held until its e-mail address is confirmed', () => {
  it('holds the place, mails only the link, stays out of the owner’s calendar, then confirms and is delivered', async () => {
    const slot = await newSlot(3)
    const result = await book(slot, 'marie@example.be', '198.51.100.1', 'fr')
    expect(result).toMatchObject({ ok: true, notice: 'bookingHeld', lead: { appointmentStatus: 'held' } })
    if (!result.ok) return
    expect(await booked(slot)).toBe(1)
    const holdUntil = new Date((await leadOf(result.lead.id)).holdUntil!).getTime()
    expect(holdUntil - Date.now()).toBeGreaterThan(29 * 60_000)
    expect(holdUntil - Date.now()).toBeLessThanOrEqual(30 * 60_000)

    await runDueJobs()
    const [hold, ...more] = mailsTo(dataDir(), 'marie@example.be')
    expect(more).toHaveLength(0)
    expect(hold?.subject).toBe('Confirmez votre visite')
    expect(hold?.body).toContain('30 minutes')
    expect(mailsTo(dataDir(), 'kantoor@zeedijk.test')).toHaveLength(0)
    expect(await ownerCalendar()).toEqual([])

    const token = linkIn(hold!.body)!
    // A forged or altered link confirms nothing.
    expect(await bookings.confirmBooking(payload, `${token.slice(0, -2)}xx`)).toEqual({ kind: 'invalid' })
    expect(await bookings.confirmBooking(payload, token)).toEqual({ kind: 'confirmed', locale: 'fr' })
    expect(await bookings.confirmBooking(payload, token)).toEqual({ kind: 'already', locale: 'fr' })
    await runDueJobs()
    expect(mailsTo(dataDir(), 'kantoor@zeedijk.test')).toHaveLength(1)
    const confirmation = mailsTo(dataDir(), 'marie@example.be')[1]
    expect(confirmation?.subject).toBe('Nous avons bien reçu votre message')
    expect(confirmation?.body).toContain('text/calendar')
    expect(await ownerCalendar()).toEqual([result.lead.id])
    expect(await booked(slot)).toBe(1)
    // Its release job, when its time comes, leaves a confirmed booking alone.
    expect(await bookings.expireHold(payload, result.lead.id, new Date(Date.now() + 31 * 60_000))).toBe(false)
  })

  it('releases a hold that was not confirmed in time, by its job; the link then says it lapsed', async () => {
    const slot = await newSlot(4)
    const result = await book(slot, 'late@example.be', '198.51.100.2', 'de')
    if (!result.ok) throw new Error('not booked')
    await runDueJobs()
    const token = linkIn(mailsTo(dataDir(), 'late@example.be')[0]!.body)!
    expect(mailsTo(dataDir(), 'late@example.be')[0]?.subject).toBe('Bitte bestätigen Sie Ihre Besichtigung')
    // Before its time the job is not due: the place stays taken.
    await runDueJobs()
    expect((await leadOf(result.lead.id)).appointmentStatus).toBe('held')
    // Half an hour later (the hold and its job moved into the past): the job releases the place.
    const past = new Date(Date.now() - 1000).toISOString()
    await payload.update({ collection: 'leads', id: result.lead.id, data: { holdUntil: past } })
    await payload.update({ collection: 'payload-jobs', where: { taskSlug: { equals: 'releaseBookingHold' }, completedAt: { exists: false } }, data: { waitUntil: past } })
    await runDueJobs()
    expect((await leadOf(result.lead.id)).appointmentStatus).toBe('expired')
    expect(await booked(slot)).toBe(0)
    expect(await bookings.confirmBooking(payload, token)).toEqual({ kind: 'expired', locale: 'de' })
    expect(await ownerCalendar()).not.toContain(result.lead.id)
    // The place is free for the next visitor.
    expect((await book(slot, 'next@example.be', '198.51.100.3')).ok).toBe(true)
  })

  it('a link followed after the hold ended releases the place itself, even before the job ran', async () => {
    const slot = await newSlot(5)
    const result = await book(slot, 'slow@example.be', '198.51.100.4', 'en')
    if (!result.ok) throw new Error('not booked')
    await runDueJobs()
    const token = linkIn(mailsTo(dataDir(), 'slow@example.be')[0]!.body)!
    expect(await bookings.confirmBooking(payload, token, new Date(Date.now() + 31 * 60_000))).toEqual({ kind: 'expired', locale: 'en' })
    expect(await booked(slot)).toBe(0)
  })
})

describe('booking caps', () => {
  it(`lets one e-mail address book ${PER_EMAIL} visits a day, whatever its spelling and address`, async () => {
    const slot = await newSlot(6, 20)
    const results = [await book(slot, 'eager@example.be', '203.0.113.1'), await book(slot, 'Eager@Example.BE', '203.0.113.2'), await book(slot, ' eager@example.be', '203.0.113.3')]
    expect(results.map((result) => result.ok)).toEqual([true, true, false])
    expect(results[2]).toMatchObject({ problem: 'bookingLimit' })
    expect(await booked(slot)).toBe(PER_EMAIL)
  })

  it(`lets one client address (IPv6: one /64) book ${PER_ADDRESS} visits a day, whatever the e-mail addresses`, async () => {
    const slot = await newSlot(7, 20)
    const results = []
    for (let index = 0; index <= PER_ADDRESS; index++) results.push(await book(slot, `filler${index}@example.be`, `2001:db8:77:1::${index + 1}`))
    expect(results.map((result) => result.ok)).toEqual([...Array(PER_ADDRESS).fill(true), false])
    expect(results[PER_ADDRESS]).toMatchObject({ problem: 'bookingLimit' })
    expect(await booked(slot)).toBe(PER_ADDRESS)
    // Another network still books.
    expect((await book(slot, 'other@example.be', '2001:db8:77:2::1')).ok).toBe(true)
  })
})
