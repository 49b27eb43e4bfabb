/**
 * npm run bench:sync (also run by npm run bench) — a whole CRM sync, measured: BENCH_SYNC_PROPERTIES
 * (default 10,000) synthetic properties in nl, fr and en served by the fake Omnicasa server
 * (tests/support/fake-omnicasa.ts), read through omnicasaSource (50 rows a page, documents asked) and
 * stored by the one importer (importFeed, a full feed) into a fresh temporary SQLite database; then the same
 * feed imported again, as the next scheduled run finds it when nothing changed (it must write nothing).
 * Pictures are left out of the synthetic properties: their download is the importer's, measured nowhere here.
 *
 * Reports the read and import times, peak memory (the process's maximum RSS) and the requests the CRM
 * received, to bench-results/sync.json and stdout. Exits 1, naming each problem (scripts/bench/expect.ts),
 * when the read failed, the CRM answered anything but 200, the requests counted disagree, or the import
 * rejected or missed a property, or the unchanged run wrote anything: figures of a sync that did not happen are not figures.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startFakeOmnicasa } from '../tests/support/fake-omnicasa'
import { syntheticCatalogue } from '../tests/support/omnicasa-catalogue'
import { finish, problem } from './bench/expect'

const count = Number(process.env.BENCH_SYNC_PROPERTIES ?? 10_000)
const root = process.cwd()
const dir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-bench-sync-'))
// Set before the config loads: the database and the files the importer writes go to the temporary folder.
process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`
process.env.DATA_DIR = dir

const seconds = (since: number) => +((performance.now() - since) / 1000).toFixed(1)
const megabytes = (kilobytes: number) => Math.round(kilobytes / 1024)

const fake = await startFakeOmnicasa({ ...syntheticCatalogue(count), languages: ['nl', 'fr', 'en'] })
try {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { omnicasaSource } = await import('../src/server/crm/omnicasa-source')
  const { importFeed } = await import('../src/server/import/import-feed')
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const rssBefore = megabytes(process.resourceUsage().maxRSS)

  const source = omnicasaSource({ url: fake.url, ...fake.credentials, languages: ['nl', 'fr', 'en'] })
  let lastPhase = ''
  const readStarted = performance.now()
  const result = await source.read({
    onProgress: ({ phase, done, total }) => {
      if (phase !== lastPhase || done === total) console.log(`  ${phase}: ${done}/${total ?? '?'}`)
      lastPhase = phase
    },
  })
  const readSeconds = seconds(readStarted)
  const rssAfterRead = megabytes(process.resourceUsage().maxRSS)
  if (result.kind !== 'feed') throw new Error('the fake server answered not-modified')
  const listed = result.feed.Properties?.length ?? 0

  // Memory every 100 properties: whether it grows with the run or stays bounded.
  const memoryEvery100 = ({ phase, done }: { phase: string; done: number }) => {
    if (phase !== 'properties' || done % 100 !== 0) return
    if (process.env.BENCH_GC) (globalThis as { gc?: () => void }).gc?.()
    const { rss, heapUsed, external } = process.memoryUsage()
    console.log(`  properties ${done}: rss ${Math.round(rss / 1048576)} MB, heap ${Math.round(heapUsed / 1048576)} MB, external ${Math.round(external / 1048576)} MB`)
  }
  // CPU seconds beside the wall clock: on a shared machine the wall clock also counts the other processes.
  const cpuSeconds = (since: NodeJS.CpuUsage) => {
    const { user, system } = process.cpuUsage(since)
    return +((user + system) / 1e6).toFixed(1)
  }
  const importStarted = performance.now()
  const importCpu = process.cpuUsage()
  const report = await importFeed(payload, result.feed, { full: true, onProgress: memoryEvery100 })
  const importSeconds = seconds(importStarted)
  const importCpuSeconds = cpuSeconds(importCpu)
  // The next scheduled run, the CRM unchanged: what a run costs once the catalogue is stored (ADR 0060).
  const againStarted = performance.now()
  const againCpu = process.cpuUsage()
  const again = await importFeed(payload, result.feed, { full: true, onProgress: memoryEvery100 })
  const unchangedRun = { importSeconds: seconds(againStarted), cpuSeconds: cpuSeconds(againCpu), created: again.created, updated: again.updated, unchanged: again.unchanged }
  const { totalDocs: stored } = await payload.count({ collection: 'properties', where: { published: { equals: true } } })

  const api = fake.apiRequests()
  const failed = api.filter((request) => request.status !== 200)
  if (failed.length) problem(`the fake CRM answered ${failed.length} requests with something else than 200 (first: ${failed[0]!.method} ${failed[0]!.status})`)
  if (result.requests !== api.length) problem(`the source counted ${result.requests} requests, the CRM received ${api.length}`)
  if (listed !== count) problem(`the read listed ${listed} properties, the CRM has ${count}`)
  if (report.rejected.length) problem(`the importer rejected ${report.rejected.length} properties (first: ${report.rejected[0]!.id}: ${report.rejected[0]!.reason})`)
  if (stored !== count) problem(`${stored} properties are published after the sync, ${count} expected`)
  if (again.created || again.updated || again.unpublished) problem(`the unchanged second run wrote: ${again.created} created, ${again.updated} updated, ${again.unpublished} unpublished`)

  const results = {
    measuredAt: new Date().toISOString(),
    properties: count,
    languages: ['nl', 'fr', 'en'],
    pictures: 'left out',
    readSeconds,
    importSeconds,
    importCpuSeconds,
    totalSeconds: +(readSeconds + importSeconds).toFixed(1),
    requestsToCrm: api.length,
    requestsByMethod: Object.fromEntries([...new Set(api.map((r) => r.method))].map((method) => [method, api.filter((r) => r.method === method).length])),
    peakRssMb: { beforeSync: rssBefore, afterRead: rssAfterRead, afterImport: megabytes(process.resourceUsage().maxRSS) },
    // Where the memory is at the end: the JavaScript heap, or outside it (native buffers, the database driver).
    memoryAtEndMb: Object.fromEntries(Object.entries(process.memoryUsage()).map(([name, bytes]) => [name, Math.round(bytes / 1024 / 1024)])),
    created: report.created,
    updated: report.updated,
    unchangedRun,
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  writeFileSync(path.join(root, 'bench-results', 'sync.json'), JSON.stringify(results, null, 2))
  console.log(JSON.stringify(results, null, 2))
  await payload.destroy()
} catch (error) {
  problem(`the sync failed: ${(error as Error).message}`)
} finally {
  await fake.close()
  rmSync(dir, { recursive: true, force: true })
}
finish()
