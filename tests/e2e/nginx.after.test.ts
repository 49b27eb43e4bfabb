import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { rmSync } from 'node:fs'

import { startNginx } from '../../scripts/deploy/nginx-config.mjs'
import { nginxWorkDir } from '../../scripts/deploy/nginx-workdir.mjs'
import { clientAddress } from '../../src/domain/client-address'

import { expect, test } from './fixtures'
import { journeyServerEnv } from './server-env'

/**
 * deploy/nginx/zeedijk.conf, run by nginx itself (Debian's package; npm test installs it when missing): first in front of
 * two recording stubs (what reaches an instance, what is retried), then in front of the journeys' server and
 * a second instance of the same build and database (cache, failover). It runs with the journeys that run
 * alone (after-journeys), because a second instance writes to the journeys' SQLite database too.
 */
test.describe.configure({ mode: 'serial' })

const workDirs: string[] = []
function workDir() {
  // Where nginx's workers (another user when started as root) can reach it, wherever the checkout is.
  const dir = nginxWorkDir()
  workDirs.push(dir)
  return dir
}
test.afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

type Seen = { method: string; forwardedFor: string; requestId: string }

/** An upstream that records what reaches it; `failing` drops every connection without an answer. */
async function stub(name: string, failing: boolean) {
  const seen: Seen[] = []
  const server = http.createServer((request, response) => {
    seen.push({ method: request.method ?? '', forwardedFor: String(request.headers['x-forwarded-for'] ?? ''), requestId: String(request.headers['x-request-id'] ?? '') })
    if (failing) return request.socket.destroy()
    request.resume()
    response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'private, no-store' }).end(name)
  })
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))
  return { port, seen, close: () => new Promise((resolve) => server.close(resolve)) }
}

test('nginx passes on the client chain and a request id, retries a failed GET on the other instance, and only a visitor\'s form of all POSTs', async () => {
  const failing = await stub('failing', true)
  const healthy = await stub('healthy', false)
  // A fresh nginx per check: one that saw a failure leaves that instance out for a few seconds (max_fails).
  async function throughNginx(check: (proxy: string) => Promise<void>) {
    const listenPort = await freePort()
    const nginx = await startNginx({ listenPort, upstreamPorts: [failing.port, healthy.port], workDir: workDir() })
    try {
      await check(`http://127.0.0.1:${listenPort}`)
    } finally {
      await nginx.stop()
    }
  }
  const count = (list: Seen[], method: string) => list.filter((seen) => seen.method === method).length
  try {
    // Round robin over two: one of two GETs is sent to the failing instance first, and still gets its answer.
    await throughNginx(async (proxy) => {
      for (let i = 0; i < 2; i++) {
        const answer = await fetch(`${proxy}/nl/`, { headers: { 'x-forwarded-for': '6.6.6.6' } })
        expect(answer.status).toBe(200)
        expect(await answer.text()).toBe('healthy')
      }
    })
    expect(count(failing.seen, 'GET')).toBe(1)
    expect(count(healthy.seen, 'GET')).toBe(2)
    const forwarded = healthy.seen[0]!
    // The client's own claim stays first; nginx appends the address it saw, which the site takes
    // (TRUSTED_PROXIES=1, after scripts/serve.mjs appends the socket's).
    expect(forwarded.forwardedFor).toBe('6.6.6.6, 127.0.0.1')
    expect(clientAddress(`${forwarded.forwardedFor}, 127.0.0.1`, 1)).toBe('127.0.0.1')
    expect(forwarded.requestId).toMatch(/^[0-9a-f]{32}$/)

    // One of two POSTs reaches the failing instance first. A visitor's form on a public page without a login
    // is then sent to the other (a lead posted again is answered as the first: ADR 0065); the API, the back
    // office and anything posted with a login never are (it could have been stored before the instance died).
    async function twoPosts(path: string, headers: Record<string, string> = {}) {
      const before = { failing: count(failing.seen, 'POST'), healthy: count(healthy.seen, 'POST') }
      const statuses: number[] = []
      await throughNginx(async (proxy) => {
        for (let i = 0; i < 2; i++) statuses.push((await fetch(`${proxy}${path}`, { method: 'POST', body: 'x=1', headers })).status)
      })
      return { statuses: statuses.sort(), failing: count(failing.seen, 'POST') - before.failing, healthy: count(healthy.seen, 'POST') - before.healthy }
    }
    expect(await twoPosts('/nl/contact/')).toEqual({ statuses: [200, 200], failing: 1, healthy: 2 })
    expect(await twoPosts('/fr/biens-a-vendre/12345/')).toEqual({ statuses: [200, 200], failing: 1, healthy: 2 })
    const neverTwice: Array<[string, Record<string, string>]> = [
      ['/api/leads/', {}],
      ['/API/leads/', {}],
      ['//api/users/login/', {}],
      ['/admin/collections/leads/create/', {}],
      ['/_next/image/', {}],
      ['/nl/contact/', { cookie: 'zeedijk-account=abc' }],
      ['/nl/contact/', { cookie: 'consent=1; payload-token=abc' }],
      ['/nl/contact/', { authorization: 'Bearer abc' }],
    ]
    for (const [path, headers] of neverTwice) expect(await twoPosts(path, headers), `${path} ${JSON.stringify(headers)}`).toEqual({ statuses: [200, 502], failing: 1, healthy: 1 })
  } finally {
    await failing.close()
    await healthy.close()
  }
})

test('nginx never passes the metrics on, however the path is spelled (ADR 0057)', async () => {
  const instance = await stub('instance', false)
  const listenPort = await freePort()
  const nginx = await startNginx({ listenPort, upstreamPorts: [instance.port], workDir: workDir() })
  try {
    const proxy = `http://127.0.0.1:${listenPort}`
    for (const spelling of ['/api/metrics/', '/api/metrics', '/API/Metrics/', '/api//metrics/', '//api/metrics/', '/api/%6Detrics/', '/api/metrics/?x=1'])
      expect((await fetch(`${proxy}${spelling}`, { headers: { authorization: 'Bearer guess' } })).status, spelling).toBe(404)
    expect(instance.seen).toEqual([])
    // The rest of the API still goes through.
    expect((await fetch(`${proxy}/api/metrics-and-more/`)).status).toBe(200)
    expect((await fetch(`${proxy}/api/health/`)).status).toBe(200)
  } finally {
    await nginx.stop()
    await instance.close()
  }
})

test('two instances behind nginx: public pages come from its cache, personal answers never, and one instance may die', async ({ baseURL }) => {
  test.setTimeout(120_000)
  const journeysPort = Number(new URL(baseURL!).port)
  const [secondPort, listenPort] = [await freePort(), await freePort()]
  const proxy = `http://127.0.0.1:${listenPort}`
  const env = { ...process.env, ...journeyServerEnv(secondPort, process.env.DATA_DIR!, baseURL!), NODE_ENV: 'production' as const, NEXT_TELEMETRY_DISABLED: '1' }
  const second: ChildProcess = spawn(process.execPath, [path.join(process.cwd(), 'scripts', 'serve.mjs')], { env, stdio: 'ignore' })
  const nginx = await startNginx({ listenPort, upstreamPorts: [journeysPort, secondPort], workDir: workDir() })
  try {
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${secondPort}/api/health/`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200)

    // A public page: its answer says it may be kept a few seconds, so the next one comes from nginx.
    const first = await fetch(`${proxy}/nl/`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/)
    await expect.poll(async () => (await fetch(`${proxy}/nl/`)).headers.get('x-cache-status')).toBe('HIT')

    // Personal and staff answers are never kept.
    for (let i = 0; i < 2; i++) {
      const health = await fetch(`${proxy}/api/health/`)
      expect(health.headers.get('cache-control')).toContain('no-store')
      expect(health.headers.get('x-cache-status')).not.toBe('HIT')
      const staff = await fetch(`${proxy}/nl/`, { headers: { cookie: 'payload-token=not-a-real-token' } })
      expect(staff.headers.get('x-cache-status')).toBe('BYPASS')
    }

    // One instance dies: the visitors' next requests are answered by the other.
    second.kill('SIGKILL')
    await new Promise((resolve) => second.once('exit', resolve))
    for (const pagePath of ['/fr/', '/en/', '/de/', '/nl/te-koop/', '/api/search/?locale=nl&q=oost']) {
      expect((await fetch(`${proxy}${pagePath}`)).status, pagePath).toBe(200)
    }
  } finally {
    await nginx.stop()
    second.kill('SIGKILL')
  }
})
