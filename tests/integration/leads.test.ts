import { spawnSync } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { docxBytes, pdfBytes } from '../../src/features/leads/test-files'
import { dataDir } from '../../src/server/env'

import { type TestDatabase, temporaryDatabase } from './setup-db'

/**
 * Leads end to end below the browser: a posted form is checked, stored, and its mails reach a real SMTP
 * server started here; delivery survives SMTP being down and the process dying between save and send.
 */
const AGENCY = 'kantoor@zeedijk.test'
const RATE_LIMIT = 6

let payload: Payload
let receiveLead: typeof import('../../src/features/leads/receive-lead').receiveLead
let createCaptchaChallenge: typeof import('../../src/features/captcha/captcha').createCaptchaChallenge
let database: TestDatabase
let smtp: SMTPServer | null = null
let smtpPort = 0
const inbox: Email[] = []
let propertyId = 0
let rentId = 0
let flatType = 0
let oostende = 0

async function startSmtp(port = 0) {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A mailbox that never accepts: its leads fail for good (the agency's own address still works).
    onRcptTo(address, _session, callback) {
      callback(address.address.endsWith('@refused.test') ? Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 }) : undefined)
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          inbox.push(mail)
          callback()
        }, callback)
      })
    },
  })
  await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve))
  smtpPort = (smtp.server.address() as AddressInfo).port
}

const stopSmtp = () => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))

async function captcha(): Promise<string> {
  const challenge = await createCaptchaChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

function form(values: Record<string, string | string[] | Blob>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) data.append(name, item)
    else data.append(name, value)
  }
  return data
}

const person = { firstName: 'Sophie', lastName: 'Lambert', email: 'sophie.lambert@example.be', phone: '0475 12 34 56', privacy: 'on' }

async function send(values: Record<string, string | string[] | Blob>, ip = '198.51.100.1') {
  return receiveLead(payload, form({ altcha: await captcha(), ...values }), { ip })
}

/** Runs the delivery queue as the server's job runner would, ignoring the wait between retries. */
async function runQueue() {
  await payload.update({ collection: 'payload-jobs', where: { completedAt: { exists: false } }, data: { waitUntil: null } })
  await payload.jobs.run({ queue: 'leads', limit: 50, silent: true })
}

const mailsTo = (address: string) => inbox.filter((mail) => mail.to?.some((to) => to.address === address))

beforeAll(async () => {
  await startSmtp()
  // SQLite, and PostgreSQL in the Vitest project "postgres".
  database = await temporaryDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  process.env.SITE_URL = 'https://www.zeedijk.test'
  process.env.CAPTCHA_COST = '10'
  process.env.FORM_RATE_LIMIT = String(RATE_LIMIT)
  // The same visitor address sends many forms here; the per-recipient limit has its own test (security-abuse).
  process.env.MAIL_RECIPIENT_LIMIT = '1000'
  // Sophie books several visits from one address here; the booking caps have their own test (bookings.test.ts).
  process.env.BOOKINGS_PER_EMAIL = '100'
  process.env.BOOKINGS_PER_ADDRESS = '100'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
  ;({ receiveLead } = await import('../../src/features/leads/receive-lead'))
  ;({ createCaptchaChallenge } = await import('../../src/features/captcha/captcha'))
  await payload.updateGlobal({ slug: 'settings', data: { agency: { email: AGENCY } } })
  const document = await payload.create({ collection: 'property-documents', data: { title: 'Plan' }, file: { data: Buffer.from(pdfBytes('Grondplan')), mimetype: 'application/pdf', name: 'grondplan-leads.pdf', size: 0 } })
  const property = await payload.create({
    collection: 'properties',
    locale: 'nl',
    data: { externalId: 9101, title: 'Appartement met zeezicht', goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', price: 325000, documents: [{ name: 'Grondplan', file: document.id }] },
  })
  propertyId = property.id
  flatType = (await payload.create({ collection: 'property-types', locale: 'nl', data: { externalId: 93, webId: 93, name: 'Appartement' } })).id
  oostende = (await payload.create({ collection: 'regions', locale: 'nl', data: { externalId: 9201, name: 'Oostende Centrum', polygons: [{ coordinates: '51.22,2.90 51.22,2.94 51.24,2.94 51.24,2.90' }] } })).id
  rentId = (await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 9102, title: 'Studio', goal: 'rent', availability: 'available', city: 'Oostende', zip: '8400', price: 750 } })).id
})

afterAll(async () => {
  await stopSmtp()
  await payload?.destroy()
  await database?.cleanup()
})

describe('a visitor form', () => {
  it('is stored first, then both mails arrive: the agency in Dutch, the visitor in French', async () => {
    const result = await send({ kind: 'site-contact', locale: 'fr', page: '/fr/contact/', ...person, message: 'Je cherche un appartement avec vue sur mer.', timeSlots: ['13:00-16:00'], newsletter: 'on' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const stored = await payload.findByID({ collection: 'leads', id: result.lead.id })
    expect(stored).toMatchObject({ kind: 'site-contact', locale: 'fr', delivery: 'pending', page: '/fr/contact/', email: person.email })
    expect(stored.fields).toMatchObject({ firstName: 'Sophie', message: 'Je cherche un appartement avec vue sur mer.', timeSlots: ['13:00-16:00'], newsletter: true })
    expect(stored.consentAt).toBeTruthy()
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } } })
    expect(jobs.docs.map((job) => (job.input as { leadId: number }).leadId)).toContain(result.lead.id)

    await runQueue()
    const [agency] = mailsTo(AGENCY)
    expect(agency?.subject).toBe('Nieuw bericht via de website (Contacteer ons) van Sophie Lambert <sophie.lambert@example.be>')
    expect(agency?.replyTo?.[0]?.address).toBe(person.email)
    expect(agency?.text).toContain('Uw bericht: Je cherche un appartement avec vue sur mer.')
    expect(agency?.text).toContain('Wanneer mogen we u bellen?: 13:00–16:00')
    expect(agency?.html).toContain('<table')
    const [visitor] = mailsTo(person.email)
    expect(visitor?.subject).toBe('Nous avons bien reçu votre message')
    expect(visitor?.text).toContain('Bonjour,')
    // A typed address has not proven itself: the confirmation repeats nothing the sender typed (ADR 0012).
    expect(visitor?.text).not.toContain('Sophie')
    expect(visitor?.text).not.toContain('vue sur mer')
    const delivered = await payload.findByID({ collection: 'leads', id: result.lead.id })
    expect(delivered).toMatchObject({ delivery: 'sent', attempts: 1 })
    expect(delivered.agencyMailAt && delivered.visitorMailAt).toBeTruthy()
  })

  it('answers the same form posted again with its captcha as the first, storing and sending nothing more', async () => {
    const altcha = await captcha()
    const values = { kind: 'site-contact', locale: 'nl', ...person, email: 'twice@example.be', message: 'Eén keer, twee keer gepost' }
    const first = await receiveLead(payload, form({ ...values, altcha }), { ip: '198.51.100.3' })
    expect(first.ok).toBe(true)
    // As nginx retries it on the other instance when the first died before answering, or a second press.
    const again = await receiveLead(payload, form({ ...values, altcha }), { ip: '198.51.100.3' })
    expect(again).toMatchObject({ ok: true, repeated: true, lead: { id: first.ok ? first.lead.id : -1 } })
    expect((await payload.count({ collection: 'leads', where: { email: { equals: 'twice@example.be' } } })).totalDocs).toBe(1)
    expect((await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, pagination: false })).docs.filter((job) => (job.input as { leadId: number }).leadId === (first.ok ? first.lead.id : -1))).toHaveLength(1)
    await runQueue()
    expect(mailsTo('twice@example.be')).toHaveLength(1)
  })

  it('refuses a captcha used a second time for another message or address, and a missing or forged one', async () => {
    const altcha = await captcha()
    const values = { kind: 'site-contact', locale: 'nl', ...person, message: 'Eerste keer' }
    expect((await receiveLead(payload, form({ ...values, altcha }), { ip: '198.51.100.2' })).ok).toBe(true)
    const changed = await receiveLead(payload, form({ ...values, message: 'Tweede keer', altcha }), { ip: '198.51.100.2' })
    expect(changed).toMatchObject({ ok: false, problem: 'captcha', values: { message: 'Tweede keer', firstName: 'Sophie' } })
    expect(await receiveLead(payload, form({ ...values, email: 'iemand-anders@example.be', altcha }), { ip: '198.51.100.2' })).toMatchObject({ ok: false, problem: 'captcha' })
    expect(await receiveLead(payload, form({ ...values, locale: 'fr', altcha }), { ip: '198.51.100.2' })).toMatchObject({ ok: false, problem: 'captcha' })
    expect(await receiveLead(payload, form(values), { ip: '198.51.100.2' })).toMatchObject({ ok: false, problem: 'captcha' })
    const forged = btoa(JSON.stringify({ ...JSON.parse(atob(await captcha())), solution: { counter: 1, derivedKey: 'ab' } }))
    expect(await receiveLead(payload, form({ ...values, altcha: forged }), { ip: '198.51.100.2' })).toMatchObject({ ok: false, problem: 'captcha' })
  })

  it('answers field errors with the visitor\u2019s input kept, and stores nothing', async () => {
    const before = (await payload.count({ collection: 'leads' })).totalDocs
    const result = await send({ kind: 'search-profile', locale: 'de', ...person, email: 'sophie@', password: 'geheim-123', passwordConfirm: 'geheim-124', goal: 'buy', priceMin: '400.000', priceMax: '300.000' })
    expect(result).toMatchObject({
      ok: false,
      errors: { email: 'email', passwordConfirm: 'passwordsDiffer', propertyTypes: 'atLeastOneType', regions: 'atLeastOneZone', priceMax: 'priceRange' },
      values: { email: 'sophie@', priceMin: '400.000', goal: 'buy' },
    })
    // Passwords are never sent back to the browser.
    expect(result.ok ? {} : result.values).not.toHaveProperty('password')
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(before)
  })

  it('refuses a common password at sign-up, as the reset page does (one rule, src/domain/accounts/password.ts)', async () => {
    const before = (await payload.count({ collection: 'search-profiles' })).totalDocs
    const base = { kind: 'search-profile', locale: 'fr', ...person, email: 'gewoon@example.be', goal: 'buy', propertyTypes: [String(flatType)], regions: [String(oostende)], privacy: 'on' }
    for (const password of ['password1', 'Password2024!', 'azertyuiop', 'zeedijk123']) {
      // From an address of its own: the form's per-address budget of the other tests stays whole.
      const result = await send({ ...base, password, passwordConfirm: password }, '198.51.100.77')
      expect(result, password).toMatchObject({ ok: false, errors: { password: 'passwordCommon' } })
      expect(result.ok ? {} : result.values).not.toHaveProperty('password')
    }
    expect((await payload.count({ collection: 'search-profiles' })).totalDocs).toBe(before)
  })

  it('refuses tampered hidden fields and robots, without a stack trace', async () => {
    expect(await send({ kind: 'admin', locale: 'nl', ...person })).toMatchObject({ ok: false, problem: 'badRequest' })
    expect(await send({ kind: 'contact-me', locale: 'xx', ...person })).toMatchObject({ ok: false, problem: 'badRequest' })
    expect(await send({ kind: 'contact-me', locale: 'nl', property: '999999', ...person })).toMatchObject({ ok: false, problem: 'unavailable' })
    expect(await send({ kind: 'rent-application', locale: 'nl', property: String(propertyId), ...person, adults: '2', movingDate: '2099-01-01', income1: '3000' })).toMatchObject({ ok: false, problem: 'unavailable' })
    expect(await send({ kind: 'site-contact', locale: 'nl', ...person, message: 'x', website: 'http://spam.example' })).toMatchObject({ ok: false, problem: 'badRequest' })
    expect(await send({ kind: 'site-contact', locale: 'nl', ...person, message: 'x'.repeat(6000) })).toMatchObject({ ok: false, errors: { message: 'tooLong' } })
  })

  it('answers a visitor who sends too often with the rate-limit message', async () => {
    const ip = '203.0.113.77'
    const results = []
    for (let index = 0; index <= RATE_LIMIT; index++) results.push(await send({ kind: 'sign-newsletter', locale: 'en', email: `reader${index}@example.be`, privacy: 'on' }, ip))
    expect(results.slice(0, RATE_LIMIT).every((result) => result.ok)).toBe(true)
    expect(results.at(-1)).toMatchObject({ ok: false, problem: 'rateLimited', values: { email: `reader${RATE_LIMIT}@example.be` } })
    // Another visitor is not affected.
    expect((await send({ kind: 'sign-newsletter', locale: 'en', email: 'other@example.be', privacy: 'on' }, '203.0.113.78')).ok).toBe(true)
  })
})

describe('forms that say the truth and ask only what is needed (ADR 0039)', () => {
  it('stores the call-back slot as its hours, refuses the old codes, and migrates stored codes to the hours their visitor saw', async () => {
    expect(await send({ kind: 'site-contact', locale: 'fr', ...person, message: 'x', timeSlots: ['13-16'] })).toMatchObject({ ok: false, errors: { timeSlots: 'invalid' } })
    const french = await send({ kind: 'site-contact', locale: 'fr', ...person, email: 'creneau.fr@example.be', message: 'Rappel', timeSlots: ['13:00-16:00'] })
    const dutch = await send({ kind: 'site-contact', locale: 'nl', ...person, email: 'slot.nl@example.be', message: 'Bel me', timeSlots: ['10:00-13:00', '13:00-16:00'] })
    if (!french.ok || !dutch.ok) throw new Error('not sent')
    // Leads stored before the values named their hours: the French form labelled '13-16' as 14:00–16:00.
    for (const [lead, timeSlots] of [
      [french.lead, ['13-16']],
      [dutch.lead, ['10-13', '13-16']],
    ] as const) {
      await payload.update({ collection: 'leads', id: lead.id, data: { fields: { ...(lead.fields as object), timeSlots: [...timeSlots] } } })
    }
    // By a computed path: migrations are plain files the start script loads, outside the type-checked project.
    const file = `../../migrations/${database.kind}/20261126_235400_call_slot_hours`
    const migration = (await import(/* @vite-ignore */ file)) as { up: (args: never) => Promise<void>; down: (args: never) => Promise<void> }
    const args = { db: payload.db.drizzle, payload, req: {} } as never
    await migration.up(args)
    expect((await payload.findByID({ collection: 'leads', id: french.lead.id })).fields).toMatchObject({ timeSlots: ['14:00-16:00'], message: 'Rappel' })
    expect((await payload.findByID({ collection: 'leads', id: dutch.lead.id })).fields).toMatchObject({ timeSlots: ['10:00-13:00', '13:00-16:00'] })
    await migration.down(args)
    expect((await payload.findByID({ collection: 'leads', id: french.lead.id })).fields).toMatchObject({ timeSlots: ['13-16'] })
    await migration.up(args)
    // The agency's mail reads the same hours.
    await runQueue()
    const agency = inbox.find((mail) => mail.to?.some((to) => to.address === AGENCY) && mail.subject?.includes('slot.nl@example.be'))
    expect(agency?.text).toContain('Wanneer mogen we u bellen?: 10:00–13:00, 13:00–16:00')
  })

  it('keep me informed asks no phone or salutation, unless Settings asks both (then the server requires them)', async () => {
    const profile = { kind: 'search-profile', locale: 'nl', firstName: 'Lien', lastName: 'Claes', password: 'duinen-lien-2026', passwordConfirm: 'duinen-lien-2026', goal: 'buy', propertyTypes: [String(flatType)], regions: [String(oostende)], privacy: 'on' }
    const plain = await send({ ...profile, email: 'zonder.telefoon@example.be' })
    expect(plain.ok).toBe(true)
    if (plain.ok) expect(plain.lead.fields).not.toHaveProperty('phone')
    await payload.updateGlobal({ slug: 'settings', data: { leadForms: { alertAsksPhone: true } } })
    try {
      const refused = await send({ ...profile, email: 'met.telefoon@example.be' })
      expect(refused).toMatchObject({ ok: false, errors: { salutation: 'required', phone: 'required' }, values: { email: 'met.telefoon@example.be' } })
      const asked = await send({ ...profile, email: 'met.telefoon@example.be', salutation: 'ms', phone: '0475 11 22 33' })
      expect(asked.ok && asked.lead.fields).toMatchObject({ salutation: 'ms', phone: '0475 11 22 33' })
    } finally {
      await payload.updateGlobal({ slug: 'settings', data: { leadForms: { alertAsksPhone: false } } })
    }
  })

  it('the short valuation form of the seller pages is a valuation lead with the essentials only', async () => {
    const seller = { kind: 'free-valuation', locale: 'en', ...person, email: 'verkoper@example.be', street: 'Kapellestraat 5', zip: '8400', city: 'Oostende' }
    // The full form still needs the property type (SPEC §5)…
    expect(await send(seller)).toMatchObject({ ok: false, errors: { propertyType: 'typeNotChosen' } })
    // …the short one does not ask it.
    const short = await send({ ...seller, short: '1' })
    expect(short.ok).toBe(true)
    if (!short.ok) return
    expect(short.lead).toMatchObject({ kind: 'free-valuation', locale: 'en' })
    expect(Object.keys(short.lead.fields as object).sort()).toEqual(['city', 'email', 'firstName', 'lastName', 'phone', 'privacy', 'street', 'zip'])
    expect(await send({ ...seller, short: '1', street: ' ' })).toMatchObject({ ok: false, errors: { street: 'valuationAddress' }, values: { zip: '8400' } })
  })

  it('refuses a past date with the input kept', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' })
    const result = await send({ kind: 'visit-request', locale: 'de', property: String(propertyId), ...person, visitDate: yesterday, timeSlots: ['16:00-19:00'], message: 'Samstag?' })
    expect(result).toMatchObject({ ok: false, errors: { visitDate: 'dateInPast' }, values: { visitDate: yesterday, message: 'Samstag?', timeSlots: ['16:00-19:00'] } })
  })
})

describe('delivery', () => {
  it('keeps the lead when SMTP is down and delivers it once SMTP is back', async () => {
    const port = smtpPort
    await stopSmtp()
    const result = await send({ kind: 'contact-me', locale: 'en', property: String(propertyId), ...person, email: 'while-down@example.be' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    await runQueue()
    const failed = await payload.findByID({ collection: 'leads', id: result.lead.id })
    expect(failed).toMatchObject({ delivery: 'retrying', attempts: 1 })
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(mailsTo('while-down@example.be')).toHaveLength(0)

    await startSmtp(port)
    await runQueue()
    expect(await payload.findByID({ collection: 'leads', id: result.lead.id })).toMatchObject({ delivery: 'sent', attempts: 2 })
    const [mail] = mailsTo('while-down@example.be')
    expect(mail?.subject).toBe('We have received your message')
    expect(mail?.text).toContain('Property: Appartement met zeezicht')
    expect(mail?.text).toContain('https://www.zeedijk.test/en/for-sale/oostende/')
  })

  it('a lead deleted before its mail left: the delivery job ends done, not failed and retried', async () => {
    const result = await send({ kind: 'contact-me', locale: 'nl', property: String(propertyId), ...person, email: 'deleted-first@example.be' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    await payload.delete({ collection: 'leads', id: result.lead.id })
    await runQueue()
    // A completed job is removed (Payload's default); a failed one stays, to be retried, with its error.
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'deliverLead' } }, pagination: false })
    const left = docs.filter((job) => (job.input as { leadId?: number } | null)?.leadId === result.lead.id)
    expect(left.map((job) => ({ hasError: job.hasError, error: job.error }))).toEqual([])
    expect(mailsTo('deleted-first@example.be')).toHaveLength(0)
  })

  it('still delivers when the process dies between saving and sending', async () => {
    const script = path.resolve('tests/integration/fixtures/save-lead-then-die.ts')
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, LEAD_EMAIL: 'after-crash@example.be' },
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(child.signal, `${child.stdout}\n${child.stderr}`).toBe('SIGKILL')
    expect(child.stdout).toContain('saved lead')
    const { docs } = await payload.find({ collection: 'leads', where: { email: { equals: 'after-crash@example.be' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.delivery).toBe('pending')
    expect(mailsTo('after-crash@example.be')).toHaveLength(0)

    // The restarted server's job runner finds the queued delivery.
    await runQueue()
    expect(mailsTo('after-crash@example.be')).toHaveLength(1)
    expect((await payload.findByID({ collection: 'leads', id: docs[0]!.id })).delivery).toBe('sent')
  })
})

describe('forms with more to do', () => {
  it('sends the documents as links that work for a limited time, once per visitor', async () => {
    const values = { kind: 'document-request', locale: 'nl', property: String(propertyId), lastName: 'Peeters', email: 'docs@example.be', privacy: 'on' }
    expect(await send(values)).toMatchObject({ ok: true, notice: 'documentsSent' })
    expect(await send(values)).toMatchObject({ ok: false, problem: 'documentsRequested' })
    expect(await send({ ...values, property: String(rentId) })).toMatchObject({ ok: false, problem: 'noDocuments' })
    await runQueue()
    const [mail] = mailsTo('docs@example.be')
    expect(mail?.subject).toBe('De documenten van Appartement met zeezicht')
    const link = /https:\/\/www\.zeedijk\.test\/api\/documents\/([\w.-]+)/.exec(mail?.text ?? '')
    expect(link).not.toBeNull()
    // The link opens the private file (documents collection) for seven days, then no more.
    const { readLinkedDocument } = await import('../../src/features/documents/document-links')
    expect(await readLinkedDocument(payload, link![1]!)).toMatchObject({ ok: true, mimeType: 'application/pdf', filename: expect.stringMatching(/^grondplan-leads(-\d+)?\.pdf$/) })
    expect(await readLinkedDocument(payload, link![1]!, new Date(Date.now() + 8 * 86_400_000))).toEqual({ ok: false, reason: 'expired' })
  })

  it('holds the documents of a hidden address until staff approve the request from the lead (ADR 0042)', async () => {
    const shown = await payload.findByID({ collection: 'properties', id: propertyId, depth: 0 })
    const hidden = await payload.create({
      collection: 'properties',
      locale: 'nl',
      data: { externalId: 9401, title: 'Villa zonder adres', goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', street: 'Geheimstraat', houseNumber: '7', publishAddress: false, documents: (shown.documents ?? []).map(({ name, file, url }) => ({ name, file, url })) },
    })
    const email = 'held-docs@example.be'
    const values = { kind: 'document-request', locale: 'fr', property: String(hidden.id), lastName: 'Peeters', email, privacy: 'on' }
    const answer = await send(values, '198.51.100.78')
    expect(answer).toMatchObject({ ok: true, notice: 'documentsPending' })
    if (!answer.ok) return
    expect(answer.lead.documentsApproval).toBe('pending')
    await runQueue()
    // The visitor hears the request arrived, with no document link; the lead waits for staff.
    expect(mailsTo(email)).toHaveLength(1)
    expect(mailsTo(email)[0]?.text).not.toMatch(/\/api\/documents\//)
    // The agency's mail says the documents wait for its approval.
    expect(inbox.some((mail) => mail.text?.includes('Het adres van dit pand is verborgen'))).toBe(true)

    await payload.update({ collection: 'leads', id: answer.lead.id, data: { documentsApproval: 'approved' } })
    await runQueue()
    const approved = mailsTo(email).filter((mail) => /\/api\/documents\//.test(mail.text ?? ''))
    expect(approved).toHaveLength(1)
    expect(approved[0]?.subject).toBe('Les documents de Villa zonder adres')
    expect((await payload.findByID({ collection: 'leads', id: answer.lead.id })).documentsSentAt).toBeTruthy()
    // Saving the lead again sends nothing more.
    await payload.update({ collection: 'leads', id: answer.lead.id, data: { handled: true } })
    await runQueue()
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('books a visit moment until it is full', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000)
    const slot = await payload.create({ collection: 'appointment-slots', data: { property: propertyId, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 1_800_000).toISOString(), capacity: 1 } })
    const booking = { kind: 'contact-appointment', locale: 'nl', property: String(propertyId), ...person, slot: String(slot.id) }
    const first = await send({ ...booking, email: 'first@example.be' })
    // Held until the visitor confirms the e-mail address (ADR 0041): the place is taken meanwhile.
    expect(first).toMatchObject({ ok: true, lead: { appointmentStatus: 'held' }, notice: 'bookingHeld' })
    expect(await send({ ...booking, email: 'second@example.be' })).toMatchObject({ ok: false, problem: 'appointmentsFull' })
    expect((await payload.findByID({ collection: 'appointment-slots', id: slot.id })).booked).toBe(1)
    // Staff cancel the first booking: the place is free again.
    if (first.ok) await payload.update({ collection: 'leads', id: first.lead.id, data: { appointmentStatus: 'cancelled' } })
    expect((await payload.findByID({ collection: 'appointment-slots', id: slot.id })).booked).toBe(0)
    await payload.update({ collection: 'properties', id: propertyId, locale: 'nl', data: { street: 'Zeedijk', houseNumber: '12' } })
    const third = await send({ ...booking, email: 'third@example.be' })
    expect(third.ok).toBe(true)
    await runQueue()
    // The held booking: only the visitor's mail with the link; the agency hears of it once it is confirmed.
    const [hold] = mailsTo('third@example.be')
    expect(hold?.subject).toBe('Bevestig uw bezoek')
    expect(mailsTo(AGENCY).filter((mail) => mail.replyTo?.some((to) => to.address === 'third@example.be'))).toHaveLength(0)
    const token = /\/api\/booking\/([^/\s]+)\//.exec(hold?.text ?? '')?.[1]
    const { confirmBooking } = await import('../../src/features/visit-booking/bookings')
    expect(await confirmBooking(payload, token!)).toEqual({ kind: 'confirmed', locale: 'nl' })
    await runQueue()
    expect(mailsTo(AGENCY).filter((mail) => mail.replyTo?.some((to) => to.address === 'third@example.be'))).toHaveLength(1)
    await payload.update({ collection: 'properties', id: propertyId, locale: 'nl', data: { street: null, houseNumber: null } })
    expect(mailsTo('first@example.be')[0]?.text).toMatch(/Uw bezoek is bevestigd op .+/)
    // Cancelled before its mail went out: no calendar file for a visit that will not happen.
    expect(mailsTo('first@example.be')[0]?.attachments).toHaveLength(0)

    // The confirmed visit carries an .ics file with the slot's times in UTC, the property and the agency.
    const [, confirmed] = mailsTo('third@example.be')
    expect(confirmed?.attachments).toHaveLength(1)
    const calendar = confirmed!.attachments[0]!
    expect(calendar).toMatchObject({ filename: 'bezoek.ics', mimeType: 'text/calendar' })
    const ics = typeof calendar.content === 'string' ? calendar.content : new TextDecoder().decode(calendar.content)
    // The mail carries it in base64 with CRLF line ends (unit test of calendarFile); postal-mime hands text parts back with LF.
    const lines = ics.replace(/\r?\n /g, '').split(/\r?\n/)
    const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        `DTSTART:${utc(start)}`,
        `DTEND:${utc(new Date(start.getTime() + 1_800_000))}`,
        'SUMMARY:Bezoek: Appartement met zeezicht',
        'LOCATION:Zeedijk 12\\, 8400 Oostende',
        `UID:lead-${third.ok ? third.lead.id : 0}@www.zeedijk.test`,
        `ORGANIZER;CN="Zeedijk Vastgoed":mailto:${AGENCY}`,
      ]),
    )
    expect(lines.find((line) => line.startsWith('URL:'))).toMatch(/^URL:https:\/\/www\.zeedijk\.test\/nl\/te-koop\/oostende\//)
  })

  it('takes a real PDF or Word CV up to 5 MB, stores it for staff only, and refuses the rest', async () => {
    const application = { kind: 'job-application', locale: 'nl', ...person }
    const disguised = await send({ ...application, cv: new File(['<html>not a cv</html>'], 'cv.pdf', { type: 'application/pdf' }) })
    expect(disguised).toMatchObject({ ok: false, errors: { cv: 'fileType' } })
    const big = new Uint8Array(5 * 1024 * 1024 + 10)
    big.set(pdfBytes())
    expect(await send({ ...application, cv: new File([big], 'cv.pdf') })).toMatchObject({ ok: false, errors: { cv: 'fileSize' } })

    const accepted = await send({ ...application, cv: new File([Buffer.from(await docxBytes())], 'Mijn cv.docx') })
    expect(accepted.ok).toBe(true)
    if (!accepted.ok) return
    const cvId = typeof accepted.lead.cv === 'object' ? accepted.lead.cv?.id : accepted.lead.cv
    const stored = await payload.findByID({ collection: 'cv-files', id: cvId! })
    expect(stored.originalName).toBe('Mijn cv.docx')
    expect(stored.filename).toMatch(/^[0-9a-f-]{36}\.docx$/)
    expect(stored.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(path.resolve(payload.collections['cv-files'].config.upload.staticDir ?? '')).toBe(path.join(dataDir, 'private', 'cv'))
    await expect(payload.find({ collection: 'cv-files', overrideAccess: false })).rejects.toThrow(/not allowed/)
  })
})

describe('keep me informed', () => {
  const newFlat = (externalId: number, data: Record<string, unknown> = {}) =>
    payload.create({
      collection: 'properties',
      locale: 'nl',
      data: { externalId, title: `Nieuw appartement ${externalId}`, goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', price: 280_000, propertyType: flatType, latitude: 51.23, longitude: 2.92, bedrooms: 2, ...data },
    })

  it('stores the profile with a hashed password, mails each new matching property once, and stops after one click', async () => {
    const email = 'zoeker@example.be'
    const result = await send({
      kind: 'search-profile',
      locale: 'fr',
      salutation: 'ms',
      ...person,
      email,
      password: 'zee-en-strand',
      passwordConfirm: 'zee-en-strand',
      goal: 'buy',
      propertyTypes: [String(flatType)],
      regions: [String(oostende)],
      priceMax: '300.000',
      minBedrooms: '2',
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(JSON.stringify(result.lead.fields)).not.toContain('zee-en-strand')
    const { docs: profiles } = await payload.find({ collection: 'search-profiles', where: { email: { equals: email } }, showHiddenFields: true })
    expect(profiles).toHaveLength(1)
    const profile = profiles[0]!
    expect(profile).toMatchObject({ active: true, goal: 'buy', locale: 'fr', priceMax: 300_000, minBedrooms: 2 })
    expect(profile.passwordHash).toMatch(/^scrypt\$/)
    expect(typeof profile.lead === 'object' ? profile.lead?.id : profile.lead).toBe(result.lead.id)

    // Double opt-in (ADR 0042): no alert before the link in the confirmation mail is used.
    expect(profile.confirmedAt).toBeFalsy()
    await newFlat(9300)
    await runQueue()
    const confirmation = mailsTo(email).find((mail) => /\/api\/confirm-profile\//.test(mail.text ?? ''))
    expect(confirmation).toBeDefined()
    expect(mailsTo(email).filter((mail) => mail.subject?.startsWith('Nouveau bien pour votre recherche'))).toEqual([])
    const confirmToken = /\/api\/confirm-profile\/([\w.-]+)/.exec(confirmation!.text ?? '')![1]!
    const { confirmProfile, profileOfConfirmLink } = await import('../../src/features/search-profiles/search-alerts')
    expect(await confirmProfile(payload, `${confirmToken.slice(0, -2)}xx`)).toEqual({ kind: 'invalid' })
    expect((await profileOfConfirmLink(payload, confirmToken)).kind).toBe('found')
    expect((await payload.findByID({ collection: 'search-profiles', id: profile.id })).confirmedAt).toBeFalsy()
    expect(await confirmProfile(payload, confirmToken)).toEqual({ kind: 'found', locale: 'fr' })
    expect((await payload.findByID({ collection: 'search-profiles', id: profile.id })).confirmedAt).toBeTruthy()

    const matching = await newFlat(9301)
    await newFlat(9302, { price: 450_000 }) // too expensive
    await newFlat(9303, { latitude: 51.16, longitude: 2.77 }) // outside the zone
    await runQueue()
    const alerts = () => mailsTo(email).filter((mail) => mail.subject?.startsWith('Nouveau bien pour votre recherche'))
    expect(alerts().map((mail) => mail.subject)).toEqual(['Nouveau bien pour votre recherche : Nieuw appartement 9301'])
    const alert = alerts()[0]!
    expect(alert.text).toContain('https://www.zeedijk.test/fr/a-vendre/oostende/')
    expect(alert.headers.find((header) => header.key === 'list-unsubscribe')?.value).toMatch(/<https:\/\/www\.zeedijk\.test\/api\/unsubscribe\/.+>/)

    // A change to the same property does not mail again.
    await payload.update({ collection: 'properties', id: matching.id, data: { price: 275_000 } })
    await payload.update({ collection: 'properties', id: matching.id, data: { availability: 'sold' } })
    await payload.update({ collection: 'properties', id: matching.id, data: { availability: 'available' } })
    await runQueue()
    expect(alerts()).toHaveLength(1)

    const token = /\/api\/unsubscribe\/([\w.-]+)/.exec(alert.text ?? '')![1]!
    const { unsubscribeProfile } = await import('../../src/features/search-profiles/search-alerts')
    expect(await unsubscribeProfile(payload, token)).toEqual({ kind: 'found', locale: 'fr' })
    expect(await unsubscribeProfile(payload, `${token}x`)).toEqual({ kind: 'invalid' })
    expect((await payload.findByID({ collection: 'search-profiles', id: profile.id })).active).toBe(false)
    await newFlat(9304)
    await runQueue()
    expect(alerts()).toHaveLength(1)
  })

  it('matches the price range on the amount the listings compare: a unit at €339,000 without VAT is not up to €350,000 (ADR 0080)', async () => {
    const email = 'nieuwbouw@example.be'
    await payload.create({ collection: 'search-profiles', data: { email, locale: 'nl', goal: 'buy', priceMax: 350_000, active: true, confirmedAt: new Date().toISOString() } })
    const project = await payload.create({ collection: 'projects', locale: 'nl', data: { externalId: 9600, name: 'Residentie Alert', pricesVat: 'exclusive', published: true } })
    // €339,000 + 21 % VAT = €410,190: the listing's "to €350,000" leaves it out, so does the alert.
    await newFlat(9601, { price: 339_000, vat: true, project: project.id, title: 'Nieuwbouw zonder btw' })
    await newFlat(9602, { price: 340_000, vat: false, title: 'Bestaand appartement' })
    await runQueue()
    const alerts = mailsTo(email).filter((mail) => mail.subject?.startsWith('Nieuw pand'))
    expect(alerts.map((mail) => mail.subject)).toEqual([expect.stringContaining('Bestaand appartement')])
    const { listingWhere } = await import('../../src/features/catalogue/listing-where')
    const { parseListingQuery } = await import('../../src/domain/listing')
    const listed = await payload.find({ collection: 'properties', where: listingWhere('sale', parseListingQuery({ priceMax: '350000' })), depth: 0, limit: 100, overrideAccess: false })
    expect(listed.docs.map((doc) => doc.externalId)).toContain(9602)
    expect(listed.docs.map((doc) => doc.externalId)).not.toContain(9601)

    // Written with its VAT, the same unit is €339,000: it is told about, its price said as it is.
    await payload.update({ collection: 'projects', id: project.id, data: { pricesVat: 'inclusive' } })
    await newFlat(9603, { price: 339_000, vat: true, project: project.id, title: 'Nieuwbouw met btw' })
    await runQueue()
    const told = mailsTo(email).filter((mail) => mail.subject?.includes('Nieuwbouw met btw'))
    expect(told).toHaveLength(1)
    expect(told[0]!.text?.replace(/[\s\u00a0\u202f]+/g, ' ')).toContain('€ 339.000 incl. btw')
  })
})

describe('faults', () => {
  const failing = (email: string, ip: string) => send({ kind: 'site-contact', locale: 'en', ...person, email, message: 'Please call me' }, ip)

  /** Runs the queue until the lead's job gives up (1 try + DELIVERY_RETRIES), as the hours of back-off would. */
  async function exhaust(leadId: number) {
    const { DELIVERY_RETRIES } = await import('../../src/features/leads/deliver-lead')
    for (let run = 0; run <= DELIVERY_RETRIES; run++) await runQueue()
    return payload.findByID({ collection: 'leads', id: leadId })
  }

  const alerts = () => mailsTo(AGENCY).filter((mail) => /lead\(s\) not delivered/.test(mail.subject ?? ''))

  it('marks a lead failed after the last retry, lists it first, and alerts staff once per hour', async () => {
    const first = await failing('nobody@refused.test', '192.0.2.10')
    expect(first.ok).toBe(true)
    if (!first.ok) return
    await runQueue()
    expect(await payload.findByID({ collection: 'leads', id: first.lead.id })).toMatchObject({ delivery: 'retrying' })
    expect(alerts()).toHaveLength(0)
    const failed = await exhaust(first.lead.id)
    expect(failed).toMatchObject({ delivery: 'failed', attempts: 9 })
    expect(failed.lastError).toMatch(/550/)
    expect(alerts()).toHaveLength(1)
    expect(alerts()[0]?.text).toContain('1 lead was not delivered')

    // Staff see it at the top of the list, before newer leads that did reach them.
    expect((await send({ kind: 'sign-newsletter', locale: 'en', email: 'later@example.be', privacy: 'on' }, '192.0.2.11')).ok).toBe(true)
    await runQueue()
    const { docs } = await payload.find({ collection: 'leads', limit: 3, depth: 0 })
    expect(docs[0]?.id).toBe(first.lead.id)

    // A second failure within the hour: no second alert.
    const second = await failing('nobody-else@refused.test', '192.0.2.12')
    if (!second.ok) throw new Error('not saved')
    expect((await exhaust(second.lead.id)).delivery).toBe('failed')
    expect(alerts()).toHaveLength(1)

    // An hour later the next check alerts again, and of several processes at once only one sends.
    const { alertFailedLeads } = await import('../../src/features/leads/failure-alert')
    const later = new Date(Date.now() + 61 * 60_000)
    const results = await Promise.all([alertFailedLeads(payload, later), alertFailedLeads(payload, later), alertFailedLeads(payload, later)])
    expect(results.filter((result) => result === 'sent')).toHaveLength(1)
    expect(alerts()).toHaveLength(2)
    expect(alerts()[1]?.text).toContain('2 leads were not delivered')
    expect(await alertFailedLeads(payload, new Date(later.getTime() + 30 * 60_000))).toBe('quiet')
  })

  it('saves every form when several visitors send at once (each form is its own transaction)', async () => {
    const start = new Date(Date.now() + 6 * 86_400_000)
    const slot = await payload.create({ collection: 'appointment-slots', data: { property: propertyId, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 1_800_000).toISOString(), capacity: 10 } })
    const sends = [
      ...[0, 1, 2].map((index) => () => send({ kind: 'sign-newsletter', locale: 'en', email: `together${index}@example.be`, privacy: 'on' }, `192.0.2.${40 + index}`)),
      ...[0, 1].map((index) => () => send({ kind: 'contact-appointment', locale: 'nl', property: String(propertyId), ...person, slot: String(slot.id) }, `192.0.2.${50 + index}`)),
      () =>
        send(
          { kind: 'search-profile', locale: 'nl', salutation: 'ms', ...person, email: 'together@example.be', password: 'zee-en-strand', passwordConfirm: 'zee-en-strand', goal: 'buy', propertyTypes: [String(flatType)], regions: [String(oostende)] },
          '192.0.2.60',
        ),
      () => send({ kind: 'job-application', locale: 'nl', ...person, cv: new File([Buffer.from(pdfBytes())], 'cv.pdf') }, '192.0.2.61'),
    ]
    // The job runner writes at the same moment too, as the running site's would.
    const results = await Promise.all([...sends.map((go) => go()), runQueue().then(() => ({ ok: true }))])
    expect(results.map((result) => result.ok)).toEqual(results.map(() => true))
    expect((await payload.findByID({ collection: 'appointment-slots', id: slot.id })).booked).toBe(2)
  })

  it('keeps answering when more forms arrive at once than the database has connections', async () => {
    const { POOL_SIZE } = await import('../../src/server/database-pool')
    // Captchas first: the burst below is the forms themselves, all in flight together with ordinary reads.
    const captchas = await Promise.all(Array.from({ length: POOL_SIZE + 10 }, () => captcha()))
    const burst = Promise.all([
      ...captchas.map((altcha, index) =>
        receiveLead(payload, form({ altcha, kind: 'site-contact', locale: 'nl', ...person, email: `burst${index}@example.be`, message: 'Bel mij' }), { ip: `203.0.113.${index}` }),
      ),
      ...Array.from({ length: 10 }, () => payload.find({ collection: 'properties', limit: 1, depth: 0 }).then(() => ({ ok: true }))),
      // The site runs the queue after each form: as many runners at once as forms.
      ...captchas.map(() => payload.jobs.run({ queue: 'leads', limit: 10, silent: true }).then(() => ({ ok: true }))),
    ])
    // A deadlock would hang for ever: fail after a minute instead.
    const results = await Promise.race([burst, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the forms never finished')), 60_000).unref())])
    expect(results.filter((result) => result.ok)).toHaveLength(2 * POOL_SIZE + 30)
    const { totalDocs } = await payload.count({ collection: 'leads', where: { email: { like: 'burst' } } })
    expect(totalDocs).toBe(POOL_SIZE + 10)
  })

  it('leaves nothing behind when saving the lead fails after its side effects', async () => {
    const start = new Date(Date.now() + 5 * 86_400_000)
    const slot = await payload.create({ collection: 'appointment-slots', data: { property: propertyId, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 1_800_000).toISOString(), capacity: 2 } })
    const cvDir = payload.collections['cv-files'].config.upload.staticDir ?? ''
    const { readdirSync, existsSync } = await import('node:fs')
    const cvFilesOnDisk = () => (existsSync(cvDir) ? readdirSync(cvDir).length : 0)
    const counts = async () => ({
      leads: (await payload.count({ collection: 'leads' })).totalDocs,
      jobs: (await payload.count({ collection: 'payload-jobs' })).totalDocs,
      cvs: (await payload.count({ collection: 'cv-files' })).totalDocs,
      cvFilesOnDisk: cvFilesOnDisk(),
      profiles: (await payload.count({ collection: 'search-profiles' })).totalDocs,
      booked: (await payload.findByID({ collection: 'appointment-slots', id: slot.id })).booked ?? 0,
    })
    const before = await counts()
    const create = payload.create.bind(payload)
    const spy = vi.spyOn(payload, 'create').mockImplementation((async (args: Parameters<Payload['create']>[0]) => {
      if (args.collection === 'leads') throw new Error('disk full (forced by the test)')
      return create(args as never)
    }) as never)
    try {
      const results = [
        await send({ kind: 'contact-appointment', locale: 'nl', property: String(propertyId), ...person, slot: String(slot.id) }, '192.0.2.20'),
        await send({ kind: 'job-application', locale: 'nl', ...person, cv: new File([Buffer.from(pdfBytes())], 'cv.pdf') }, '192.0.2.21'),
        await send(
          { kind: 'search-profile', locale: 'nl', salutation: 'ms', ...person, email: 'rollback@example.be', password: 'zee-en-strand', passwordConfirm: 'zee-en-strand', goal: 'buy', propertyTypes: [String(flatType)], regions: [String(oostende)] },
          '192.0.2.22',
        ),
      ]
      for (const result of results) expect(result).toMatchObject({ ok: false, problem: 'server' })
    } finally {
      spy.mockRestore()
    }
    expect(await counts()).toEqual(before)
    // The same forms go through once the fault is gone.
    expect((await send({ kind: 'contact-appointment', locale: 'nl', property: String(propertyId), ...person, slot: String(slot.id) }, '192.0.2.23')).ok).toBe(true)
    expect((await counts()).booked).toBe(before.booked + 1)
  })
})
