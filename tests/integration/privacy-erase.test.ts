import { existsSync } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type Endpoint, type Field, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pdfBytes } from '../../src/features/leads/test-files'
import { startPayload, type TestDatabase } from './setup-db'

/**
 * Issue 21 §4, ADR 0059: data for one address in every collection that holds one is found, exported (the
 * file holds each), erased, and afterwards nothing but the record of the erasure is left; a second
 * address's data is untouched. The endpoints answer only an administrator posting from the admin itself.
 */
let payload: Payload
let database: TestDatabase
let privacy: typeof import('../../src/features/privacy/personal-data')
let endpoints: Endpoint[]
let outboxDir: string
const users: Record<'administrator' | 'agent' | 'hr', TypedUser> = {} as never

const PERSON = 'Marie.Dupont@Example.be'
const ADDRESS = PERSON.toLowerCase()
const OTHER = 'jan@example.be'
let cvPath = ''

async function seedFor(email: string, propertyId: number, slotId: number) {
  const normal = email.toLowerCase()
  const visit = await payload.create({ collection: 'leads', data: { kind: 'visit-request', locale: 'nl', delivery: 'sent', summary: `Marie Dupont <${email}>`, email, fields: { firstName: 'Marie', email, message: 'Graag een bezoek' }, property: propertyId } })
  const booking = await payload.create({
    collection: 'leads',
    data: { kind: 'contact-appointment', locale: 'nl', delivery: 'sent', summary: `Marie Dupont <${email}>`, email, fields: { firstName: 'Marie', email }, property: propertyId, slot: slotId, appointmentStatus: 'confirmed' },
  })
  const bytes = pdfBytes(`CV of ${email}`)
  const cv = await payload.create({ collection: 'cv-files', data: { originalName: 'cv.pdf' }, file: { data: Buffer.from(bytes), mimetype: 'application/pdf', name: 'cv.pdf', size: bytes.byteLength } })
  const application = await payload.create({ collection: 'leads', data: { kind: 'job-application', locale: 'nl', delivery: 'sent', summary: `Marie Dupont <${email}>`, email, fields: { firstName: 'Marie', email }, cv: cv.id } })
  const profileLead = await payload.create({ collection: 'leads', data: { kind: 'search-profile', locale: 'nl', delivery: 'sent', summary: `Marie Dupont <${email}>`, email, fields: { email } } })
  const profile = await payload.create({ collection: 'search-profiles', data: { email, locale: 'nl', goal: 'buy', firstName: 'Marie', lead: profileLead.id, notifiedProperties: [propertyId] } })
  const owner = await payload.create({ collection: 'owners', data: { email, name: 'Marie Dupont', locale: 'nl', properties: [propertyId] } })
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString()
  await payload.create({ collection: 'account-sessions', data: { tokenHash: `session-${normal}`, email: normal, owner: owner.id, searchProfiles: [profile.id], expiresAt } })
  await payload.create({ collection: 'account-tokens', data: { tokenHash: `token-${normal}`, purpose: 'reset', email: normal, expiresAt } })
  await payload.create({ collection: 'account-favourites', data: { email: normal, property: propertyId } })
  await payload.jobs.queue({ task: 'sendAccountMail', input: { purpose: 'reset', email: normal }, queue: 'privacy-test' })
  await mkdir(outboxDir, { recursive: true })
  await writeFile(path.join(outboxDir, `2026-11-20T10-00-00-000Z-${normal.replace(/\W/g, '')}.eml`), `From: Zeedijk <no-reply@zeedijk.be>\nTo: ${email}\nSubject: Uw aanvraag\n\nDank u.\n`)
  return { visit, booking, application, cv, profile, owner }
}

const asUser = (user: TypedUser | null) => ({ ...user, collection: 'users' }) as TypedUser

/** One POST to a privacy endpoint as Payload's route would hand it over. */
async function call(name: 'find' | 'export' | 'erase', user: TypedUser | null, email: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) {
  const endpoint = endpoints.find((candidate) => candidate.path === `/privacy/${name}`)
  if (!endpoint) throw new Error(`no endpoint /privacy/${name}`)
  const req = await createLocalReq({ user: user ? asUser(user) : undefined }, payload)
  if (!user) req.user = null
  Object.assign(req, { headers: new Headers(headers), json: async () => ({ email }) })
  return endpoint.handler(req)
}

/** Every field of a collection, groups, rows, tabs and arrays included. */
function everyField(fields: readonly Field[]): Field[] {
  return fields.flatMap((field) => {
    const inner = 'fields' in field && Array.isArray(field.fields) ? everyField(field.fields) : field.type === 'tabs' ? field.tabs.flatMap((tab) => everyField(tab.fields)) : []
    return [field, ...inner]
  })
}

let seeded: Awaited<ReturnType<typeof seedFor>>
let slotId = 0

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
  privacy = await import('../../src/features/privacy/personal-data')
  ;({ privacyEndpoints: endpoints } = await import('../../src/features/privacy/endpoints'))
  ;({ outboxDir } = await import('../../src/server/mail'))
  for (const role of ['administrator', 'agent', 'hr'] as const) {
    const user = await payload.create({ collection: 'users', data: { email: `${role}@zeedijk.test`, password: `een lange zin over de dijk voor ${role}`, roles: [role] } })
    users[role] = asUser(user as TypedUser)
  }
  const property = await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 5150, title: 'Villa Duin', goal: 'sale', availability: 'available', city: 'Knokke' } })
  const startsAt = new Date(Date.now() + 7 * 86_400_000)
  const slot = await payload.create({ collection: 'appointment-slots', data: { property: property.id, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(), capacity: 4, booked: 2 } })
  slotId = slot.id
  seeded = await seedFor(PERSON, property.id, slot.id)
  await seedFor(OTHER, property.id, slot.id)
  const cv = await payload.findByID({ collection: 'cv-files', id: seeded.cv.id })
  cvPath = path.join(payload.collections['cv-files'].config.upload.staticDir ?? '', cv.filename ?? '')
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('every collection with an e-mail address is covered', () => {
  it('is a source of the personal data, or named with the reason it holds no visitor’s data', () => {
    const covered = new Set([...Object.values(privacy.SOURCE_COLLECTIONS).filter(Boolean), ...Object.keys(privacy.NOT_ABOUT_VISITORS)])
    const withAddress = payload.config.collections
      .filter((collection) => everyField(collection.fields).some((field) => field.type === 'email' || ('name' in field && /e-?mail/i.test(field.name))))
      .map((collection) => collection.slug)
    expect(withAddress).toEqual(expect.arrayContaining(['leads', 'search-profiles', 'owners', 'account-sessions', 'account-tokens', 'account-favourites', 'users']))
    expect(withAddress.filter((slug) => !covered.has(slug))).toEqual([])
  })
})

describe('the endpoints', () => {
  it('refuse an anonymous caller, an agent, HR, and an administrator posting from another site', async () => {
    expect((await call('find', null, PERSON)).status).toBe(401)
    expect((await call('erase', null, PERSON)).status).toBe(401)
    expect((await call('export', users.agent, PERSON)).status).toBe(403)
    expect((await call('erase', users.hr, PERSON)).status).toBe(403)
    const crossSite = await call('erase', users.administrator, PERSON, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const foreignOrigin = await call('export', users.administrator, PERSON, { origin: 'https://evil.example' })
    expect(foreignOrigin.status).toBe(403)
    expect((await call('find', users.administrator, 'not an address')).status).toBe(400)
    // Nothing was touched by the refused calls.
    expect(privacy.countsOf(await privacy.findPersonalData(payload, PERSON)).owners).toBe(1)
  })
})

describe('one address, found, exported and erased', () => {
  it('finds the address in every source, whatever its case', async () => {
    const response = await call('find', users.administrator, PERSON)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const { groups } = (await response.json()) as { groups: { source: string; rows: { id: unknown }[] }[] }
    const counts = Object.fromEntries(groups.map((group) => [group.source, group.rows.length]))
    // Every source has a row, so a source added without data here fails this test.
    expect(Object.keys(counts).sort()).toEqual([...privacy.SOURCES].sort())
    expect(counts).toEqual({ leads: 4, cvFiles: 1, searchProfiles: 1, owners: 1, accountSessions: 1, accountTokens: 1, accountFavourites: 1, queuedMails: 5, sentMails: 1 })
  })

  it('exports one JSON file holding each, the CV inside, no secrets, never cached', async () => {
    const response = await call('export', users.administrator, PERSON)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const text = await response.text()
    const file = JSON.parse(text) as Record<string, unknown[]> & { email: string }
    expect(file.email).toBe(ADDRESS)
    for (const source of privacy.SOURCES) expect(file[source], source).toHaveLength(source === 'leads' ? 4 : source === 'queuedMails' ? 5 : 1)
    const [cv] = file.cvFiles as { file: { base64: string } }[]
    expect(Buffer.from(cv!.file.base64, 'base64').toString('latin1')).toContain(`CV of ${PERSON}`)
    expect((file.sentMails?.[0] as { text: string }).text).toContain('Subject: Uw aanvraag')
    expect(text).not.toMatch(/tokenHash|passwordHash|captchaId/)
    const record = (await payload.find({ collection: 'privacy-records', where: { kind: { equals: 'export' } } })).docs[0]
    expect(record).toMatchObject({ kind: 'export', staff: expect.objectContaining({ id: users.administrator.id }) })
    expect(JSON.stringify(record).toLowerCase()).not.toContain(ADDRESS)
  })

  it('erases it all: nothing is left anywhere but the record of the erasure, and the other address keeps everything', async () => {
    expect(existsSync(cvPath)).toBe(true)
    const before = privacy.countsOf(await privacy.findPersonalData(payload, OTHER))
    const response = await call('erase', users.administrator, PERSON)
    expect(response.status).toBe(200)
    const { counts, left } = (await response.json()) as { counts: Record<string, number>; left: Record<string, number> }
    expect(counts).toMatchObject({ leads: 4, cvFiles: 1, searchProfiles: 1, owners: 1, sentMails: 1 })
    expect(Object.values(left).every((count) => count === 0)).toBe(true)

    // No row of any collection names the address any more, except nothing: the record keeps a hash.
    for (const collection of payload.config.collections) {
      const { docs } = await payload.find({ collection: collection.slug as 'leads', depth: 0, pagination: false, overrideAccess: true, showHiddenFields: true })
      expect(JSON.stringify(docs).toLowerCase(), collection.slug).not.toContain(ADDRESS)
    }
    expect(existsSync(cvPath)).toBe(false)
    expect((await readdir(outboxDir)).filter((file) => file.includes('mariedupont'))).toEqual([])
    // The requests stay counted for the owner's statistics, without who sent them; the booked place came back.
    const visit = await payload.findByID({ collection: 'leads', id: seeded.visit.id, depth: 0 })
    expect(visit).toMatchObject({ kind: 'visit-request', email: null, fields: {}, summary: privacy.ERASED_LEAD_SUMMARY })
    expect((await payload.findByID({ collection: 'leads', id: seeded.booking.id, depth: 0 })).appointmentStatus).toBe('cancelled')
    expect((await payload.findByID({ collection: 'appointment-slots', id: slotId, depth: 0 })).booked).toBe(1)

    const erasure = (await payload.find({ collection: 'privacy-records', where: { kind: { equals: 'erasure' } } })).docs
    expect(erasure).toHaveLength(1)
    expect(erasure[0]).toMatchObject({ total: Object.values(counts).reduce((sum, count) => sum + count, 0), counts })
    expect(erasure[0]!.subjectHash).toMatch(/^[0-9a-f]{64}$/)

    // Searching the address again shows that it was erased (and exported), and finds nothing else.
    const again = (await (await call('find', users.administrator, PERSON)).json()) as { groups: { rows: unknown[] }[]; records: { kind: string }[] }
    expect(again.groups.every((group) => group.rows.length === 0)).toBe(true)
    expect(again.records.map((record) => record.kind).sort()).toEqual(['erasure', 'export'])

    expect(privacy.countsOf(await privacy.findPersonalData(payload, OTHER))).toEqual(before)
  })

  it('keeps the records out of reach: only administrators read them, nobody writes them through the API', async () => {
    await expect(payload.find({ collection: 'privacy-records', overrideAccess: false, user: users.agent })).rejects.toThrow(/not allowed/)
    await expect(payload.find({ collection: 'privacy-records', overrideAccess: false })).rejects.toThrow(/not allowed/)
    const record = (await payload.find({ collection: 'privacy-records', overrideAccess: false, user: users.administrator })).docs[0]
    expect(record).toBeDefined()
    await expect(payload.delete({ collection: 'privacy-records', id: record!.id, overrideAccess: false, user: users.administrator })).rejects.toThrow(/not allowed/)
    await expect(payload.create({ collection: 'privacy-records', data: { kind: 'erasure', counts: {}, total: 0 }, overrideAccess: false, user: users.administrator })).rejects.toThrow(/not allowed/)
  })
})
