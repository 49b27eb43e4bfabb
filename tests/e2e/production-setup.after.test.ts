import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

import type { Locator, Page } from '@playwright/test'
import pg from 'pg'
import { createClient } from 'redis'
import { SMTPServer } from 'smtp-server'

import { startNginx } from '../../scripts/deploy/nginx-config.mjs'
import { CONSENT_COOKIE, consentFor, serializeConsent } from '../../src/domain/consent'
import { propertyPath } from '../../src/shared/catalogue-paths'
import { publicPath } from '../../src/i18n/paths'
import { hashPassword } from '../../src/server/password'
import nl from '../../messages/nl.json' with { type: 'json' }
import { temporaryPostgresUrl } from '../integration/setup-db'
import { startTestS3, type TestS3 } from '../support/s3-server'

import { isServerErrorLine } from './error-lines'
import { expect, test } from './fixtures'
import { journeyServerEnv } from './server-env'
import { logIn, STAFF } from './staff'

/**
 * What production runs (ADR 0045): two instances of the production build, each started by `npm start`'s
 * script (scripts/start.ts) with APP_ENV=production, on one PostgreSQL database and one Redis (the Next.js page
 * cache of cache-handler.mjs and its tags, shared), behind the real nginx config (deploy/nginx/zeedijk.conf).
 * The database gets the production skeleton (ADR 0043), not the demo: the journey makes through the staff API
 * only what it needs (one property for sale with a public price, one owner of it with a password), so the
 * whole file takes a few minutes instead of loading the demo into PostgreSQL.
 * - a change staff save on one instance is shown by the other within 5 s (a property's price, a page's title);
 * - a form posted through nginx is stored once;
 * - an owner's session never gets an answer from a cache: neither its portal nor a public page it asks for;
 * - files in one S3-compatible bucket (ADR 0058; the tests' fake server), each instance with a DATA_DIR of its
 *   own: a picture uploaded on one is served by the other, a CV is never reachable without being let in.
 * The instances' own output is read like the journeys' server log: an error line fails the journey.
 * It runs with the after-journeys (alone): two more servers are more than the machine runs beside the others.
 */
test.describe.configure({ mode: 'serial' })

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/2'
const OWNER = { email: 'owner@production-setup.test', name: 'Ona Eigenaar', password: 'Strandcabine-2026' }
/** APP_ENV=production wants an https public address; the journey itself reaches nginx and the instances on 127.0.0.1. */
const SITE_URL = 'https://www.production-setup.test'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

/**
 * A loopback address of its own whose port 80 is free: nginx listens there as in production, on the default
 * port, so the browser's Origin (no port) matches the Host nginx passes on ($host, which drops the port) and
 * Next.js accepts the contact form's Server Action. On 127.0.0.1:<some port> every form would be refused.
 */
async function freeLoopbackOnPort80(): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const host = `127.0.${1 + Math.floor(Math.random() * 254)}.${2 + Math.floor(Math.random() * 252)}`
    const free = await new Promise<boolean>((resolve, reject) => {
      const server = http.createServer().once('error', (error: NodeJS.ErrnoException) =>
        // Like the other nginx journeys, this one runs as root (nginx's workers then run as nobody).
        error.code === 'EACCES' ? reject(new Error('port 80 needs root (or CAP_NET_BIND_SERVICE) for this journey')) : resolve(false),
      )
      server.listen(80, host, () => server.close(() => resolve(true)))
    })
    if (free) return host
  }
  throw new Error('no loopback address with a free port 80')
}

type Instance = { port: number; url: string; child: ChildProcess; errors: string[]; output: string[] }

/** One instance: `npm start` (tsx scripts/start.ts) with production's shared services; its error lines are kept. */
function startInstance(port: number, env: Record<string, string>): Instance {
  const child = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/start.ts'], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const instance: Instance = { port, url: `http://127.0.0.1:${port}`, child, errors: [], output: [] }
  for (const stream of [child.stdout!, child.stderr!]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      instance.output.push(line)
      if (isServerErrorLine(line)) instance.errors.push(`instance ${port}: ${line}`)
    })
  }
  return instance
}

async function stopInstance(instance: Instance | undefined) {
  if (!instance || instance.child.exitCode !== null) return
  const exited = new Promise((resolve) => instance.child.once('exit', resolve))
  // start.ts and the server it spawned are one process group (detached above).
  process.kill(-instance.child.pid!, 'SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  if (instance.child.exitCode === null) process.kill(-instance.child.pid!, 'SIGKILL')
}

async function healthy(instance: Instance) {
  await expect
    .poll(
      async () => {
        if (instance.child.exitCode !== null) throw new Error(`instance ${instance.port} stopped (exit ${instance.child.exitCode}):\n${instance.output.slice(-40).join('\n')}`)
        return (await fetch(`${instance.url}/api/health/`).catch(() => null))?.status
      },
      { timeout: 420_000, intervals: [1000] },
    )
    .toBe(200)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const byLabel = (scope: Locator, name: string) => scope.getByLabel(new RegExp(`^${escape(name)}( \\*)?$`))

let a: Instance | undefined
let b: Instance | undefined
let nginx: { stop: () => Promise<void>; errorLog: () => string } | undefined
let proxy = ''
let staff: Record<string, string> = {}
let smtp: SMTPServer | undefined
let databaseUrl = ''
let s3: TestS3 | undefined
/** The property the journey made (a house for sale in Oostende, its price public). */
let property: Parameters<typeof propertyPath>[0] & { id: number }
const folders: string[] = []

/** A staff REST call on the first instance; fails the journey on anything but 2xx. */
async function asStaff<T>(method: 'GET' | 'POST' | 'PATCH', apiPath: string, body?: unknown): Promise<T> {
  const response = await fetch(`${a!.url}${apiPath}`, { method, headers: { ...staff, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await response.text()
  expect(response.ok, `${method} ${apiPath}: ${response.status} ${text.slice(0, 500)}`).toBe(true)
  return JSON.parse(text) as T
}

/** What the skeleton has not: one property with a public price, one owner of it who chose a password. */
async function makeWhatTheJourneyNeeds() {
  const created = await asStaff<{ doc: typeof property }>('POST', '/api/properties/?locale=nl', {
    externalId: 9_000_001,
    title: 'Ruime woning met tuin',
    goal: 'sale',
    availability: 'available',
    published: true,
    city: 'Oostende',
    zip: '8400',
    price: 345_000,
    publishPrice: true,
  })
  property = created.doc
  const owner = await asStaff<{ doc: { id: number } }>('POST', '/api/owners/', { email: OWNER.email, name: OWNER.name, locale: 'nl', properties: [property.id] })
  // The password an owner chooses from the invitation mail's link (tests/e2e/accounts.test.ts walks that
  // path); here it is written as the portal stores it, which the staff API never accepts.
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('update owners set password_hash = $1, password_set_at = now() where id = $2', [await hashPassword(OWNER.password), owner.doc.id])
  } finally {
    await client.end()
  }
}

test.beforeAll(async () => {
  test.setTimeout(900_000)
  // The page cache's keys carry the build id: an earlier run's pages (another database) must not be served.
  const redis = createClient({ url: REDIS_URL })
  await redis.connect()
  await redis.flushDb()
  await redis.close()
  const database = await temporaryPostgresUrl()
  databaseUrl = database.url
  // Production sends its mails over SMTP (src/domain/deploy/production.ts); this one accepts and drops them.
  smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, onData: (stream, _session, callback) => stream.on('end', () => callback()).resume() })
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve))
  s3 = await startTestS3()
  // No folder shared between the instances: their files are in the bucket.
  const [dataDirA, dataDirB] = [mkdtempSync(path.join(os.tmpdir(), 'zeedijk-production-a-')), mkdtempSync(path.join(os.tmpdir(), 'zeedijk-production-b-'))]
  const nginxDir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-production-nginx-'))
  folders.push(dataDirA, dataDirB, nginxDir)
  const [portA, portB, listenHost] = [await freePort(), await freePort(), await freeLoopbackOnPort80()]
  proxy = `http://${listenHost}`
  const env = {
    ...journeyServerEnv(portA, dataDirA, proxy),
    APP_ENV: 'production',
    SITE_URL,
    AGENCY_EMAIL: 'office@production-setup.test',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    DATABASE_URL: database.url,
    REDIS_URL,
    // Instances that share a database and Redis share their secret (src/server/env.ts requires it then).
    PAYLOAD_SECRET: 'production-setup-journey-secret-0123456789abcdef',
    ZEEDIJK_RENDER_ERROR_TEST: '0',
    ...s3.env,
  }
  // The first instance migrates the empty database and loads the skeleton; the second then finds both done.
  a = startInstance(portA, env)
  await healthy(a)
  b = startInstance(portB, { ...env, DATA_DIR: dataDirB })
  await healthy(b)
  nginx = await startNginx({ listenHost, listenPort: 80, upstreamPorts: [portA, portB], workDir: nginxDir })
  staff = { Authorization: `JWT ${await logIn(a.url, STAFF)}` }
  await makeWhatTheJourneyNeeds()
})

test.afterAll(async () => {
  await nginx?.stop()
  await Promise.all([stopInstance(a), stopInstance(b)])
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  await s3?.stop()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

test.afterEach(() => {
  const errors = [...(a?.errors ?? []), ...(b?.errors ?? [])]
  a?.errors.splice(0)
  b?.errors.splice(0)
  expect(errors, 'error lines of the two instances').toEqual([])
})

/** Polls another instance's page (not through nginx, whose own 5 s are the next check) until it contains `text`. */
async function shownWithin5s(instance: Instance, pagePath: string, text: RegExp) {
  const started = Date.now()
  await expect
    .poll(async () => text.test(await (await fetch(`${instance.url}${pagePath}`)).text()), { timeout: 5_000, intervals: [250] })
    .toBe(true)
  return Date.now() - started
}

test('a price and a page title saved on one instance are shown by the other within 5 s', async () => {
  // The property's page, drawn first by the second instance (so its cache holds the old price).
  const detail = propertyPath(property, 'nl')
  expect((await fetch(`${b!.url}${detail}`)).status).toBe(200)
  expect((await fetch(`${b!.url}${detail}`)).status).toBe(200)

  const price = 987_654
  const saved = await fetch(`${a!.url}/api/properties/${property.id}/?locale=nl`, { method: 'PATCH', headers: { ...staff, 'content-type': 'application/json' }, body: JSON.stringify({ price }) })
  expect(saved.status).toBe(200)
  const priceText = /987[.\s\u00a0\u202f]654/
  const priceMs = await shownWithin5s(b!, detail, priceText)

  // A page of the page tree (the About page), its Dutch title.
  const pages = await fetch(`${a!.url}/api/pages/?where[routeKey][equals]=/about-us&limit=1&depth=0&locale=nl`, { headers: staff })
  const page = ((await pages.json()) as { docs: { id: number }[] }).docs[0]
  expect(page, 'the About page').toBeTruthy()
  const pagePath = publicPath('/about-us', 'nl')
  expect((await fetch(`${b!.url}${pagePath}`)).status).toBe(200)
  const title = `Over ons ${Date.now()}`
  const renamed = await fetch(`${a!.url}/api/pages/${page!.id}/?locale=nl`, { method: 'PATCH', headers: { ...staff, 'content-type': 'application/json' }, body: JSON.stringify({ title }) })
  expect(renamed.status).toBe(200)
  const pageMs = await shownWithin5s(b!, pagePath, new RegExp(escape(title)))

  // Through nginx too: its own copy is kept 5 s (s-maxage), then refreshed.
  await expect.poll(async () => priceText.test(await (await fetch(`${proxy}${detail}`)).text()), { timeout: 15_000, intervals: [500] }).toBe(true)
  test.info().annotations.push({ type: 'measured', description: `price shown by the other instance after ${priceMs} ms, page title after ${pageMs} ms` })
})

/** As the fixtures do for the journeys' server: a visitor who already answered the cookie question, on nginx's address. */
const answeredConsent = (page: Page) => page.context().addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(consentFor('none')), url: proxy }])

async function sendContactForm(page: Page, email: string) {
  await answeredConsent(page)
  await page.goto(`${proxy}${publicPath('/contact', 'nl')}`)
  const form = page.locator('#form-site-contact')
  await byLabel(form, nl.forms.fields.firstName).fill('Els')
  await byLabel(form, nl.forms.fields.lastName).fill('Wouters')
  await byLabel(form, nl.forms.fields.email).fill(email)
  await byLabel(form, nl.forms.fields.message).fill('Graag een telefoontje.')
  await form.getByRole('checkbox', { name: new RegExp(`^${escape(nl.forms.fields.privacy)}`) }).check()
  await form.getByRole('button', { name: nl.forms.send }).click()
  await page.waitForURL(`**${publicPath('/thank-you/site-contact', 'nl')}`, { timeout: 30_000 })
}

test('a form posted through nginx is stored once', async ({ page }) => {
  const email = `through-nginx-${Date.now()}@example.be`
  await sendContactForm(page, email)
  const leads = async () => {
    const response = await fetch(`${b!.url}/api/leads/?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: staff })
    return ((await response.json()) as { totalDocs: number }).totalDocs
  }
  await expect.poll(leads).toBe(1)
  // Nothing arrives later either (a form nginx sends to the other instance is answered there as the first, ADR 0065).
  await new Promise((resolve) => setTimeout(resolve, 2000))
  expect(await leads()).toBe(1)
})

test('an owner session never gets a cached answer: not its portal, not a public page', async ({ page }) => {
  // A public page, kept by nginx for anonymous visitors.
  const home = `${proxy}/nl/`
  await expect.poll(async () => (await fetch(home)).headers.get('x-cache-status')).toBe('HIT')

  await answeredConsent(page)
  await page.goto(`${proxy}${publicPath('/login', 'nl')}`)
  const form = page.locator('#login-form')
  await form.getByLabel(nl.account.fields.email, { exact: true }).fill(OWNER.email)
  await form.getByLabel(nl.account.fields.password, { exact: true }).fill(OWNER.password)
  await form.getByRole('button', { name: nl.account.login.submit }).click()
  await page.waitForURL(`**${publicPath('/login/portal', 'nl')}`)
  const cookie = (await page.context().cookies(proxy)).map(({ name, value }) => `${name}=${value}`).join('; ')
  expect(cookie).toContain('zeedijk-account=')

  for (let i = 0; i < 3; i++) {
    for (const pagePath of [publicPath('/login/portal', 'nl'), '/nl/', publicPath('/contact', 'nl')]) {
      const answer = await fetch(`${proxy}${pagePath}`, { headers: { cookie } })
      expect(answer.status, pagePath).toBe(200)
      expect(answer.headers.get('x-cache-status'), `${pagePath} with the owner's session`).not.toMatch(/HIT|STALE|UPDATING/)
    }
  }
  // And the portal's answer, asked by the owner, was never kept for anyone else.
  const anonymous = await fetch(`${proxy}${publicPath('/login/portal', 'nl')}`, { redirect: 'manual' })
  expect(await anonymous.text()).not.toContain(OWNER.email)
})

/** A staff upload through the REST API, as the admin's form sends it (multipart: the file and `_payload`). */
async function upload<T>(instance: Instance, collection: string, file: { bytes: Uint8Array; type: string; name: string }, data: Record<string, unknown>): Promise<T> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(data))
  const response = await fetch(`${instance.url}/api/${collection}/`, { method: 'POST', headers: staff, body: form })
  const text = await response.text()
  expect(response.status, `upload to ${collection}: ${text.slice(0, 300)}`).toBe(201)
  return (JSON.parse(text) as { doc: T }).doc
}

test('with S3 storage, a picture uploaded on one instance is served by the other; a CV is never reachable without being let in', async () => {
  const sharp = (await import('sharp')).default
  const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a7ab0' } }).jpeg().toBuffer()
  const picture = await upload<{ url: string; filename: string }>(a!, 'media', { bytes: jpeg, type: 'image/jpeg', name: `strand-${Date.now()}.jpg` }, { alt: 'Strand' })
  const fromA = await fetch(`${a!.url}${picture.url}`)
  expect(fromA.status).toBe(200)
  const bytes = new Uint8Array(await fromA.arrayBuffer())
  // The other instance has nothing on its disk: it reads the bucket.
  for (const other of [`${b!.url}${picture.url}`, `${proxy}${picture.url}`]) {
    const answer = await fetch(other)
    expect(answer.status, other).toBe(200)
    expect(answer.headers.get('content-type'), other).toBe('image/jpeg')
    expect(new Uint8Array(await answer.arrayBuffer()), other).toEqual(bytes)
  }

  const { pdfBytes } = await import('../../src/features/leads/test-files')
  const cv = await upload<{ filename: string }>(a!, 'cv-files', { bytes: pdfBytes('CV Els Wouters'), type: 'application/pdf', name: `cv-${Date.now()}.pdf` }, { originalName: 'cv.pdf' })
  const cvPath = `/api/cv-files/file/${encodeURIComponent(cv.filename)}`
  // Staff with the right role get it from the other instance too, as an attachment.
  const forStaff = await fetch(`${b!.url}${cvPath}`, { headers: staff })
  expect(forStaff.status).toBe(200)
  expect(forStaff.headers.get('content-disposition')).toContain('attachment')
  // Nobody else: not through nginx, not from either instance, not from the bucket's own address.
  for (const url of [`${proxy}${cvPath}`, `${a!.url}${cvPath}`, `${b!.url}${cvPath}`, s3!.objectUrl(`private/cv/${cv.filename}`)]) {
    const answer = await fetch(url)
    expect(answer.status, url).toBe(403)
    expect(await answer.text(), url).not.toContain('CV Els Wouters')
  }
})
