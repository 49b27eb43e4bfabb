import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { addDays, brusselsDay } from '../../src/domain/visits/windows'
import { pdfBytes } from '../../src/features/leads/test-files'
import { startPayload, type TestDatabase } from './setup-db'

// The module under test reaches other features through their entries, which load server-only modules too
// (ADR 0046); outside Next that guard throws on import.
vi.mock('server-only', () => ({}))

/**
 * The owner portal's data functions (ADR 0029): they take the owner, and give an owner only what staff
 * linked to them. Owner A asking for B's property or project by id gets null, as for an id that does not
 * exist; visitors' details reach an owner only when staff shared the lead (ADR 0029); a document link works
 * for a shared document only.
 */
let payload: Payload
let database: TestDatabase
let portal: typeof import('../../src/features/portal/reports')
let preferences: typeof import('../../src/features/portal/preferences')
let documentLinks: typeof import('../../src/features/documents/document-links')

const ids = { a1: 0, a2: 0, b1: 0, unit: 0, project: 0, ownerA: 0, ownerB: 0, docA: 0, docB: 0 }
const now = new Date()
const today = brusselsDay(now)
const inDays = (days: number, hour = 10) => new Date(now.getTime() + days * 86_400_000 + (hour - 12) * 3_600_000).toISOString()

const owner = async (id: number) => payload.findByID({ collection: 'owners', id, depth: 0, overrideAccess: true })

async function lead(data: Record<string, unknown>) {
  return payload.create({ collection: 'leads', data: { locale: 'nl', delivery: 'sent', summary: 'x', ...data } as never, overrideAccess: true })
}

async function visits(kind: 'property' | 'project', id: number, day: string, count: number) {
  await payload.create({ collection: 'visit-counts', data: { slot: `${kind}:${id}:${day}`, day, [kind]: id, visits: count } })
}

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
  portal = await import('../../src/features/portal/reports')
  preferences = await import('../../src/features/portal/preferences')
  documentLinks = await import('../../src/features/documents/document-links')

  const file = (name: string) => ({ data: Buffer.from(pdfBytes(name)), mimetype: 'application/pdf', name: `${name}.pdf`, size: 0 })
  ids.docA = (await payload.create({ collection: 'property-documents', data: { title: 'Verkoopsovereenkomst A' }, file: file('portal-doc-a') })).id
  ids.docB = (await payload.create({ collection: 'property-documents', data: { title: 'Plan B' }, file: file('portal-doc-b') })).id

  const property = (externalId: number, title: string, data: Record<string, unknown> = {}) =>
    payload.create({ collection: 'properties', locale: 'nl', data: { externalId, title, goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', price: 300_000, ...data } as never })
  ids.a1 = (
    await property(8101, 'Appartement Zeedijk A', {
      listedAt: inDays(-40),
      agent: { name: 'Els Wouters', email: 'els@zeedijk.example', phone: '059701230' },
      onlineMedia: [{ label: 'Immoweb', url: 'https://www.immoweb.be/nl/zoekertje/8101' }],
    })
  ).id
  for (const [locale, title] of [['fr', 'Appartement digue A'], ['en', 'Seafront flat A'], ['de', 'Wohnung Deich A']] as const) {
    await payload.update({ collection: 'properties', id: ids.a1, locale, data: { title } })
  }
  ids.a2 = (await property(8102, 'Studio A niet online', { published: false })).id
  ids.b1 = (await property(8201, 'Villa B', { documents: [{ name: 'Plan', file: ids.docB }] })).id
  ids.project = (await payload.create({ collection: 'projects', locale: 'nl', data: { externalId: 8301, name: 'Residentie B', city: 'Knokke' } })).id
  ids.unit = (await property(8202, 'Unit B1', { project: ids.project, agent: { name: 'Bram Jacobs', phone: '0475123456' } })).id

  // A's price went down once: the hook wrote the first price on create, this the second.
  await payload.update({ collection: 'properties', id: ids.a1, locale: 'nl', data: { price: 289_000 } })
  // Last: a document's name is translated and required in the language saved (the other languages fall back to Dutch).
  await payload.update({ collection: 'properties', id: ids.a1, locale: 'nl', data: { documents: [{ name: 'Compromis', file: ids.docA }] } })

  ids.ownerA = (await payload.create({ collection: 'owners', data: { email: 'a@example.be', name: 'A', locale: 'nl', properties: [ids.a1, ids.a2], documents: [ids.docA], weeklyReport: true, passwordHash: 'scrypt$a$b' } })).id
  ids.ownerB = (await payload.create({ collection: 'owners', data: { email: 'b@example.be', name: 'B', locale: 'fr', properties: [ids.b1], projects: [ids.project], documents: [ids.docB], weeklyReport: true } })).id

  const slot = await payload.create({ collection: 'appointment-slots', data: { property: ids.a1, startsAt: inDays(3), endsAt: inDays(3, 11), capacity: 2 } })
  await lead({ kind: 'contact-me', property: ids.a1, email: 'marie.hidden@example.org', fields: { firstName: 'Marie', lastName: 'Declercq', email: 'marie.hidden@example.org', phone: '0470 99 88 77', message: 'Geheime vraag over de lening' }, createdAt: inDays(-5) })
  await lead({ kind: 'contact-me', property: ids.a1, shareWithOwner: true, handled: true, email: 'pieter.shared@example.org', fields: { firstName: 'Pieter', lastName: 'Vanhoutte', email: 'pieter.shared@example.org', phone: '0478 65 43 21', message: 'Wij kopen zonder lening.' }, createdAt: inDays(-3) })
  await lead({ kind: 'contact-appointment', property: ids.a1, slot: slot.id, appointmentStatus: 'confirmed', email: 'tom.hidden@example.org', fields: { firstName: 'Tom', lastName: 'Claeys', email: 'tom.hidden@example.org', phone: '0495 11 22 33' }, createdAt: inDays(-1) })
  // Not about the property's sale, even if it names it: never in an owner's history.
  await lead({ kind: 'job-application', property: ids.a1, shareWithOwner: true, email: 'sollicitant@example.org', fields: { firstName: 'Jan', lastName: 'Job', email: 'sollicitant@example.org', motivation: 'Ik wil makelaar worden' } })
  await lead({ kind: 'contact-me', property: ids.b1, shareWithOwner: true, email: 'b-visitor@example.org', fields: { firstName: 'Bea', lastName: 'Bos', email: 'b-visitor@example.org' } })
  await lead({ kind: 'contact-construction', project: ids.project, email: 'project-visitor@example.org', fields: { firstName: 'Karel', lastName: 'Peeters', email: 'project-visitor@example.org', message: 'Nog units vrij?' } })

  await visits('property', ids.a1, today, 3)
  await visits('property', ids.a1, addDays(today, -40), 7)
  // Counted before A was listed (a preview, a wrong CRM date): never among the owner's figures (issue 23).
  await visits('property', ids.a1, addDays(today, -45), 50)
  await visits('property', ids.b1, today, 11)
  await visits('project', ids.project, today, 5)
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe("an owner's overview", () => {
  it("lists only the owner's own properties and projects, with their visits", async () => {
    const a = await portal.ownerOverview(payload, await owner(ids.ownerA), { locale: 'nl', now })
    expect(a.properties.map((property) => property.id).sort()).toEqual([ids.a1, ids.a2].sort())
    expect(a.projects).toEqual([])
    const a1 = a.properties.find((property) => property.id === ids.a1)!
    expect(a1).toMatchObject({ title: 'Appartement Zeedijk A', city: 'Oostende', status: 'sale', visits: { today: 3, total: 10 } })
    expect(a.properties.find((property) => property.id === ids.a2)?.status).toBe('offline')

    const b = await portal.ownerOverview(payload, await owner(ids.ownerB), { locale: 'fr', now })
    expect(b.properties.map((property) => property.id)).toEqual([ids.b1])
    expect(b.projects.map((project) => project.id)).toEqual([ids.project])
    expect(JSON.stringify(b)).not.toContain('Appartement Zeedijk A')
  })
})

describe("owner A asking for owner B's things", () => {
  it('gets nothing for B’s property or project, by number or by text, as for an id that does not exist', async () => {
    const a = await owner(ids.ownerA)
    for (const id of [ids.b1, String(ids.b1), ids.unit, ` ${ids.b1}`, `${ids.b1}.0`, '999999', 'abc', -1, null]) {
      expect(await portal.ownerPropertyReport(payload, a, id, { locale: 'nl', now })).toBeNull()
    }
    expect(await portal.ownerProjectReport(payload, a, ids.project, { locale: 'nl', now })).toBeNull()
    expect(await portal.ownerProjectReport(payload, a, String(ids.project), { locale: 'nl', now })).toBeNull()
    // An owner's own property id asked as a project is not theirs either.
    expect(await portal.ownerProjectReport(payload, a, ids.a1, { locale: 'nl', now })).toBeNull()
  })

  it('cannot reach B’s documents: A’s lists and links never name them, and a link for a document not shared is refused', async () => {
    const a = await owner(ids.ownerA)
    const documents = await portal.sharedDocuments(payload, a, now)
    expect(documents.map((document) => document.id)).toEqual([ids.docA])
    // Signed now, valid for an hour: `now` is when the file loaded, and a loaded machine can take a minute to get here.
    const forged = documentLinks.ownerDocumentLink(ids.docB, ids.ownerA, new Date(Date.now() + 3_600_000))
    expect(await documentLinks.readLinkedDocument(payload, forged.split('/').at(-1)!)).toEqual({ ok: false, reason: 'missing' })
  })

  it('changes only the logged-in owner’s own weekly report setting', async () => {
    await preferences.setWeeklyReport(payload, await owner(ids.ownerA), false)
    const [a, b] = await Promise.all([owner(ids.ownerA), owner(ids.ownerB)])
    expect(a.weeklyReport).toBe(false)
    expect(b.weeklyReport).toBe(true)
    // The save writes the setting only: the password stays.
    const stored = await payload.findByID({ collection: 'owners', id: ids.ownerA, showHiddenFields: true, overrideAccess: true })
    expect(stored.passwordHash).toBe('scrypt$a$b')
    await preferences.setWeeklyReport(payload, a, true)
    expect((await owner(ids.ownerA)).weeklyReport).toBe(true)
  })
})

describe("an owner's property", () => {
  it('has the four figures and 30 days of the chart', async () => {
    const report = await portal.ownerPropertyReport(payload, await owner(ids.ownerA), ids.a1, { locale: 'nl', now })
    expect(report?.figures).toMatchObject({ today: 3, total: 10 })
    expect(report?.figures.lastDays).toHaveLength(30)
    expect(report?.figures.lastDays.at(-1)).toEqual({ day: today, visits: 3 })
  })

  it('has the history of the requests about it, with visitor details only where staff shared them', async () => {
    const report = (await portal.ownerPropertyReport(payload, await owner(ids.ownerA), String(ids.a1), { locale: 'nl', now }))!
    expect(report.history.map((row) => [row.kind, row.contact, row.status])).toEqual([
      ['contact-appointment', 'Tom C.', 'confirmed'],
      ['contact-me', 'Pieter Vanhoutte', 'handled'],
      ['contact-me', 'Marie D.', 'new'],
    ])
    expect(report.history.every((row) => row.subject === 'Appartement Zeedijk A' && row.source === 'website')).toBe(true)
    const whole = JSON.stringify(report)
    for (const hidden of ['marie.hidden@example.org', '0470 99 88 77', 'Geheime vraag', 'tom.hidden@example.org', '0495 11 22 33', 'sollicitant@example.org', 'makelaar worden', 'b-visitor@example.org', 'Declercq', 'Claeys']) {
      expect(whole, hidden).not.toContain(hidden)
    }
    expect(report.history[1]).toMatchObject({ email: 'pieter.shared@example.org', phone: '0478 65 43 21', comment: 'Wij kopen zonder lening.' })
    expect(report.calendar.upcoming).toEqual([expect.objectContaining({ contact: 'Tom C.', startsAt: inDays(3) })])
    expect(report.calendar.past).toEqual([])
  })

  it('has the site’s page in each language, the links staff added, the agent, days on the market and the price history', async () => {
    const report = (await portal.ownerPropertyReport(payload, await owner(ids.ownerA), ids.a1, { locale: 'fr', now }))!
    expect(report.title).toBe('Appartement digue A')
    expect(report.sitePages.map((page) => page.locale)).toEqual(['nl', 'fr', 'en', 'de'])
    expect(report.sitePages.find((page) => page.locale === 'nl')?.path).toBe('/nl/te-koop/oostende/appartement-zeedijk-a/8101/')
    expect(report.sitePages.find((page) => page.locale === 'fr')?.path).toMatch(/^\/fr\/a-vendre\/oostende\/[^/]+\/8101\/$/)
    expect(report.onlineMedia).toEqual([{ label: 'Immoweb', url: 'https://www.immoweb.be/nl/zoekertje/8101' }])
    expect(report.agent).toEqual({ name: 'Els Wouters', email: 'els@zeedijk.example', phone: '059701230', mobile: null })
    expect(report.daysOnMarket).toBe(40)
    expect(report.prices.map((step) => [step.price, step.previous])).toEqual([
      [289_000, 300_000],
      [300_000, null],
    ])
    expect(report.price).toBe(289_000)
    // The first asking price is dated when A was listed, not when the site recorded it (issue 23).
    expect(report.prices.at(-1)?.changedAt).toBe(new Date(inDays(-40)).toISOString())
    expect(report.listedAt && new Date(report.listedAt).toISOString()).toBe(new Date(inDays(-40)).toISOString())
  })

  it('shows no site pages for a property that is not published', async () => {
    const report = await portal.ownerPropertyReport(payload, await owner(ids.ownerA), ids.a2, { locale: 'nl', now })
    expect(report?.status).toBe('offline')
    expect(report?.sitePages).toEqual([])
  })

  it('lists the shared documents attached to it, with a link that downloads until staff take it off the list', async () => {
    const report = (await portal.ownerPropertyReport(payload, await owner(ids.ownerA), ids.a1, { locale: 'nl', now }))!
    expect(report.documents.map((document) => [document.id, document.title])).toEqual([[ids.docA, 'Compromis']])
    const token = report.documents[0]!.href.replace('/api/documents/', '')
    expect(await documentLinks.readLinkedDocument(payload, token)).toMatchObject({ ok: true, mimeType: 'application/pdf' })
    expect(await documentLinks.readLinkedDocument(payload, token, new Date(now.getTime() + portal.DOCUMENT_LINK_MS + 60_000))).toEqual({ ok: false, reason: 'expired' })
    await payload.update({ collection: 'owners', id: ids.ownerA, data: { documents: [] } })
    expect(await documentLinks.readLinkedDocument(payload, token)).toEqual({ ok: false, reason: 'missing' })
    await payload.update({ collection: 'owners', id: ids.ownerA, data: { documents: [ids.docA] } })
  })
})

describe("an owner's project", () => {
  it('has its visits, the requests about it, the agent of its units and its pages', async () => {
    const report = (await portal.ownerProjectReport(payload, await owner(ids.ownerB), ids.project, { locale: 'nl', now }))!
    expect(report.figures).toMatchObject({ today: 5, total: 5 })
    expect(report.history.map((row) => [row.kind, row.contact, row.subject])).toEqual([['contact-construction', 'Karel P.', 'Residentie B']])
    expect(JSON.stringify(report)).not.toContain('project-visitor@example.org')
    expect(report.agent?.name).toBe('Bram Jacobs')
    expect(report.sitePages.find((page) => page.locale === 'nl')?.path).toBe('/nl/projecten/knokke/residentie-b/8301/')
  })
})
