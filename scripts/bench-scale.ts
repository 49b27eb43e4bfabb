/**
 * npm run bench:scale — the site as deployed (deploy/): two instances behind nginx, measured side by side
 * with a bare Node server in the same run. Needs a production build (`npm run build`) and nginx.
 *
 *   pages  Cached public pages through nginx with autocannon (20 connections, 10 s), against a bare Node
 *          `http` server sending the same bytes and headers: requests per second and the ratio (goal ≥ 0.8).
 *   busy   BENCH_VISITORS (200) connections for BENCH_BUSY_SECONDS (60) cycling through home, filtered
 *          listings (one in nine out of 500 price floors, mostly not in any cache), a detail page and search
 *          suggestions: errors, p50/p99. No form is posted (see docs/performance.md). Then the same with one instance
 *          killed (SIGKILL) half-way: which requests failed.
 *
 * `npm run bench:scale -- --only=pages` runs one part. The instances use BENCH_DATABASE_URL (default a fresh
 * SQLite file under data/bench-scale; a postgres:// URL for the PostgreSQL figures) and BENCH_REDIS_URL
 * (default redis://127.0.0.1:6379/4). Writes bench-results/scale.json and prints it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import autocannon from 'autocannon'

import { startNginx } from './deploy/nginx-config.mjs'

const root = process.cwd()
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7).split(',')
const wanted = (part: string) => !only || only.includes(part)
const [nginxPort, firstPort, secondPort, barePort] = [3600, 3601, 3602, 3603]
const workDir = path.join(root, 'data', 'bench-scale')
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `file:${path.join(workDir, 'zeedijk.db')}`
const visitors = Number(process.env.BENCH_VISITORS ?? 200)
const busySeconds = Number(process.env.BENCH_BUSY_SECONDS ?? 60)
const site = `http://127.0.0.1:${nginxPort}`

const instanceEnv = (port: number) => ({
  ...process.env,
  NODE_ENV: 'production' as const,
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(port),
  DATA_DIR: path.join(workDir, 'files'),
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/4',
  PAYLOAD_SECRET: 'bench-secret-shared-by-both-instances-0123456789',
  SITE_URL: site,
  TRUSTED_PROXIES: '1',
  // Every simulated visitor comes from 127.0.0.1: the per-address form limit is not what is measured.
  FORM_RATE_LIMIT: '100000',
})

async function waitFor(url: string, seconds = 300) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${seconds} s`)
}

/** The first instance goes through `npm start` (migrations, demo data); the second serves the same database. */
async function startInstances(): Promise<ChildProcess[]> {
  if (!process.env.BENCH_DATABASE_URL) rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  const first = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'start.ts')], { env: instanceEnv(firstPort), stdio: 'ignore' })
  await waitFor(`http://127.0.0.1:${firstPort}/api/health/`)
  const second = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { env: instanceEnv(secondPort), stdio: 'ignore' })
  await waitFor(`http://127.0.0.1:${secondPort}/api/health/`)
  return [first, second]
}

async function detailPath(): Promise<string> {
  const location = (await fetch(`http://127.0.0.1:${firstPort}/property/4000101/`, { redirect: 'manual' })).headers.get('location')
  return new URL(location ?? '/nl/', site).pathname
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))))
}

const summary = (result: autocannon.Result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
})

function rawGet(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** A bare Node server answering every request with one recorded answer: the machine's own ceiling. */
async function bareServer(status: number, headers: Record<string, string>, body: Buffer) {
  const server = http.createServer((_request, response) => response.writeHead(status, headers).end(body))
  await new Promise<void>((resolve) => server.listen(barePort, '127.0.0.1', resolve))
  return server
}

async function pagesPart(paths: string[]) {
  const results: Record<string, unknown> = {}
  for (const pagePath of paths) {
    // The answer as autocannon gets it (no Accept-Encoding: nginx keeps one copy per encoding asked).
    let answer = await rawGet(`${site}${pagePath}`)
    for (let i = 0; i < 3 && answer.headers['x-cache-status'] !== 'HIT'; i++) answer = await rawGet(`${site}${pagePath}`)
    const cacheStatus = answer.headers['x-cache-status']
    const body = answer.body
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !['content-length', 'transfer-encoding', 'connection', 'keep-alive'].includes(name))) as Record<string, string>
    const bare = await bareServer(answer.status, headers, body)
    try {
      const throughNginx = await run({ url: `${site}${pagePath}`, connections: 20, duration: 10 })
      const bareNode = await run({ url: `http://127.0.0.1:${barePort}${pagePath}`, connections: 20, duration: 10 })
      results[pagePath] = {
        cacheStatus,
        bytes: body.length,
        nginx: summary(throughNginx),
        bareNode: summary(bareNode),
        ratio: +(throughNginx.requests.average / bareNode.requests.average).toFixed(2),
      }
    } finally {
      await new Promise((resolve) => bare.close(resolve))
    }
  }
  return results
}

async function busyPart(paths: string[], instances: ChildProcess[], killOne: boolean) {
  const requests: autocannon.Request[] = paths.map((pagePath) => ({ method: 'GET' as const, path: pagePath }))
  // One request in the cycle asks a listing filter out of 500 (a price floor), so nginx cannot keep them
  // all and the instances render as they would for real visitors' varied searches.
  requests.push({ method: 'GET', setupRequest: (request) => ({ ...request, path: `/nl/te-koop/?priceMin=${100_000 + Math.floor(Math.random() * 500) * 1_000}` }) })
  if (killOne) setTimeout(() => instances[1]!.kill('SIGKILL'), (busySeconds * 1000) / 2).unref()
  // A visitor reads before clicking on: each asks BENCH_VISITOR_RATE pages per second (default 1, brisker
  // than people are). BENCH_VISITOR_RATE=0 drops the pacing: every connection asks again as soon as it is
  // answered, which measures the machine's ceiling rather than a busy day.
  const rate = Number(process.env.BENCH_VISITOR_RATE ?? 1)
  const result = await run({ url: site, connections: visitors, duration: busySeconds, requests, timeout: 10, ...(rate > 0 ? { overallRate: Math.round(visitors * rate) } : {}) })
  return { killedOneInstanceHalfWay: killOne, pagesPerVisitorPerSecond: rate || 'unpaced', ...summary(result), statusCodes: result.statusCodeStats }
}

const instances = await startInstances()
const nginx = await startNginx({ listenPort: nginxPort, upstreamPorts: [firstPort, secondPort], workDir: path.join(workDir, 'nginx') })
try {
  const detail = await detailPath()
  const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), database: databaseUrl.replace(/\/\/[^@]*@/, '//…@') }
  if (wanted('pages')) results.pages = await pagesPart(['/nl/', detail])
  if (wanted('busy')) {
    const mix = ['/nl/', '/nl/te-koop/?city=Oostende%7C8400', detail, '/api/search/?locale=nl&q=oost', '/fr/a-louer/?bedrooms=2&sort=price-asc', '/en/', '/api/search/?locale=fr&q=8400', '/nl/te-koop/?priceMin=150000&priceMax=300000']
    results.busy = await busyPart(mix, instances, false)
    results.busyWithOneKilled = await busyPart(mix, instances, true)
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  writeFileSync(path.join(root, 'bench-results', 'scale.json'), JSON.stringify(results, null, 2))
  console.log(JSON.stringify(results, null, 2))
} finally {
  await nginx.stop()
  // The first is `npm start`, which passes SIGTERM on to its server.
  instances[0]!.kill('SIGTERM')
  instances[1]!.kill('SIGKILL')
}
process.exit(0)
