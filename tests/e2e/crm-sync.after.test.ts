import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { APIRequestContext } from '@playwright/test'

import { formatEuro } from '../../src/domain/money'
import { slugify } from '../../src/domain/slug'
import { publicPath } from '../../src/i18n/paths'
import type { Locale } from '../../src/i18n/locales'
import { catalogueFromFeed, type FakeOmnicasa, startFakeOmnicasa } from '../support/fake-omnicasa'
import { expect, test } from './fixtures'
import { journeyServerEnv } from './server-env'
import { logIn, STAFF } from './staff'

/**
 * Issue 21's journey: the site runs with the fake Omnicasa server's address and credentials in its
 * environment; staff press "Sync now", see the progress and the run's report, and the new property is on the
 * public site in four languages within a minute; the fake then drops a property and raises a price, and the
 * next scheduled run unpublishes the first, the page shows the new price and the price history records it.
 *
 * The site is a second instance of the journeys' build on a copy of the journeys' database and files (the
 * fake, and so the sync, replaces the catalogue's pictures and would otherwise reach every later journey;
 * its schedule would run in the journeys' server too). The fake runs in this process, so it is up before that
 * instance starts, on a port of its own.
 */
// A sync of the demo catalogue in four languages, twice, and a wait for the schedule: minutes, not seconds.
test.describe.configure({ mode: 'serial', timeout: 600_000 })

type Raw = Record<string, unknown>
const LOCALES: Locale[] = ['nl', 'fr', 'en', 'de']
const demoFeed = JSON.parse(readFileSync(path.resolve('content/demo/feed.json'), 'utf8')) as { Properties: Raw[]; Projects: Raw[]; PropertyTypes: Raw[] }

const NEW_ID = 4_990_001
const NEW_TITLES = { nl: 'Nieuw appartement aan de Zeedijk', fr: 'Nouvel appartement sur la digue', en: 'New flat on the sea front', de: 'Neue Wohnung am Deich' }
const forSale = demoFeed.Properties.filter(
  (property) => Number(property.Goal) === 0 && !property.ProjectID && Number(property.Status ?? 1) === 1 && String(property.PublishPrice ?? '1') !== '0' && property.PublishPrice !== false && Number.isFinite(Number(property.Price)),
)
const newProperty: Raw = { ...forSale[0], ID: NEW_ID, RecordFile: 'ZD-NEW-1', TypeDescription: NEW_TITLES, City: 'Oostende', Zip: '8400', Price: 315_000, PublishPrice: true, LargePictureItems: [], Documents: [] }
const dropped = forSale[1]!
const raised = forSale[2]!
const raisedPrice = Number(raised.Price) + 12_500

let fake: FakeOmnicasa
let site: ChildProcess | undefined
let dataDir = ''
let base = ''
let token = ''

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

const propertyUrl = (property: Raw, locale: Locale) => {
  const title = property.TypeDescription as Record<string, string> | string
  const text = typeof title === 'string' ? title : (title[locale] ?? title.nl!)
  return `${base}${publicPath('/for-sale/[city]/[slug]/[id]', locale, { city: slugify(String(property.City)), slug: slugify(text), id: String(property.ID) })}`
}

const api = (request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown) =>
  request[method](`${base}${url}`, { headers: { Authorization: `JWT ${token}` }, ...(data ? { data } : {}) })

async function setCrm(request: APIRequestContext, crm: Raw) {
  const response = await api(request, 'post', '/api/globals/settings', { crm: { syncEveryMinutes: 15, maxUnpublishPercent: 20, staleAfterHours: 48, ...crm } })
  expect(response.ok(), `Settings: ${response.status()} ${await response.text()}`).toBe(true)
}

test.beforeAll(async () => {
  // A consistent copy of the journeys' database (VACUUM INTO while their server runs) and their files.
  const journeysData = process.env.DATA_DIR!
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-crm-journey-'))
  cpSync(journeysData, dataDir, { recursive: true, filter: (source) => !/zeedijk\.db(-wal|-shm|-journal)?$/.test(source) })
  const db = createClient({ url: `file:${path.join(journeysData, 'zeedijk.db')}` })
  await db.execute(`VACUUM INTO '${path.join(dataDir, 'zeedijk.db').replace(/'/g, "''")}'`)
  db.close()

  fake = await startFakeOmnicasa({ ...catalogueFromFeed({ ...demoFeed, Properties: [...demoFeed.Properties, newProperty] }), languages: ['nl', 'fr', 'en', 'de'] })
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    ...journeyServerEnv(port, dataDir, base),
    OMNICASA_API_URL: fake.url,
    OMNICASA_CUSTOMER_NAME: fake.credentials.customerName,
    OMNICASA_CUSTOMER_PASSWORD: fake.credentials.customerPassword,
    OMNICASA_LANGUAGES: 'nl,fr,en,de',
    NODE_ENV: 'production' as const,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  const log = openSync(path.resolve('test-results/e2e-crm-sync-server.log'), 'w')
  site = spawn(process.execPath, [path.join(process.cwd(), 'scripts', 'serve.mjs')], { env, stdio: ['ignore', log, log] })
  await expect
    .poll(async () => (await fetch(`${base}/api/health/`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [500, 1000, 2000] })
    .toBe(200)
  token = await logIn(base, STAFF)
})

test.afterAll(async () => {
  site?.kill('SIGTERM')
  await fake?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('staff press "Sync now", follow the run and read its report; the new property is online in four languages within a minute', async ({ page, request, context }) => {
  // Every demo property the journeys added or changed is this copy's only: let the first sync unpublish freely.
  await setCrm(request, { maxUnpublishPercent: 100, syncEveryMinutes: 60 })
  await context.addCookies([{ name: 'payload-token', value: token, url: base, httpOnly: true, sameSite: 'Lax' }])
  await page.goto(`${base}/admin/collections/import-runs`)
  await page.getByTestId('crm-sync-button').click()
  await expect(page.getByTestId('crm-sync-progress')).toBeVisible()
  const report = page.getByTestId('crm-sync-report')
  await expect(report).toBeVisible({ timeout: 180_000 })
  const done = Date.now()
  await expect(report).toHaveAttribute('data-status', /^(succeeded|partial)$/)
  await expect(report).toContainText(/\d+ (created|aangemaakt|créés|angelegt)/)

  for (const locale of LOCALES) {
    const response = await page.goto(propertyUrl(newProperty, locale))
    expect(response?.status(), locale).toBe(200)
    await expect(page.locator('h1')).toContainText(NEW_TITLES[locale])
  }
  expect(Date.now() - done).toBeLessThan(60_000)
})

test('the CRM drops a property and raises a price: the next scheduled run unpublishes it, shows the new price, the price history records it', async ({ page, request }) => {
  const catalogue = catalogueFromFeed({
    ...demoFeed,
    Properties: [...demoFeed.Properties.filter((property) => property !== dropped).map((property) => (property === raised ? { ...property, Price: raisedPrice } : property)), newProperty],
  })
  fake.update(catalogue)
  const before = (await (await api(request, 'get', '/api/import-runs?sort=-startedAt&limit=1&depth=0')).json()) as { docs: { id: number }[] }
  // A shorter interval moves the waiting run to one minute from now.
  await setCrm(request, { maxUnpublishPercent: 20, syncEveryMinutes: 1 })

  const scheduled = async () => {
    const response = await api(request, 'get', `/api/import-runs?where[trigger][equals]=schedule&where[id][greater_than]=${before.docs[0]?.id ?? 0}&where[status][not_equals]=running&sort=-startedAt&limit=1&depth=0`)
    return ((await response.json()) as { docs: { status: string; unpublished: number; updated: number }[] }).docs[0] ?? null
  }
  await expect.poll(scheduled, { timeout: 360_000, intervals: [2000, 5000] }).not.toBeNull()
  expect(await scheduled()).toMatchObject({ status: expect.stringMatching(/^(succeeded|partial)$/), unpublished: 1 })

  expect((await page.goto(propertyUrl(dropped, 'nl')))?.status()).toBe(404)
  await page.goto(propertyUrl(raised, 'nl'))
  // The digits as the page groups them (nl: 339.000); the euro sign's spacing is the formatter's.
  await expect(page.locator('main')).toContainText(formatEuro(raisedPrice, 'nl').replace(/[^\d.]/g, ''))

  const property = ((await (await api(request, 'get', `/api/properties?where[externalId][equals]=${String(raised.ID)}&depth=0`)).json()) as { docs: { id: number }[] }).docs[0]!
  const history = (await (await api(request, 'get', `/api/price-changes?where[property][equals]=${property.id}&sort=-changedAt&depth=0`)).json()) as { docs: { price: number }[] }
  expect(history.docs[0]?.price).toBe(raisedPrice)
})
