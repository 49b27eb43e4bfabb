import { existsSync } from 'node:fs'
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pdfBytes } from '../../src/features/leads/test-files'
import { startPayload, type TestDatabase } from './setup-db'

/**
 * Issue 21 §4, ADR 0059: the nightly clean-up enforces each retention period of Settings, a day past it
 * removes, a day short of it keeps, and the night's counts are recorded. "Now" is 1 June 2030, 03:00 UTC;
 * requests are kept 30 months here (Settings, not the default), applications 12, idle profiles 24, former
 * owners 24: their cutoffs are 1 December 2027, 1 June 2029, 1 June 2028 and 1 June 2028.
 */
let payload: Payload
let database: TestDatabase
let enforceRetention: typeof import('../../src/features/privacy/retention').enforceRetention
let outboxDir: string
let cvDir = ''

const NOW = new Date('2030-06-01T03:00:00Z')
const ids: Record<string, number> = {}
const cvFiles: Record<string, string> = {}

async function lead(name: string, kind: 'visit-request' | 'job-application', createdAt: string, withCv = false) {
  let cv: number | undefined
  if (withCv) {
    const bytes = pdfBytes(name)
    const file = await payload.create({ collection: 'cv-files', data: { originalName: `${name}.pdf` }, file: { data: Buffer.from(bytes), mimetype: 'application/pdf', name: `${name}.pdf`, size: bytes.byteLength } })
    cv = file.id
    cvFiles[name] = path.join(cvDir, file.filename ?? '')
  }
  const created = await payload.create({ collection: 'leads', data: { kind, locale: 'nl', delivery: 'sent', summary: `${name} <${name}@example.be>`, email: `${name}@example.be`, fields: { firstName: name }, cv, createdAt } })
  ids[name] = created.id
}

async function ownerOf(name: string, property: { availability: 'available' | 'sold' | 'rented'; crmChangedAt: string }) {
  const listed = await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 7000 + Object.keys(ids).length, title: name, goal: 'sale', city: 'Knokke', published: true, ...property } })
  const owner = await payload.create({ collection: 'owners', data: { email: `${name}@example.be`, name, locale: 'nl', properties: [listed.id] } })
  await payload.create({ collection: 'account-sessions', data: { tokenHash: `session-${name}`, email: `${name}@example.be`, owner: owner.id, expiresAt: '2030-06-02T00:00:00.000Z' } })
  ids[name] = owner.id
}

async function profile(name: string, lastActiveAt: string) {
  const made = await payload.create({ collection: 'search-profiles', data: { email: `${name}@example.be`, locale: 'nl', goal: 'buy', lastActiveAt } })
  ids[name] = made.id
}

async function mailCopy(name: string, writtenAt: string) {
  await mkdir(outboxDir, { recursive: true })
  const file = path.join(outboxDir, `${name}.eml`)
  await writeFile(file, `To: ${name}@example.be\nSubject: x\n\nx\n`)
  await utimes(file, new Date(writtenAt), new Date(writtenAt))
}

const exists = async (collection: 'leads' | 'owners' | 'search-profiles', id: number) => (await payload.findByID({ collection, id, depth: 0, disableErrors: true })) !== null

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
  ;({ enforceRetention } = await import('../../src/features/privacy/retention'))
  ;({ outboxDir } = await import('../../src/server/mail'))
  cvDir = payload.collections['cv-files'].config.upload.staticDir ?? ''
  await payload.updateGlobal({ slug: 'settings', data: { retention: { leadsMonths: 30, applicationsMonths: 12, idleProfilesMonths: 24, formerOwnersMonths: 24 } } })

  await lead('oldRequest', 'visit-request', '2027-11-30T03:00:00.000Z')
  await lead('youngRequest', 'visit-request', '2027-12-02T03:00:00.000Z')
  await lead('oldApplication', 'job-application', '2029-05-31T03:00:00.000Z', true)
  await lead('youngApplication', 'job-application', '2029-06-02T03:00:00.000Z', true)
  await profile('idleProfile', '2028-05-31T03:00:00.000Z')
  await profile('activeProfile', '2028-06-02T03:00:00.000Z')
  await ownerOf('formerOwner', { availability: 'sold', crmChangedAt: '2028-05-01T00:00:00.000Z' })
  await ownerOf('recentOwner', { availability: 'rented', crmChangedAt: '2028-07-01T00:00:00.000Z' })
  await ownerOf('sellingOwner', { availability: 'available', crmChangedAt: '2020-01-01T00:00:00.000Z' })
  // Favourites go with the account (stored as sessions hold the address): the idle profile's and the former owner's go, the others' stay.
  for (const name of ['idleProfile', 'activeProfile', 'formerOwner', 'sellingOwner']) await payload.create({ collection: 'account-favourites', data: { email: `${name.toLowerCase()}@example.be`, property: 7000 } })
  await mailCopy('oldMail', '2029-05-01T00:00:00.000Z')
  await mailCopy('youngMail', '2029-07-01T00:00:00.000Z')
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('the nightly retention clean-up', () => {
  it('lets only an administrator change the periods, and shows them to no visitor', async () => {
    const agent = await payload.create({ collection: 'users', data: { email: 'agent@zeedijk.test', password: 'een lange zin over de dijk voor agent', roles: ['agent'] } })
    await payload.updateGlobal({ slug: 'settings', data: { retention: { leadsMonths: 1, applicationsMonths: 1, idleProfilesMonths: 1, formerOwnersMonths: 1 } }, overrideAccess: false, user: { ...agent, collection: 'users' } })
    expect((await payload.findGlobal({ slug: 'settings' })).retention).toEqual({ leadsMonths: 30, applicationsMonths: 12, idleProfilesMonths: 24, formerOwnersMonths: 24 })
    expect((await payload.findGlobal({ slug: 'settings', overrideAccess: false })).retention).toBeUndefined()
  })

  it('dates the test rows as written (createdAt is kept when given)', async () => {
    expect((await payload.findByID({ collection: 'leads', id: ids.oldRequest!, depth: 0 })).createdAt).toBe('2027-11-30T03:00:00.000Z')
  })

  it('enforces each period of Settings, touches nothing younger, and records the counts', async () => {
    const counts = await enforceRetention(payload, NOW)
    expect(counts).toEqual({ leads: 1, applications: 1, cvFiles: 1, searchProfiles: 1, owners: 1, favourites: 2, mails: 1 })

    // Requests and applications past their period lose who sent them; their kind and day stay for the statistics.
    expect(await payload.findByID({ collection: 'leads', id: ids.oldRequest!, depth: 0 })).toMatchObject({ kind: 'visit-request', email: null, fields: {}, createdAt: '2027-11-30T03:00:00.000Z' })
    expect(await payload.findByID({ collection: 'leads', id: ids.oldApplication!, depth: 0 })).toMatchObject({ kind: 'job-application', email: null, cv: null })
    expect(existsSync(cvFiles.oldApplication!)).toBe(false)
    expect(await payload.findByID({ collection: 'leads', id: ids.youngRequest!, depth: 0 })).toMatchObject({ email: 'youngRequest@example.be' })
    expect(await payload.findByID({ collection: 'leads', id: ids.youngApplication!, depth: 0 })).toMatchObject({ email: 'youngApplication@example.be' })
    expect(existsSync(cvFiles.youngApplication!)).toBe(true)

    expect(await exists('search-profiles', ids.idleProfile!)).toBe(false)
    expect(await exists('search-profiles', ids.activeProfile!)).toBe(true)

    expect(await exists('owners', ids.formerOwner!)).toBe(false)
    expect((await payload.count({ collection: 'account-sessions', where: { email: { equals: 'formerOwner@example.be' } } })).totalDocs).toBe(0)
    expect(await exists('owners', ids.recentOwner!)).toBe(true)
    expect(await exists('owners', ids.sellingOwner!)).toBe(true)

    const favourites = await payload.find({ collection: 'account-favourites', depth: 0, sort: 'email' })
    expect(favourites.docs.map((doc) => doc.email)).toEqual(['activeprofile@example.be', 'sellingowner@example.be'])

    expect((await readdir(outboxDir)).sort()).toEqual(['youngMail.eml'])

    const { docs } = await payload.find({ collection: 'privacy-records', where: { kind: { equals: 'retention' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ counts, total: 8, staff: null, subjectHash: null })
  })

  it('finds nothing more the next night, and records that too', async () => {
    expect(await enforceRetention(payload, NOW)).toEqual({ leads: 0, applications: 0, cvFiles: 0, searchProfiles: 0, owners: 0, favourites: 0, mails: 0 })
    expect((await payload.count({ collection: 'privacy-records', where: { kind: { equals: 'retention' } } })).totalDocs).toBe(2)
  })

  it('runs in the nightly housekeeping job', async () => {
    const { RECURRING_QUEUE } = await import('../../src/server/recurring-jobs')
    await payload.jobs.queue({ task: 'housekeeping', input: {}, queue: RECURRING_QUEUE })
    await payload.jobs.run({ queue: RECURRING_QUEUE })
    expect((await payload.count({ collection: 'privacy-records', where: { kind: { equals: 'retention' } } })).totalDocs).toBe(3)
  })
})
