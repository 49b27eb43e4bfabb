import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import PostalMime, { type Email } from 'postal-mime'
import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { GoLiveItem } from '../../src/domain/go-live/checklist'

import { type TestDatabase, temporaryDatabase } from './setup-db'

/**
 * The go-live checklist (issue 21 §2, ADR 0056) read from a real database: each item starts not done and
 * flips to done by the data that proves it (Settings, users, pages, a backup written by `npm run backup`,
 * the test mail read back from a real SMTP server and its link opened), never by a tick.
 */
let payload: Payload
let database: TestDatabase
let smtp: SMTPServer
const inbox: Email[] = []
const backups = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-golive-backups-'))
let feature: typeof import('../../src/features/go-live/read-checklist')
let testMail: typeof import('../../src/features/go-live/test-mail')

const SITE = 'https://www.zeedijk.test'
const OWN_TEXT = 'Deze website wordt uitgebaat door Kantoor Duin BV, Strandlaan 2, 8300 Knokke, ondernemingsnummer BE 0999.888.777, e-mail info@duin.be. '.repeat(3)
const TEMPLATE = '[VOOR HET KANTOOR: dit is een sjabloon. Vul elk deel tussen vierkante haken in.] Uitgebaat door [IN TE VULLEN: naam van het kantoor].'.repeat(3)

const richText = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }],
  },
})

async function item(name: GoLiveItem, now?: Date) {
  const checklist = await feature.readGoLiveChecklist(payload, now ? { now } : {})
  return checklist.items.find((state) => state.item === name)!
}

const admin = (n: number) =>
  payload.create({ collection: 'users', data: { email: `beheer${n}@zeedijk.test`, password: `een lange zin over de dijk nummer ${n}`, roles: ['administrator'] } })

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => void PostalMime.parse(Buffer.concat(chunks)).then((mail) => (inbox.push(mail), callback()), callback))
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  database = await temporaryDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  process.env.SITE_URL = SITE
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
  feature = await import('../../src/features/go-live/read-checklist')
  testMail = await import('../../src/features/go-live/test-mail')
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  rmSync(backups, { recursive: true, force: true })
  await database.cleanup()
})

describe('the go-live checklist', () => {
  it('starts with nothing done on a fresh site', async () => {
    const checklist = await feature.readGoLiveChecklist(payload)
    expect(checklist.done).toBe(false)
    expect(Object.fromEntries(checklist.items.map((state) => [state.item, state.done]))).toEqual({
      agency: false,
      testMail: false,
      crm: false,
      legalPages: false,
      tags: false,
      administrators: false,
      backups: false,
    })
  })

  it('agency: done once name, logo, address, phone and e-mail are in Settings', async () => {
    expect((await item('agency')).missing).toEqual(['logo', 'street', 'zip', 'city', 'phone', 'email'])
    const png = await sharp({ create: { width: 440, height: 96, channels: 4, background: '#145f8c' } }).png().toBuffer()
    const logo = await payload.create({ collection: 'media', data: { alt: 'Kantoor Duin' }, file: { data: png, mimetype: 'image/png', name: 'logo.png', size: png.length } })
    await payload.updateGlobal({ slug: 'settings', data: { agency: { name: 'Kantoor Duin', street: 'Strandlaan 2', zip: '8300', city: 'Knokke', phone: '+32 50 11 22 33', email: 'info@duin.test' } } })
    expect((await item('agency')).missing).toEqual(['logo'])
    await payload.updateGlobal({ slug: 'settings', data: { agency: { logo: logo.id } } })
    expect(await item('agency')).toMatchObject({ done: true, state: 'complete' })
  })

  it('tags: done with "we use no tag scripts" ticked or an id set, not with both', async () => {
    expect(await item('tags')).toMatchObject({ done: false, state: 'undecided' })
    await payload.updateGlobal({ slug: 'settings', data: { tracking: { noTags: true } } })
    expect(await item('tags')).toMatchObject({ done: true, state: 'none-by-choice' })
    await payload.updateGlobal({ slug: 'settings', data: { tracking: { gtmId: 'GTM-ABC1234' } } })
    expect(await item('tags')).toMatchObject({ done: false, state: 'contradiction' })
    await payload.updateGlobal({ slug: 'settings', data: { tracking: { noTags: false } } })
    expect(await item('tags')).toMatchObject({ done: true, state: 'configured' })
  })

  it('administrators: done with the second administrator, not with agents', async () => {
    await payload.create({ collection: 'users', data: { email: 'makelaar@zeedijk.test', password: 'een lange zin over de dijk voor agent', roles: ['agent'] } })
    await admin(1)
    expect(await item('administrators')).toMatchObject({ done: false, count: 1 })
    await admin(2)
    expect(await item('administrators')).toMatchObject({ done: true, count: 2 })
  })

  it('legal pages: done once each is published with its own text in every enabled language', async () => {
    const ids: Record<string, number> = {}
    for (const routeKey of ['/disclaimer', '/privacy-statement', '/cookie-policy'])
      ids[routeKey] = (await payload.create({ collection: 'pages', locale: 'nl', data: { routeKey, title: routeKey, status: 'published', body: richText(TEMPLATE) } as never })).id
    await payload.updateGlobal({ slug: 'settings', data: { enabledLanguages: ['nl', 'fr'] } })
    expect((await item('legalPages')).missing).toEqual(['/disclaimer:nl', '/disclaimer:fr', '/privacy-statement:nl', '/privacy-statement:fr', '/cookie-policy:nl', '/cookie-policy:fr'])

    for (const id of Object.values(ids)) await payload.update({ collection: 'pages', id, locale: 'nl', data: { body: richText(OWN_TEXT) } as never })
    // French is asked for as long as the site shows it: the Dutch text standing in does not count.
    expect((await item('legalPages')).missing).toEqual(['/disclaimer:fr', '/privacy-statement:fr', '/cookie-policy:fr'])
    for (const id of Object.values(ids)) await payload.update({ collection: 'pages', id, locale: 'fr', data: { title: 'Mentions', body: richText(OWN_TEXT) } as never })
    expect(await item('legalPages')).toMatchObject({ done: true, state: 'filled' })

    await payload.update({ collection: 'pages', id: ids['/cookie-policy']!, data: { status: 'draft' } as never })
    expect((await item('legalPages')).missing).toEqual(['/cookie-policy'])
    await payload.update({ collection: 'pages', id: ids['/cookie-policy']!, data: { status: 'published' } as never })
    expect((await item('legalPages')).done).toBe(true)
  })

  it('backups: done once npm run backup wrote one, and no longer a day later', async () => {
    expect(await item('backups')).toMatchObject({ done: false, state: 'never' })
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve('scripts/backup.ts'), backups], {
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: process.env.DATA_DIR },
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0)
    const folder = /Backup written: (.+)/.exec(result.stdout)?.[1]
    const backupItem = await item('backups')
    expect(backupItem).toMatchObject({ done: true, state: 'recent' })
    const { docs } = await payload.find({ collection: 'operations-log', where: { kind: { equals: 'backup' } }, overrideAccess: true })
    expect(docs.map((doc) => doc.detail)).toEqual([path.basename(folder!)])
    expect(await item('backups', new Date(Date.parse(backupItem.since!) + 24 * 60 * 60 * 1000 + 1000))).toMatchObject({ done: false, state: 'stale' })
  })

  it('test mail: sent by staff from the admin only, received when its link is opened', async () => {
    const post = (headers: Record<string, string>) => testMail.postTestMail(new Request(`${SITE}/api/go-live/test-mail/`, { method: 'POST', headers }), async () => payload)
    const { token } = await payload.login({ collection: 'users', data: { email: 'beheer1@zeedijk.test', password: 'een lange zin over de dijk nummer 1' } })
    const staff = { authorization: `JWT ${token}` }

    // Another site's page posting with the staff member's login, a request with no origin at all, a visitor.
    expect((await post({ ...staff, 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await post({ ...staff, origin: 'https://evil.test' })).status).toBe(403)
    expect((await post(staff)).status).toBe(403)
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(403)
    expect(inbox).toHaveLength(0)
    expect(await item('testMail')).toMatchObject({ done: false, state: 'not-sent' })

    const answer = await post({ ...staff, 'sec-fetch-site': 'same-origin' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/admin?goLive=sent')
    await expect.poll(() => inbox.length).toBe(1)
    const mail = inbox[0]!
    expect(mail.to?.map((to) => to.address)).toEqual(['info@duin.test'])
    expect(await item('testMail')).toMatchObject({ done: false, state: 'waiting' })

    const link = new RegExp(`${SITE}/api/go-live/received/([\\w.-]+)`).exec(mail.text ?? '')?.[1]
    expect(link).toBeDefined()
    expect((await testMail.getReceipt(`${link!.slice(0, -2)}xy`, async () => payload)).status).toBe(404)
    expect((await item('testMail')).done).toBe(false)
    expect((await testMail.getReceipt(link!, async () => payload)).status).toBe(200)
    expect(await item('testMail')).toMatchObject({ done: true, state: 'received' })
    // Opened again (a mail scanner first, then the person): still one receipt.
    expect((await testMail.getReceipt(link!, async () => payload)).status).toBe(200)
    expect((await payload.count({ collection: 'operations-log', where: { kind: { equals: 'test-mail-received' } }, overrideAccess: true })).totalDocs).toBe(1)
    // Without SMTP the item says mail goes nowhere, whatever was received before.
    expect((await feature.readGoLiveChecklist(payload, { smtpConfigured: false })).items.find((state) => state.item === 'testMail')).toMatchObject({ done: false, state: 'no-smtp' })
  })

  it('the operations log cannot be written or read through the API by staff other than administrators', async () => {
    const agent = (await payload.find({ collection: 'users', where: { email: { equals: 'makelaar@zeedijk.test' } } })).docs[0]!
    const administrator = (await payload.find({ collection: 'users', where: { email: { equals: 'beheer1@zeedijk.test' } } })).docs[0]!
    await expect(payload.create({ collection: 'operations-log', data: { kind: 'backup', detail: 'forged' }, user: administrator, overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'operations-log', user: { ...agent, collection: 'users' }, overrideAccess: false })).rejects.toThrow()
    const read = await payload.find({ collection: 'operations-log', user: { ...administrator, collection: 'users' }, overrideAccess: false })
    expect(read.totalDocs).toBeGreaterThan(0)
    const one = read.docs[0]!
    await expect(payload.update({ collection: 'operations-log', id: one.id, data: { detail: 'changed' }, user: administrator, overrideAccess: false })).rejects.toThrow()
    await expect(payload.delete({ collection: 'operations-log', id: one.id, user: administrator, overrideAccess: false })).rejects.toThrow()
  })

  it('is shown on the dashboard with every item in words, for staff only, without a missing text', async () => {
    const { GoLiveChecklist } = await import('../../src/features/go-live/GoLiveChecklist')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const en = (await import('../../messages/en.json', { with: { type: 'json' } })).default.admin.goLive.dashboard
    const user = (await payload.find({ collection: 'users', where: { email: { equals: 'beheer1@zeedijk.test' } } })).docs[0]!
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await payload.update({ collection: 'pages', id: (await payload.find({ collection: 'pages', where: { routeKey: { equals: '/disclaimer' } } })).docs[0]!.id, locale: 'fr', data: { body: richText(TEMPLATE) } as never })
      await payload.updateGlobal({ slug: 'settings', data: { agency: { phone: '' } } })
      // A mail sent but not yet received: the item offers the button again.
      await payload.delete({ collection: 'operations-log', where: { kind: { equals: 'test-mail-received' } }, overrideAccess: true })
      const props = { payload, user: { ...user, collection: 'users' }, i18n: { language: 'en' }, searchParams: { goLive: 'sent' } } as never
      const html = renderToStaticMarkup((await GoLiveChecklist(props))!)
      expect(html).toContain(en.title)
      expect(html).toContain(en.items.testMail.sent)
      for (const item of ['agency', 'testMail', 'crm', 'legalPages', 'tags', 'administrators', 'backups'] as const) expect(html).toContain(en.items[item].title)
      expect(html).toContain('Still missing: phone.')
      expect(html).toContain('Still a template, empty or unpublished: /disclaimer (FR).')
      expect(html).toMatch(/Test mail sent on [^<]+: open the link in it/)
      expect(html).toContain('action="/api/go-live/test-mail/"')
      expect(errors).not.toHaveBeenCalled()
      expect(await GoLiveChecklist({ ...(props as object), user: null } as never)).toBeNull()
    } finally {
      errors.mockRestore()
    }
  })

  it('CRM: done with a first run that worked, read by slug; without the sync installed, not done', async () => {
    const runs = 'import-runs' as CollectionSlug
    if (!payload.collections[runs]) {
      // This branch has no import-runs collection yet (branch crmsync adds it): the item says so.
      expect(await feature.countWorkingImportRuns(payload)).toBeNull()
      expect(await item('crm')).toMatchObject({ done: false, state: 'no-sync' })
      return
    }
    expect(await item('crm')).toMatchObject({ done: false, state: 'no-run' })
    await payload.create({ collection: runs, data: { status: 'failed', source: 'omnicasa', trigger: 'manual', startedAt: new Date().toISOString() } as never, overrideAccess: true })
    expect((await item('crm')).done).toBe(false)
    await payload.create({ collection: runs, data: { status: 'succeeded', source: 'omnicasa', trigger: 'manual', startedAt: new Date().toISOString() } as never, overrideAccess: true })
    expect(await item('crm')).toMatchObject({ done: true, state: 'connected' })
    expect((await feature.readGoLiveChecklist(payload)).items.find((entry) => entry.item === 'crm')?.done).toBe(true)
  })
})
