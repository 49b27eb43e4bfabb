/**
 * npm run bench — speed and size, measured (not a test). Needs a production build (`npm run build`).
 *
 * 1. Loads the demo into a fresh benchmark database, then adds generated properties up to BENCH_PROPERTIES
 *    (default 10,000) so the server figures are for a large catalogue.
 * 2. Server: p50/p95 of search suggestions, a filtered listing page, a zone listing and a listing map's
 *    markers, over BENCH_REQUESTS requests each, from a light keep-alive client after 20 warm-up requests;
 *    and the first visit of filter combinations never asked for before (nothing in memory yet).
 * 3. Browser (system Chromium, mobile viewport): first-load JavaScript (gzip bytes on the wire) and total
 *    page weight for the home page, a listing and a property page.
 * 4. Lighthouse (mobile, median of 3) when the `lighthouse` package is installed.
 * 5. A whole CRM sync (scripts/bench-sync.ts, also `npm run bench:sync`): BENCH_SYNC_PROPERTIES synthetic
 *    properties from the fake Omnicasa server through the Omnicasa source and the importer; time, peak RSS
 *    and requests to the CRM.
 * 6. Standalone (`standalone`): `npm start` alone (scripts/start.ts, its own demo database under
 *    data/bench-standalone), no proxy in front: cached home, listing and property page with autocannon
 *    (20 connections, 10 s each) interleaved with a bare Node server sending the same bytes and headers;
 *    req/s, p99 and the ratio (issue 22: at least 0.08). Writes bench-results/standalone.json.
 * BENCH_REQUESTS (default 200) sets the requests per server figure; BENCH_REUSE=1 keeps the last catalogue.
 * Parts: `catalogue` (1 to 5 above) and `standalone`, both by default; `BENCH_PARTS=standalone npm run bench`
 * or `npm run bench -- --only=standalone` runs one (a minute or two).
 * Writes bench-results/latest.json and prints a table. Exits 1, naming each, when any answer timed or
 * weighed was not a 200 (an error page, a redirect, a rate limit's 429 are not the page: scripts/bench/expect.ts);
 * the standalone part then prints no ratio.
 */
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { chromium } from '@playwright/test'
import autocannon from 'autocannon'

import { loadProblems } from '../src/domain/bench/verdict'
import { expectAnswer, finish, problem } from './bench/expect'

const root = process.cwd()
const PARTS = ['catalogue', 'standalone'] as const
const chosen = (process.argv.find((arg) => arg.startsWith('--only='))?.slice(7) ?? process.env.BENCH_PARTS ?? '').split(',').filter(Boolean)
for (const part of chosen) if (!(PARTS as readonly string[]).includes(part)) throw new Error(`Unknown bench part "${part}": ${PARTS.join(', ')}`)
const wanted = (part: (typeof PARTS)[number]) => chosen.length === 0 || chosen.includes(part)
const port = Number(process.env.BENCH_PORT ?? 3500)
const base = `http://127.0.0.1:${port}`
const target = Number(process.env.BENCH_PROPERTIES ?? 10_000)
const requests = Number(process.env.BENCH_REQUESTS ?? 200)
const dbDir = path.join(root, 'data', 'bench')
// Every timed request comes from this machine's address: the per-address listing limit (ADR 0041) is not what is measured.
const env = { ...process.env, DATABASE_URL: `file:${path.join('data', 'bench', 'zeedijk.db')}`, PORT: String(port), SITE_URL: base, NEXT_TELEMETRY_DISABLED: '1', LISTING_QUERY_LIMIT: '1000000' }

/** Loads the demo into a new database (timed), then imports generated properties up to the target; `topUp` only adds what is missing. */
async function fillCatalogue(topUp = false) {
  process.env.DATABASE_URL = env.DATABASE_URL
  process.env.SITE_URL = base
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { seedDemo } = await import('../src/server/seed/demo')
  const { importFeed } = await import('../src/server/import/import-feed')
  const payload = await getPayload({ config })
  await payload.db.migrate()
  if (!topUp) {
    const demoStarted = Date.now()
    await seedDemo(payload, () => {})
    console.log(`demo import: ${((Date.now() - demoStarted) / 1000).toFixed(1)} s`)
  }
  const { totalDocs } = await payload.count({ collection: 'properties' })
  const cities = [['Oostende', '8400'], ['Middelkerke', '8430'], ['Bredene', '8450'], ['Brugge', '8000'], ['De Haan', '8420'], ['Knokke-Heist', '8300']]
  const batch: Record<string, unknown>[] = []
  for (let i = totalDocs; i < target; i++) {
    const [city, zip] = cities[i % cities.length]!
    batch.push({
      ID: 9_000_000 + i,
      Goal: i % 3 === 0 ? 1 : 0,
      Status: 1,
      WebID: (i % 7) + 1,
      City: city,
      Zip: zip,
      CountryID: 10,
      // Spread over the coast, so the listing maps and the zone filter have places to work on; one in ten hidden.
      GoogleX: 51.1 + ((i * 7919) % 2000) / 10_000,
      GoogleY: 2.7 + ((i * 104_729) % 5000) / 10_000,
      PublishAddress: i % 10 !== 0,
      Price: i % 3 === 0 ? 600 + (i % 40) * 25 : 120_000 + (i % 200) * 2_500,
      PublishPrice: true,
      NumberOfBedRooms: (i % 4) + 1,
      SurfaceLiving: 40 + (i % 150),
      RecordFile: `BN-${i}`,
      TypeDescription: `Generated property ${i} in ${city}`,
      DescriptionA: 'A generated property for the benchmark: bright rooms, close to the beach and the tram, with a terrace facing south.',
      CreatedDate: '2026-01-01 10:00:00',
    })
  }
  const started = Date.now()
  const report = await importFeed(payload, { Properties: batch }, { full: false })
  console.log(`catalogue: ${totalDocs} demo + ${report.created} generated properties in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  await payload.destroy()
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

// A light keep-alive HTTP client: the client shares the machine's two cores with the server, and fetch's
// own cost would otherwise be counted as the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
function timedGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const start = performance.now()
    http
      .get(url, { agent }, (response) => {
        // Timed only as the page it is meant to be: anything but a 200 is a problem, and the bench fails.
        expectAnswer(`GET ${url.slice(base.length)}`, { status: response.statusCode ?? 0 }, { status: 200 })
        response.resume()
        response.on('end', () => resolve(performance.now() - start))
      })
      .on('error', reject)
  })
}

async function timeRequests(paths: string[], { warmUp = 20 } = {}) {
  for (let i = 0; i < warmUp; i++) await timedGet(`${base}${paths[i % paths.length]}`)
  const times: number[] = []
  for (let i = 0; i < requests; i++) times.push(await timedGet(`${base}${paths[i % paths.length]}`))
  return { p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1) }
}

/** Filter combinations no visitor asked for before: what the first visitor of a new combination waits. */
async function timeColdListings(count: number, listing = (i: number) => `/nl/te-koop/?priceMin=${100_000 + i * 1_000}&sort=price-asc`) {
  const times: number[] = []
  for (let i = 0; i < count; i++) times.push(await timedGet(`${base}${listing(i)}`))
  return { p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1) }
}

async function pageWeights(paths: string[]) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  const results: Record<string, { firstLoadJsKb: number; totalKb: number }> = {}
  for (const pagePath of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
    await context.addCookies([{ name: 'zeedijk_consent', value: encodeURIComponent('{"v":1,"necessary":true,"analytics_storage":false,"ad_storage":false,"ad_user_data":false,"ad_personalization":false}'), url: base }])
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const types = new Map<string, string>()
    let js = 0
    let total = 0
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
    cdp.on('Network.loadingFinished', (event) => {
      total += event.encodedDataLength
      if (types.get(event.requestId) === 'Script') js += event.encodedDataLength
    })
    const answer = await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' })
    expectAnswer(`browser ${pagePath}`, { status: answer?.status() ?? 0 }, { status: 200 })
    results[pagePath] = { firstLoadJsKb: +(js / 1024).toFixed(1), totalKb: +(total / 1024).toFixed(1) }
    await context.close()
  }
  await browser.close()
  return results
}

async function lighthouseScores(paths: string[]) {
  let lighthouse: typeof import('lighthouse').default
  let chromeLauncher: typeof import('chrome-launcher')
  try {
    lighthouse = (await import('lighthouse')).default
    chromeLauncher = await import('chrome-launcher')
  } catch {
    return null
  }
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  const out: Record<string, Record<string, number>> = {}
  try {
    for (const pagePath of paths) {
      const runs: Record<string, number>[] = []
      for (let i = 0; i < 3; i++) {
        const result = await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] })
        const lhr = result!.lhr
        runs.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        })
      }
      out[pagePath] = Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, percentile(runs.map((r) => r[key]!), 50)]))
    }
  } finally {
    chrome.kill()
  }
  return out
}

/** Whether the server at `origin` answers its health check within `seconds` (false at once when its process ended). */
async function answersHealth(origin: string, seconds: number, running: () => boolean = () => true): Promise<boolean> {
  for (let i = 0; i < seconds * 2 && running(); i++) {
    try {
      if ((await fetch(`${origin}/api/health/`)).ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}

/** 1 to 5: the catalogue at BENCH_PROPERTIES, the CRM sync, the server figures, page weights and Lighthouse. */
async function cataloguePart() {
  // BENCH_REUSE=1 keeps the catalogue of the previous run and only tops it up to BENCH_PROPERTIES (filling
  // 10,000 properties takes a few minutes, 100,000 about an hour through the importer).
  if (!process.env.BENCH_REUSE || !existsSync(path.join(dbDir, 'zeedijk.db'))) {
    rmSync(dbDir, { recursive: true, force: true })
    mkdirSync(dbDir, { recursive: true })
    await fillCatalogue()
  } else await fillCatalogue(true)
  // 5. A CRM sync of BENCH_SYNC_PROPERTIES (default BENCH_PROPERTIES) from the fake Omnicasa server, in its own
  // process so its peak memory is its own, before the server starts so nothing else competes (scripts/bench-sync.ts).
  const syncRun = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'bench-sync.ts')], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SYNC_PROPERTIES: process.env.BENCH_SYNC_PROPERTIES ?? String(target) },
  })
  if (syncRun.status !== 0) problem('the CRM sync bench (scripts/bench-sync.ts) failed: see its lines above')
  const crmSync: unknown = syncRun.status === 0 ? JSON.parse(readFileSync(path.join(root, 'bench-results', 'sync.json'), 'utf8')) : null
  // npm start's server (not `next start`): it compresses and makes the ETags (next.config.ts leaves both to it, ADR 0062).
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { env: { ...env, NODE_ENV: 'production' }, stdio: 'ignore' })
  try {
    if (!(await answersHealth(base, 60))) {
      problem(`the server did not answer ${base}/api/health/ within 60 s`)
      return
    }
    const detail = await (await fetch(`${base}/property/4000101/`, { redirect: 'manual' })).headers.get('location')
    if (!detail) problem('/property/4000101/ did not redirect to a property page: the detail figures are of the home page')
    const pages = ['/nl/', '/nl/te-koop/?city=Oostende%7C8400', new URL(detail ?? '/nl/', base).pathname]
    // Build the four search indexes once before timing (npm start does the same after starting); the time
    // it takes is what a catalogue change costs before suggestions are fresh again.
    const indexStarted = Date.now()
    for (const locale of ['nl', 'fr', 'en', 'de']) expectAnswer(`search index ${locale}`, await fetch(`${base}/api/search/?locale=${locale}&q=`), { status: 200 })
    const searchIndexBuildSeconds = (Date.now() - indexStarted) / 1000
    console.log(`search index: 4 languages built in ${searchIndexBuildSeconds.toFixed(1)} s`)
    for (const p of pages) expectAnswer(`warm-up ${p}`, await fetch(`${base}${p}`), { status: 200 })
    const results = {
      measuredAt: new Date().toISOString(),
      properties: target,
      searchIndexBuildSeconds,
      server: {
        searchSuggestions: await timeRequests(['/api/search/?locale=nl&q=oost', '/api/search/?locale=fr&q=8400', '/api/search/?locale=en&q=bn-12', '/api/search/?locale=de&q=apparte']),
        filteredListing: await timeRequests(['/nl/te-koop/?city=Oostende%7C8400&type=3&page=2', '/fr/a-louer/?bedrooms=2&sort=price-asc', '/en/for-sale/?priceMin=150000&priceMax=300000&page=5']),
        filteredListingFirstVisit: await timeColdListings(40),
        zoneListing: await timeRequests(['/nl/te-koop/?zone=1', '/fr/a-louer/?zone=2&bedrooms=2', '/en/for-sale/?zone=3&page=2']),
        // The markers of a listing's map (ADR 0031): at most 500 of the newest, and their first visit.
        listingMap: await timeRequests(['/api/listing-map/nl/sale/', '/api/listing-map/fr/rent/?bedrooms=2', '/api/listing-map/en/sale/?zone=1']),
        listingMapFirstVisit: await timeColdListings(20, (i) => `/api/listing-map/nl/sale/?priceMin=${100_000 + i * 1_000}`),
      },
      pages: await pageWeights(pages),
      lighthouse: await lighthouseScores(pages),
      crmSync,
    }
    mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify(results, null, 2))
    console.log(JSON.stringify(results, null, 2))
  } finally {
    server.kill()
  }
}

// ---- 6. Standalone: `npm start` alone, no proxy in front (issue 22) ----------------------------------------

const standalonePort = Number(process.env.BENCH_STANDALONE_PORT ?? 3750)
const standaloneBase = `http://127.0.0.1:${standalonePort}`
const barePort = standalonePort + 1
/** Seconds of load per page, encoding and server, in four interleaved quarters. */
const standaloneSeconds = Number(process.env.BENCH_STANDALONE_SECONDS ?? 10)

function loadRun(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))))
}

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** A bare Node server answering every request with one recorded answer: what this machine's Node can do at most. */
async function bareServer(answer: RawAnswer): Promise<http.Server> {
  // Content-Length stays: the bare server sends the answer in one write, as the site does.
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !['transfer-encoding', 'connection', 'keep-alive', 'date'].includes(name)))
  const server = http.createServer((_request, response) => response.writeHead(answer.status, headers as http.OutgoingHttpHeaders).end(answer.body))
  await new Promise<void>((resolve) => server.listen(barePort, '127.0.0.1', resolve))
  return server
}

/**
 * One page under load from `npm start` and from the bare server, interleaved (site, bare, bare, site, twice)
 * so a change in the machine's load weighs on both. Null (and the bench fails) when any answer was not a 2xx.
 */
async function pageUnderLoad(pagePath: string, requestHeaders: Record<string, string>) {
  const label = `${pagePath}${requestHeaders['accept-encoding'] ? ` (${requestHeaders['accept-encoding']})` : ''}`
  // Measured only as a page from Next's cache: a render per request is another figure.
  let answer = await rawGet(`${standaloneBase}${pagePath}`, requestHeaders)
  for (let i = 0; i < 4 && answer.headers['x-nextjs-cache'] !== 'HIT'; i++) answer = await rawGet(`${standaloneBase}${pagePath}`, requestHeaders)
  if (!expectAnswer(`${label} from npm start after 5 asks`, { status: answer.status, cacheStatus: String(answer.headers['x-nextjs-cache'] ?? '') }, { status: 200, cacheStatus: 'HIT' })) return null
  const bare = await bareServer(answer)
  const totals = { site: { requests: 0, p99: 0, bad: false }, bare: { requests: 0, p99: 0, bad: false } }
  try {
    for (const which of ['site', 'bare', 'bare', 'site', 'site', 'bare', 'bare', 'site'] as const) {
      const url = which === 'site' ? `${standaloneBase}${pagePath}` : `http://127.0.0.1:${barePort}${pagePath}`
      const result = await loadRun({ url, headers: requestHeaders, connections: 20, duration: standaloneSeconds / 4 })
      const problems = loadProblems(`${label} from ${which === 'site' ? 'npm start' : 'the bare Node server'} under load`, { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts })
      for (const line of problems) problem(line)
      totals[which].bad ||= problems.length > 0
      totals[which].requests += result.requests.total
      totals[which].p99 = Math.max(totals[which].p99, result.latency.p99)
    }
  } finally {
    await new Promise((resolve) => bare.close(resolve))
  }
  if (totals.site.bad || totals.bare.bad) return null
  const perSecond = (requests: number) => Math.round(requests / standaloneSeconds)
  return {
    bytes: answer.body.length,
    npmStart: { requestsPerSecond: perSecond(totals.site.requests), p99Ms: totals.site.p99 },
    bareNode: { requestsPerSecond: perSecond(totals.bare.requests), p99Ms: totals.bare.p99 },
    ratio: +(totals.site.requests / totals.bare.requests).toFixed(3),
  }
}

/** 6: cached pages from `npm start` without nginx, against a bare Node server sending the same bytes. */
async function standalonePart() {
  const workDir = path.join(root, 'data', 'bench-standalone')
  if (!process.env.BENCH_REUSE) rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'demo',
    DATA_DIR: workDir,
    DATABASE_URL: `file:${path.join(workDir, 'zeedijk.db')}`,
    PORT: String(standalonePort),
    SITE_URL: standaloneBase,
    NEXT_TELEMETRY_DISABLED: '1',
  }
  // One process with its own memory cache, as a small agency runs it.
  delete serverEnv.REDIS_URL
  delete serverEnv.TRUSTED_PROXIES
  const log = openSync(path.join(workDir, 'server.log'), 'w')
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts')], { env: serverEnv, stdio: ['ignore', log, log] })
  let running = true
  const exited = new Promise((resolve) => server.once('exit', resolve)).finally(() => (running = false))
  try {
    // A fresh database gets the demo first (npm start does it): minutes on a loaded machine.
    if (!(await answersHealth(standaloneBase, 600, () => running))) {
      problem(`npm start ended or did not answer ${standaloneBase}/api/health/ within 10 minutes (see ${path.relative(root, workDir)}/server.log)`)
      return
    }
    // npm start builds the search indexes right after starting: done before anything is timed.
    for (const locale of ['nl', 'fr', 'en', 'de']) expectAnswer(`search index ${locale}`, await fetch(`${standaloneBase}/api/search/?locale=${locale}&q=`), { status: 200 })
    const detail = (await fetch(`${standaloneBase}/property/4000101/`, { redirect: 'manual' })).headers.get('location')
    if (!detail) return void problem('/property/4000101/ did not redirect to a property page')
    const pages = ['/nl/', '/nl/te-koop/', new URL(detail, standaloneBase).pathname]
    const results: Record<string, unknown> = {}
    // As autocannon asks (no Accept-Encoding, the issue's figure), then as a browser asks.
    const encodings: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip' }]
    for (const encoding of encodings)
      for (const pagePath of pages) results[`${pagePath}${encoding['accept-encoding'] ? ' gzip' : ''}`] = (await pageUnderLoad(pagePath, encoding)) ?? { measured: false }
    mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    writeFileSync(path.join(root, 'bench-results', 'standalone.json'), JSON.stringify({ measuredAt: new Date().toISOString(), seconds: standaloneSeconds, connections: 20, results }, null, 2))
    console.log(`\nCached pages from npm start (no proxy) against a bare Node server, 20 connections, ${standaloneSeconds} s each, interleaved:`)
    console.log('| page | bytes | npm start req/s | p99 | bare Node req/s | p99 | ratio (goal ≥ 0.08) |')
    console.log('|---|---|---|---|---|---|---|')
    for (const [page, result] of Object.entries(results)) {
      if (!('ratio' in (result as object))) {
        console.log(`| ${page} | not measured: see the problems below | | | | | |`)
        continue
      }
      const r = result as NonNullable<Awaited<ReturnType<typeof pageUnderLoad>>>
      console.log(`| ${page} | ${r.bytes} | ${r.npmStart.requestsPerSecond} | ${r.npmStart.p99Ms} ms | ${r.bareNode.requestsPerSecond} | ${r.bareNode.p99Ms} ms | ${r.ratio} |`)
    }
  } finally {
    if (running) server.kill('SIGTERM')
    await exited
    closeSync(log)
  }
}

if (wanted('catalogue')) await cataloguePart()
if (wanted('standalone')) await standalonePart()
finish()
