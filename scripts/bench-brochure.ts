/**
 * npm run bench:brochure [-- --data=DIR] [--limit=10] [--locales=nl,fr] [--local-tiles] [--out=DIR]
 *
 * Size and time of the brochures (ADR 0030): the brochures of the first published properties
 * on offer, in each language asked, made straight by the PDF maker (no cache), then each read once more
 * through the store as the route does, to show what an answer from the cache costs.
 *
 * --data=DIR      a site's data folder with its SQLite database (DIR/zeedijk.db), e.g. `data` after `npm start`
 *                 or `test-results/e2e-data` after the journeys; without it, a temporary folder with the demo.
 * --local-tiles   a tile server started here with plain tiles, so the figures include drawing the map on a
 *                 machine without outside network (otherwise MAP_TILE_URL, default OpenStreetMap, is used).
 * --out=DIR       also writes each PDF there.
 * Prints a table and writes bench-results/brochure.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { finish, problem } from './bench/expect'

const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
const limit = Number(flag('limit') ?? 10)
const locales = (flag('locales') ?? 'nl,fr').split(',') as ('nl' | 'fr' | 'en' | 'de')[]
const out = flag('out')
const data = flag('data')
const temporary = data ? null : mkdtempSync(path.join(os.tmpdir(), 'zeedijk-bench-brochure-'))
const dataDir = path.resolve(data ?? temporary!)
process.env.DATA_DIR = dataDir
process.env.DATABASE_URL = `file:${path.join(dataDir, 'zeedijk.db')}`

if (process.argv.includes('--local-tiles')) {
  const tiles = createServer((request, response) => {
    const [x = 0, y = 0] = (request.url ?? '').match(/\d+/g)?.slice(1).map(Number) ?? []
    void sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 230 - (x % 2) * 20, g: 226 - (y % 2) * 20, b: 218 } } })
      .png()
      .toBuffer()
      .then((png) => response.writeHead(200, { 'content-type': 'image/png' }).end(png))
  })
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve))
  tiles.unref()
  process.env.MAP_TILE_URL = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png`
}

const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { isDatabaseEmpty, seedDemo } = await import('../src/server/seed/demo')
const { findBrochure } = await import('../src/features/brochure/brochure')
const { makeBrochure } = await import('../src/features/brochure/make-brochure')
const { getEnv } = await import('../src/server/env')
const { readStoredFile } = await import('../src/collections/file-storage')

const payload = await getPayload({ config })
await payload.db.migrate()
if (await isDatabaseEmpty(payload)) {
  console.log('Loading the demo into a temporary database…')
  await seedDemo(payload)
}

const env = getEnv()
const options = {
  siteUrl: env.SITE_URL,
  readMedia: (media: import('../src/payload-types').Media, filename: string) => readStoredFile('media', media, filename),
  tiles: env.MAP_TILE_URL === 'none' ? null : { template: env.MAP_TILE_URL, userAgent: 'ZeedijkVastgoed-brochure-bench/1.0', cacheDir: null, timeoutMs: 3000 },
  tileAttribution: env.MAP_TILE_ATTRIBUTION ?? null,
}
const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
const { docs } = await payload.find({
  collection: 'properties',
  where: { and: [{ published: { equals: true } }, { availability: { equals: 'available' } }] },
  sort: 'externalId',
  limit,
  depth: 0,
})
if (out) mkdirSync(out, { recursive: true })
if (docs.length === 0) problem('no published, available property to make a brochure of')

type Row = { id: number; locale: string; pictures: number; pages: number; bytes: number; makeMs: number; cachedMs: number; map: boolean }
const rows: Row[] = []
for (const { id, externalId } of docs) {
  for (const locale of locales) {
    const property = await payload.findByID({ collection: 'properties', id, locale, depth: 1, overrideAccess: false })
    const started = performance.now()
    const made = await makeBrochure({ property, settings, locale }, options)
    const makeMs = performance.now() - started
    // Through the store, as the route: the first call makes and keeps it, the second is the cached answer.
    await findBrochure(payload, { id }, locale)
    const cachedStart = performance.now()
    await findBrochure(payload, { id }, locale)
    const cachedMs = performance.now() - cachedStart
    const pages = (made.pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length
    // A brochure that is no PDF, or has no page, is not a brochure made fast.
    if (!made.pdf.subarray(0, 5).equals(Buffer.from('%PDF-')) || pages === 0) problem(`brochure ${externalId ?? id} (${locale}): not a PDF with pages`)
    if (process.argv.includes('--local-tiles') && !made.complete) problem(`brochure ${externalId ?? id} (${locale}): no map although the local tile server answers`)
    rows.push({ id: externalId ?? id, locale, pictures: property.pictures?.length ?? 0, pages, bytes: made.pdf.length, makeMs, cachedMs, map: made.complete && options.tiles !== null })
    if (out) writeFileSync(path.join(out, `brochure-${externalId ?? id}-${locale}.pdf`), made.pdf)
  }
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
const quantile = (values: number[], q: number) => sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
console.log('\nproperty  lang  pictures  pages  size      made in   cached in  map')
for (const row of rows)
  console.log(
    `${String(row.id).padEnd(9)} ${row.locale.padEnd(5)} ${String(row.pictures).padEnd(9)} ${String(row.pages).padEnd(6)} ${kb(row.bytes).padEnd(9)} ${`${row.makeMs.toFixed(0)} ms`.padEnd(9)} ${`${row.cachedMs.toFixed(1)} ms`.padEnd(10)} ${row.map ? 'yes' : 'no'}`,
  )
const times = rows.map((row) => row.makeMs)
const sizes = rows.map((row) => row.bytes)
const summary = {
  brochures: rows.length,
  makeMs: { median: Math.round(quantile(times, 0.5)), p95: Math.round(quantile(times, 0.95)), max: Math.round(Math.max(...times)) },
  bytes: { median: quantile(sizes, 0.5), max: Math.max(...sizes) },
  cachedMs: { median: Number(quantile(rows.map((row) => row.cachedMs), 0.5).toFixed(1)) },
  withMap: rows.filter((row) => row.map).length,
}
console.log(
  `\n${summary.brochures} brochures: made in ${summary.makeMs.median} ms median, ${summary.makeMs.p95} ms p95, ${summary.makeMs.max} ms max; ${kb(summary.bytes.median)} median, ${kb(summary.bytes.max)} max; from the cache ${summary.cachedMs.median} ms; ${summary.withMap} with a map`,
)
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/brochure.json', `${JSON.stringify({ summary, rows }, null, 2)}\n`)
await payload.destroy()
if (temporary) rmSync(temporary, { recursive: true, force: true })
finish()
