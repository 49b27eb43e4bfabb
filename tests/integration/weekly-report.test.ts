import { mkdirSync, writeFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import PostalMime, { type Email } from 'postal-mime'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { addDays } from '../../src/domain/visits/windows'

import { startPayload, type TestDatabase } from './setup-db'

/**
 * The owners' weekly report, run as the job runner runs it, with a fixed moment: Monday
 * 30 March 2026 at 07:10 in Brussels, the morning after the clocks went forward, so the week reported
 * (23–29 March) is the short one. One owner gets one mail with a chart per property and the figures as
 * text; the owner who switched it off and the one without a password get nothing; a second run the same
 * week sends nothing; the mail's stop link changes nothing on GET and switches the report off on POST.
 */
let payload: Payload
// The stop link's route asks for the web server's Payload; here it is the test's.
vi.mock('@/server/payload', () => ({ getPayloadClient: async () => payload }))
let database: TestDatabase
let outbox: string
let recurringQueue: string

const NOW = '2026-03-30T05:10:00.000Z'
const WEEK = { monday: '2026-03-23', sunday: '2026-03-29' }
/** Daily visits from 1 to 30 March: a page with a pattern the figures can be checked against. */
const visitsOn = (day: string, level: number) => level + (Number(day.slice(8)) % 5)
const MARCH = Array.from({ length: 30 }, (_, index) => addDays('2026-03-01', index))

let reader: { id: number }
let optedOut: { id: number }
let flatId = 0
let projectId = 0

async function visits(kind: 'property' | 'project', id: number, level: number) {
  for (const day of MARCH) await payload.create({ collection: 'visit-counts', data: { slot: `${kind}:${id}:${day}`, day, [kind]: id, visits: visitsOn(day, level) } })
}
const sum = (days: string[], level: number) => days.reduce((total, day) => total + visitsOn(day, level), 0)

async function mails(): Promise<Email[]> {
  const files = await readdir(outbox).catch(() => [] as string[])
  return Promise.all(files.filter((file) => file.endsWith('.eml')).sort().map(async (file) => PostalMime.parse(await readFile(path.join(outbox, file)))))
}

async function runReports(now = NOW) {
  await payload.jobs.queue({ task: 'weeklyOwnerReports', input: { now }, queue: recurringQueue })
  await payload.jobs.run({ queue: recurringQueue, limit: 10, silent: true })
}

beforeAll(async () => {
  delete process.env.SMTP_URL
  ;({ payload, database } = await startPayload({ SITE_URL: 'https://www.zeedijk.test' }))
  outbox = (await import('../../src/server/mail')).outboxDir
  recurringQueue = (await import('../../src/server/recurring-jobs')).RECURRING_QUEUE

  const flat = await payload.create({ collection: 'properties', locale: 'fr', data: { externalId: 8801, title: 'Appartement avec vue sur mer', goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', price: 325_000 } })
  const villa = await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 8802, title: 'Villa in de duinen', goal: 'sale', availability: 'available', city: 'De Haan', zip: '8420', price: 695_000 } })
  const project = await payload.create({ collection: 'projects', locale: 'fr', data: { externalId: 8803, name: 'Résidence Les Dunes', city: 'Knokke' } })
  flatId = flat.id
  projectId = project.id
  await visits('property', flat.id, 10)
  await visits('project', project.id, 3)
  await visits('property', villa.id, 6)
  const password = { passwordHash: 'scrypt$00$00', passwordSetAt: '2026-03-01T10:00:00.000Z' }
  reader = await payload.create({ collection: 'owners', data: { email: 'jean.dubois@example.be', name: 'Jean Dubois', locale: 'fr', properties: [flat.id], projects: [project.id], weeklyReport: true, ...password }, overrideAccess: true })
  optedOut = await payload.create({ collection: 'owners', data: { email: 'an.peeters@example.be', name: 'An Peeters', locale: 'nl', properties: [villa.id], weeklyReport: false, ...password }, overrideAccess: true })
  // Invited, no password yet: no report either.
  await payload.create({ collection: 'owners', data: { email: 'nog.geen.wachtwoord@example.be', name: 'Piet Janssens', locale: 'nl', properties: [villa.id], weeklyReport: true } })
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('the Monday report', () => {
  it('mails one owner the week’s figures per property and project, the charts as inline pictures', async () => {
    await runReports()
    const sent = await mails()
    expect(sent.map((mail) => mail.to?.map((to) => to.address))).toEqual([['jean.dubois@example.be']])
    const mail = sent[0]!
    expect(mail.subject).toBe('Votre rapport hebdomadaire : 23–29 mars 2026')

    const weekDays = Array.from({ length: 7 }, (_, index) => addDays(WEEK.monday, index))
    const last30 = Array.from({ length: 30 }, (_, index) => addDays('2026-02-28', index)).filter((day) => day >= '2026-03-01')
    const text = mail.text ?? ''
    // Monday 30 March is today: counted in the total, not in last week.
    expect(text).toContain(`Appartement avec vue sur mer – Oostende\n${sum(weekDays, 10)} visites la semaine dernière\n${sum(MARCH, 10)} visites au total\n${sum(last30, 10)} visites en 30 jours`)
    expect(text).toContain(`Résidence Les Dunes – Knokke\n${sum(weekDays, 3)} visites la semaine dernière`)
    expect(text).toContain(`La semaine dernière, par jour : lun. 23 mars : ${visitsOn('2026-03-23', 10)} · mar. 24 mars : ${visitsOn('2026-03-24', 10)}`)
    expect(text).toContain('https://www.zeedijk.test/fr/login/portail/')

    const pictures = mail.attachments.filter((attachment) => attachment.mimeType === 'image/png')
    expect(pictures.map((picture) => picture.contentId)).toEqual([`<chart-property-${flatId}@zeedijk>`, `<chart-project-${projectId}@zeedijk>`])
    for (const picture of pictures) expect(mail.html).toContain(`src="cid:${picture.contentId!.slice(1, -1)}"`)
    const png = Buffer.from(picture(pictures[0]!.content))
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1280, height: 440 })
    // Kept for a person to look at (test-results/ is not committed).
    mkdirSync('test-results', { recursive: true })
    writeFileSync('test-results/weekly-report-chart.png', png)
    writeFileSync('test-results/weekly-report-mail.html', mail.html ?? '')

    expect(mail.headers.find((header) => header.key === 'list-unsubscribe')?.value).toMatch(/^<https:\/\/www\.zeedijk\.test\/api\/weekly-report\/[\w.-]+>$/)
    expect(mail.headers.find((header) => header.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click')
    expect((await payload.findByID({ collection: 'owners', id: reader.id })).lastReportWeek).toBe(WEEK.monday)
    expect((await payload.findByID({ collection: 'owners', id: optedOut.id })).lastReportWeek ?? null).toBeNull()
  })

  it('sends nobody the same week twice, later that week either; the next Monday’s run is waiting', async () => {
    await runReports()
    await runReports('2026-04-02T15:00:00.000Z')
    expect(await mails()).toHaveLength(1)
    const { docs: waiting } = await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'weeklyOwnerReports' } }, { completedAt: { exists: false } }] } })
    expect(waiting).toHaveLength(1)
    // A Monday at 07:00 in Brussels (05:00 or 06:00 UTC), after now.
    const next = new Date(waiting[0]!.waitUntil!)
    expect(next.getTime()).toBeGreaterThan(Date.now())
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(next)).toBe('Monday 07:00')
  })

  it('the stop link asks on GET and switches the report off on POST only', async () => {
    const mail = (await mails())[0]!
    const token = /\/api\/weekly-report\/([\w.-]+)/.exec(mail.text ?? '')![1]!
    const route = await import('../../src/app/api/weekly-report/[token]/route')
    const params = { params: Promise.resolve({ token }) }
    const shown = await route.GET(new Request(`https://www.zeedijk.test/api/weekly-report/${token}`), params)
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('<form method="post"><button type="submit">Arrêter le rapport hebdomadaire</button></form>')
    expect((await payload.findByID({ collection: 'owners', id: reader.id })).weeklyReport).toBe(true)

    const done = await route.POST(new Request(`https://www.zeedijk.test/api/weekly-report/${token}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' }), params)
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Rapport hebdomadaire arrêté')
    expect((await payload.findByID({ collection: 'owners', id: reader.id })).weeklyReport).toBe(false)
    // A forged link changes nothing and says so.
    expect((await route.POST(new Request('https://www.zeedijk.test/api/weekly-report/x', { method: 'POST' }), { params: Promise.resolve({ token: `${token.slice(0, -2)}xx` }) })).status).toBe(404)

    // Switched off, the next week's run sends nothing.
    await runReports('2026-04-06T05:10:00.000Z')
    expect(await mails()).toHaveLength(1)
  })

  it('the stop link of an owner deleted since says "person not found" in the mail\'s language and changes nothing', async () => {
    const { weeklyReportOffUrl } = await import('../../src/features/owner-reports/report-links')
    const route = await import('../../src/app/api/weekly-report/[token]/route')
    const owner = await payload.create({ collection: 'owners', data: { email: 'weg@example.be', name: 'Piet Weg', locale: 'nl', weeklyReport: true }, overrideAccess: true })
    const token = weeklyReportOffUrl(owner.id, 'nl').split('/api/weekly-report/')[1]!
    const params = { params: Promise.resolve({ token }) }
    await payload.delete({ collection: 'owners', id: owner.id, overrideAccess: true })
    const owners = (await payload.count({ collection: 'owners', overrideAccess: true })).totalDocs
    for (const method of ['GET', 'POST'] as const) {
      const answer = await route[method](new Request(`https://www.zeedijk.test/api/weekly-report/${token}`, { method, headers: { 'accept-language': 'en' } }), params)
      expect(answer.status).toBe(410)
      const html = await answer.text()
      expect(html).toContain('<h1>Persoon niet gevonden</h1>')
      expect(html).toContain('U krijgt geen wekelijks rapport meer')
      expect(html).not.toContain('<form')
    }
    expect((await payload.count({ collection: 'owners', overrideAccess: true })).totalDocs).toBe(owners)
  })
})

function picture(content: string | ArrayBuffer | Uint8Array): Uint8Array {
  return typeof content === 'string' ? Buffer.from(content, 'base64') : new Uint8Array(content as ArrayBuffer)
}

describe('the recurring runs', () => {
  it('the runner’s start queues each recurring task once; housekeeping removes expired sessions and queues the next night', async () => {
    const { keepRecurringJobsQueued } = await import('../../src/server/recurring-jobs')
    const { HOUSEKEEPING } = await import('../../src/features/accounts/housekeeping')
    const { WEEKLY_REPORTS } = await import('../../src/features/owner-reports/weekly-report')
    const waiting = async (task: string) =>
      (await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: task } }, { completedAt: { exists: false } }] }, depth: 0 })).docs
    await keepRecurringJobsQueued(payload, [WEEKLY_REPORTS, HOUSEKEEPING])
    await keepRecurringJobsQueued(payload, [WEEKLY_REPORTS, HOUSEKEEPING])
    expect(await waiting('weeklyOwnerReports')).toHaveLength(1)
    const [night] = await waiting('housekeeping')
    expect(await waiting('housekeeping')).toHaveLength(1)
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' }).format(new Date(night!.waitUntil!))).toBe('04:00')

    const { createSession, readSession } = await import('../../src/features/accounts/sessions')
    const old = await createSession(payload, { email: 'jean.dubois@example.be', ownerId: reader.id, searchProfileIds: [] }, new Date(Date.now() - 15 * 24 * 3600_000))
    const current = await createSession(payload, { email: 'jean.dubois@example.be', ownerId: reader.id, searchProfileIds: [] })
    // The night has come.
    await payload.update({ collection: 'payload-jobs', id: night!.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() } })
    await payload.jobs.run({ queue: recurringQueue, limit: 10, silent: true })
    const sessions = await payload.find({ collection: 'account-sessions', where: { email: { equals: 'jean.dubois@example.be' } }, depth: 0 })
    expect(sessions.docs).toHaveLength(1)
    expect(await readSession(payload, current.token)).not.toBeNull()
    expect(await readSession(payload, old.token)).toBeNull()
    const [next] = await waiting('housekeeping')
    expect(new Date(next!.waitUntil!).getTime()).toBeGreaterThan(Date.now())
  })
})
