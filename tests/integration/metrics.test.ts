import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type TestDatabase, temporaryDatabase } from './setup-db'

/**
 * The Prometheus metrics (issue 21 §5, ADR 0057): who may read /api/metrics/ (token, loopback, and never
 * loopback alone behind a proxy), every family present, and each one moving when its event happens: a request
 * through the server's hook, a page cache hit, a mail sent and one failed, a job queued, the database and
 * Redis answering.
 */
let payload: Payload
let database: TestDatabase
let metricsResponse: typeof import('../../src/features/metrics/routes').metricsResponse
let sendMail: typeof import('../../src/server/mail').sendMail
let server: http.Server
let port = 0

const TOKEN = 'metrics-token-for-the-integration-suite-0123456789'
const withToken = { METRICS_TOKEN: TOKEN, TRUSTED_PROXIES: 1 }
const noToken = { METRICS_TOKEN: undefined, TRUSTED_PROXIES: 0 }

const ask = (headers: Record<string, string>, env: { METRICS_TOKEN: string | undefined; TRUSTED_PROXIES: number }) =>
  metricsResponse(new Request('http://127.0.0.1:3001/api/metrics/', { headers }), async () => payload, env)

async function scrape(): Promise<string> {
  const answer = await ask({ 'x-forwarded-for': '127.0.0.1' }, noToken)
  expect(answer.status).toBe(200)
  return answer.text()
}

/** The value of one series (name and labels as Prometheus writes them), or undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const get = (path: string) =>
  new Promise<number>((resolve, reject) => http.get({ port, path, host: '127.0.0.1' }, (response) => (response.resume(), response.on('end', () => resolve(response.statusCode ?? 0)))).on('error', reject))

beforeAll(async () => {
  database = await temporaryDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  // The suite's Redis (tests/setup/services.ts): zeedijk_up{service="redis"} must say 1.
  process.env.REDIS_URL = process.env.TEST_REDIS_URL
  delete process.env.SMTP_URL
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
  ;({ metricsResponse } = await import('../../src/features/metrics/routes'))
  ;({ sendMail } = await import('../../src/server/mail'))

  // A stand-in for scripts/serve.mjs: the same request hook, in front of answers shaped like Next's.
  const { createRequestMetrics } = (await import('../../scripts/request-metrics.mjs')) as { createRequestMetrics: () => (req: http.IncomingMessage, res: http.ServerResponse) => void }
  const measure = createRequestMetrics()
  server = http.createServer((req, res) => {
    measure(req, res)
    if (req.url === '/nl/te-koop/') res.setHeader('x-nextjs-cache', 'HIT')
    if (req.url === '/nl/huren/') res.setHeader('x-nextjs-cache', 'MISS')
    res.writeHead(req.url?.startsWith('/api/') ? 404 : 200, { 'content-type': 'text/plain' }).end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  const { closeRedis } = await import('../../src/server/redis')
  await closeRedis()
  await database.cleanup()
})

describe('who may read the metrics', () => {
  it('with METRICS_TOKEN: the bearer token only, whatever the address', async () => {
    const remote = { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' }
    const refused = await ask(remote, withToken)
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect((await ask({ ...remote, authorization: 'Bearer not-the-token-but-just-as-long-0123456789' }, withToken)).status).toBe(401)
    expect((await ask({ ...remote, authorization: `Basic ${TOKEN}` }, withToken)).status).toBe(401)
    // Loopback is not enough once a token is set.
    expect((await ask({ 'x-forwarded-for': '127.0.0.1' }, { ...withToken, TRUSTED_PROXIES: 0 })).status).toBe(401)
    const allowed = await ask({ ...remote, authorization: `Bearer ${TOKEN}` }, withToken)
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(allowed.headers.get('cache-control')).toBe('no-store')
  })

  it('without a token and without a proxy: loopback only, and the client cannot claim it', async () => {
    expect((await ask({ 'x-forwarded-for': '127.0.0.1' }, noToken)).status).toBe(200)
    expect((await ask({ 'x-forwarded-for': '::1' }, noToken)).status).toBe(200)
    expect((await ask({ 'x-forwarded-for': '198.51.100.7' }, noToken)).status).toBe(403)
    // A client's own X-Forwarded-For is on the left; the server appended the socket address on the right.
    expect((await ask({ 'x-forwarded-for': '127.0.0.1, 198.51.100.7' }, noToken)).status).toBe(403)
  })

  it('without a token behind a proxy: nobody, since every request through nginx comes from loopback', async () => {
    expect((await ask({ 'x-forwarded-for': '203.0.113.9, 127.0.0.1' }, { METRICS_TOKEN: undefined, TRUSTED_PROXIES: 1 })).status).toBe(403)
    expect((await ask({ 'x-forwarded-for': '127.0.0.1' }, { METRICS_TOKEN: undefined, TRUSTED_PROXIES: 1 })).status).toBe(403)
    expect((await ask({ 'x-forwarded-for': '127.0.0.1, 127.0.0.1' }, { METRICS_TOKEN: undefined, TRUSTED_PROXIES: 1 })).status).toBe(403)
  })
})

describe('the metric families', () => {
  it('are all present', async () => {
    const text = await scrape()
    for (const family of [
      'zeedijk_http_request_duration_seconds',
      'zeedijk_page_cache_total',
      'zeedijk_mails_total',
      'zeedijk_jobs_waiting',
      'zeedijk_jobs_oldest_waiting_seconds',
      'zeedijk_import_runs',
      'zeedijk_up',
      'zeedijk_process_resident_memory_bytes',
    ])
      expect(text, family).toContain(`# TYPE ${family} `)
  })

  it('count requests by kind and status with their latency, and page cache hits and misses', async () => {
    const before = await scrape()
    const series = (kind: string, status: string) => `zeedijk_http_request_duration_seconds_count{kind="${kind}",status="${status}"}`
    expect(await get('/nl/te-koop/')).toBe(200)
    expect(await get('/nl/te-koop/')).toBe(200)
    expect(await get('/nl/huren/')).toBe(200)
    expect(await get('/api/nothing/')).toBe(404)
    expect(await get('/_next/static/app.js')).toBe(200)
    // The hook counts when the response closes, just after the client has it.
    await expect.poll(async () => value(await scrape(), series('asset', '200')) ?? 0).toBe((value(before, series('asset', '200')) ?? 0) + 1)
    const after = await scrape()
    expect(value(after, series('page', '200'))).toBe((value(before, series('page', '200')) ?? 0) + 3)
    expect(value(after, series('api', '404'))).toBe((value(before, series('api', '404')) ?? 0) + 1)
    expect(value(after, `zeedijk_http_request_duration_seconds_bucket{le="+Inf",kind="page",status="200"}`)).toBe(value(after, series('page', '200')))
    expect(value(after, `zeedijk_page_cache_total{result="hit"}`)).toBe(value(before, `zeedijk_page_cache_total{result="hit"}`)! + 2)
    expect(value(after, `zeedijk_page_cache_total{result="miss"}`)).toBe(value(before, `zeedijk_page_cache_total{result="miss"}`)! + 1)
  })

  it('count mails sent and failed', async () => {
    const before = await scrape()
    await sendMail({ to: 'koper@example.com', subject: 'Test', text: 'Hallo' })
    await expect(sendMail({ to: 'koper@example.com', subject: 'Test', text: 'Hallo', attachments: [{ path: '/nonexistent/zeedijk/brochure.pdf' }] })).rejects.toThrow()
    const after = await scrape()
    expect(value(after, 'zeedijk_mails_total{outcome="sent"}')).toBe(value(before, 'zeedijk_mails_total{outcome="sent"}')! + 1)
    expect(value(after, 'zeedijk_mails_total{outcome="failed"}')).toBe(value(before, 'zeedijk_mails_total{outcome="failed"}')! + 1)
  })

  it('show the job queue: due jobs waiting and the age of the oldest, not jobs planned for later or done', async () => {
    const { collectMetrics } = await import('../../src/features/metrics/collect')
    expect(value(await scrape(), 'zeedijk_jobs_waiting')).toBe(0)
    expect(value(await scrape(), 'zeedijk_jobs_oldest_waiting_seconds')).toBe(0)
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString()
    await payload.create({ collection: 'payload-jobs', data: { taskSlug: 'housekeeping', input: {}, waitUntil: later } as never, overrideAccess: true })
    await payload.create({ collection: 'payload-jobs', data: { taskSlug: 'housekeeping', input: {}, completedAt: new Date().toISOString() } as never, overrideAccess: true })
    expect(value(await scrape(), 'zeedijk_jobs_waiting')).toBe(0)
    await payload.create({ collection: 'payload-jobs', data: { taskSlug: 'housekeeping', input: {} } as never, overrideAccess: true })
    const text = (await collectMetrics(payload, new Date(Date.now() + 90_000))).body
    expect(value(text, 'zeedijk_jobs_waiting')).toBe(1)
    expect(value(text, 'zeedijk_jobs_oldest_waiting_seconds')).toBeGreaterThanOrEqual(89)
  })

  it('say the database and Redis answer', async () => {
    const text = await scrape()
    expect(value(text, 'zeedijk_up{service="database"}')).toBe(1)
    expect(value(text, 'zeedijk_up{service="redis"}')).toBe(1)
  })

  it('count import runs by status, and nothing without the CRM sync installed', async () => {
    const runs = 'import-runs' as CollectionSlug
    if (!payload.collections[runs]) {
      // This branch has no import-runs collection yet (branch crmsync adds it): the family has no series.
      expect((await scrape()).split('\n').filter((line) => line.startsWith('zeedijk_import_runs{'))).toEqual([])
      return
    }
    await payload.create({ collection: runs, data: { status: 'succeeded', source: 'omnicasa', trigger: 'manual', startedAt: new Date().toISOString() } as never, overrideAccess: true })
    await payload.create({ collection: runs, data: { status: 'failed', source: 'omnicasa', trigger: 'manual', startedAt: new Date().toISOString() } as never, overrideAccess: true })
    const text = await scrape()
    expect(value(text, 'zeedijk_import_runs{status="succeeded"}')).toBe(1)
    expect(value(text, 'zeedijk_import_runs{status="failed"}')).toBe(1)
  })
})
