import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { SMTPServer } from 'smtp-server'

import { publicPath } from '../../src/i18n/paths'
import type { Locale } from '../../src/i18n/locales'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import { temporaryPostgresUrl } from '../integration/setup-db'

import { expect, test } from './fixtures'
import { expectNoHorizontalOverflow, LOCALES } from './helpers'

/**
 * ADR 0043: `npm start` with APP_ENV=production on an empty PostgreSQL database loads no demo. The real
 * start command runs here on a database of its own, beside the journeys' demo server: no demo property,
 * project, article, owner or demo e-mail address in its pages, API or database; the site's skeleton
 * (pages, menu, legal pages to complete) instead; AGENCY_EMAIL in Settings, and a new one on the next start.
 * Screenshots of the empty pages at 390 and 1440 px go to test-results/screenshots/production-*.png.
 */
const MESSAGES = { nl, fr, en, de } as const
const SITE_URL = 'https://www.new-agency.test'
const AGENCY_EMAIL = 'office@new-agency.test'
const LATER_AGENCY_EMAIL = 'leads@new-agency.test'

const demoContent = JSON.parse(readFileSync('content/demo/content.json', 'utf8')) as { articles: { title: { nl: string } }[] }
const demoText = readFileSync('content/demo/content.json', 'utf8') + readFileSync('content/demo/feed.json', 'utf8')
/** Every e-mail address of the demo (the agency's, its agents', privacy@…), the demo owners' and searcher's. */
const DEMO_EMAILS = [...new Set([...(demoText.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []), 'an.peeters@example.be', 'jean.dubois@example.be', 'zoeker@example.be'])]
/** The demo's invented phone, address, company and BIV numbers, and some of its article titles. */
const DEMO_WORDS = ['59 70 12 30', 'Zeedijk 150', '0712.345.678', '512.345', 'demo.zeedijk.be', ...demoContent.articles.slice(0, 8).map((article) => article.title.nl)]

const PAGES = ['/', '/for-sale', '/for-rent', '/abroad', '/projects', '/demand-register', '/blog', '/contact', '/privacy-statement', '/disclaimer', '/cookie-policy'] as const
const LEGAL = { nl: '[IN TE VULLEN', fr: '[À COMPLÉTER', en: '[TO COMPLETE', de: '[AUSZUFÜLLEN' } as const

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

let server: ChildProcess | null = null
let log = ''
let origin = ''
let databaseUrl = ''
let dataDir = ''
let smtp: SMTPServer
let env: Record<string, string | undefined> = {}

/** `npm start`'s script, as an operator runs it; resolves once the site answers. */
async function start(agencyEmail: string): Promise<void> {
  log = ''
  const child = spawn(path.join('node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    env: { ...env, NODE_ENV: 'production', AGENCY_EMAIL: agencyEmail },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server = child
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the production start exited (${code}):\n${log}`))))
  const answering = (async () => {
    for (;;) {
      const ok = await fetch(`${origin}/api/health/`).then((response) => response.ok, () => false)
      if (ok) return
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  })()
  await Promise.race([answering, exited])
}

async function stop(): Promise<void> {
  const child = server
  server = null
  if (!child || child.exitCode !== null) return
  const gone = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid!, 'SIGTERM')
  await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))])
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL')
}

async function count(table: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${table}"`)
    return Number(rows[0]!.n)
  } finally {
    await client.end()
  }
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(900_000)
  smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, onData: (stream, _session, callback) => stream.on('end', () => callback()).resume() })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  databaseUrl = (await temporaryPostgresUrl()).url
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-production-'))
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    APP_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SITE_URL,
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
    PAYLOAD_SECRET: 'production-start-journey-secret-0123456789',
    ADMIN_EMAIL: 'admin@new-agency.test',
    ADMIN_PASSWORD: 'a long staff password for this journey',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  await start(AGENCY_EMAIL)
})

test.afterAll(async () => {
  await stop()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('the first production start loads the skeleton, no demo, and says so', async () => {
  expect(log).toContain('loading the site skeleton')
  expect(log).not.toMatch(/demo feed|Demo data loaded|Owner portal \(demo\)|demo-admin/i)
  expect(log).toContain(`Agency e-mail set from AGENCY_EMAIL: ${AGENCY_EMAIL}`)
  for (const table of ['properties', 'projects', 'articles', 'owners', 'search_profiles', 'appointment_slots', 'leads', 'media', 'visit_counts']) {
    expect(await count(table), table).toBe(0)
  }
  expect(await count('pages')).toBeGreaterThanOrEqual(PAGES.length)
})

test('the API has no demo: empty catalogue and articles, Settings with AGENCY_EMAIL and no invented contact data', async ({ request }) => {
  for (const collection of ['properties', 'projects', 'articles']) {
    const answer = await request.get(`${origin}/api/${collection}/?limit=1&depth=0`)
    expect(answer.status(), collection).toBe(200)
    expect(((await answer.json()) as { totalDocs: number }).totalDocs, collection).toBe(0)
  }
  const settings = (await (await request.get(`${origin}/api/globals/settings/?depth=0`)).json()) as { agency?: Record<string, unknown> }
  expect(settings.agency?.email).toBe(AGENCY_EMAIL)
  for (const field of ['street', 'zip', 'city', 'phone', 'vat', 'bivNumber', 'latitude', 'longitude']) expect(settings.agency?.[field] ?? null, field).toBeNull()
  const search = await request.get(`${origin}/api/search/?locale=nl&q=oostende`)
  expect(search.status()).toBe(200)
  const text = await search.text()
  for (const email of DEMO_EMAILS) expect(text).not.toContain(email)
  const menu = JSON.stringify(await (await request.get(`${origin}/api/globals/header-links/?depth=0`)).json())
  for (const email of DEMO_EMAILS) expect(menu).not.toContain(email)
})

for (const locale of LOCALES) {
  test(`every skeleton page in ${locale} answers with no demo data and SITE_URL in its links`, async ({ request }) => {
    for (const page of PAGES) {
      const url = `${origin}${publicPath(page, locale)}`
      const answer = await request.get(url)
      expect(answer.status(), url).toBe(200)
      const html = await answer.text()
      for (const email of DEMO_EMAILS) expect(html, `${url}: ${email}`).not.toContain(email)
      for (const word of DEMO_WORDS) expect(html, `${url}: ${word}`).not.toContain(word)
      expect(html, url).toContain(`<link rel="canonical" href="${SITE_URL}`)
      if (page === '/privacy-statement' || page === '/disclaimer' || page === '/cookie-policy') expect(html, url).toContain(LEGAL[locale])
    }
  })

  test(`the empty pages read well in ${locale} at 390 and 1440 px (screenshots)`, async ({ page }) => {
    const texts = MESSAGES[locale as Locale]
    mkdirSync('test-results/screenshots', { recursive: true })
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [name, pagePath, message] of [
        ['home', '/', texts.catalogue.emptyOffer],
        ['for-sale', '/for-sale', texts.catalogue.emptyOffer],
        ['projects', '/projects', texts.catalogue.noProjects],
        ['blog', '/blog', null],
      ] as const) {
        await page.goto(`${origin}${publicPath(pagePath, locale)}`)
        if (message) await expect(page.getByText(message, { exact: true }).first()).toBeVisible()
        await expect(page.getByText(texts.catalogue.noResults, { exact: true })).toHaveCount(0)
        await expectNoHorizontalOverflow(page)
        await page.screenshot({ path: `test-results/screenshots/production-${name}-${locale}-${width}.png`, fullPage: true })
      }
    }
  })
}

test('a later start takes the new AGENCY_EMAIL and loads nothing again', async ({ request }) => {
  test.setTimeout(600_000)
  await stop()
  await start(LATER_AGENCY_EMAIL)
  expect(log).not.toContain('loading the site skeleton')
  expect(log).toContain(`Agency e-mail set from AGENCY_EMAIL: ${LATER_AGENCY_EMAIL}`)
  const settings = (await (await request.get(`${origin}/api/globals/settings/?depth=0`)).json()) as { agency?: { email?: string } }
  expect(settings.agency?.email).toBe(LATER_AGENCY_EMAIL)
  expect(await count('properties')).toBe(0)
})
