import { readFileSync, mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { startNginx } from '../../scripts/deploy/nginx-config.mjs'

import { expect, test } from './fixtures'

/**
 * Kept-alive connections between nginx and an instance (ADR 0040): nginx keeps an idle upstream
 * connection 60 s and reuses it; Node closed it after 5 s, so a request nginx sent on it in that moment was
 * reset (the journeys dodged it with `Connection: close`). scripts/serve.mjs now keeps them 65 s.
 */
const IDLE_MS = 6_000
const beacon = JSON.stringify({ kind: 'property', id: 999_999_999 })

test('nginx keeps its upstream connections for less time than the instances do', () => {
  const site = readFileSync(path.join(process.cwd(), 'deploy', 'nginx', 'zeedijk.conf'), 'utf8')
  const serve = readFileSync(path.join(process.cwd(), 'scripts', 'serve.mjs'), 'utf8')
  const upstream = /upstream zeedijk \{[^}]*\}/.exec(site)?.[0] ?? ''
  const nginxSeconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1] ?? 60)
  const nodeMs = Number(/KEEP_ALIVE_MS = ([\d_]+)/.exec(serve)?.[1]?.replaceAll('_', '') ?? 0)
  expect(nodeMs).toBeGreaterThan(nginxSeconds * 1000)
})

test('an instance keeps an idle connection open past 5 s and answers a POST on it', async ({ baseURL }) => {
  test.setTimeout(60_000)
  const { hostname, port } = new URL(baseURL!)
  const socket = net.connect(Number(port), hostname)
  let received = ''
  let closed = false
  socket.on('data', (chunk) => (received += chunk.toString('latin1')))
  socket.on('close', () => (closed = true))
  socket.on('error', () => (closed = true))
  await new Promise((resolve) => socket.once('connect', resolve))
  socket.write(`GET /api/health/ HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`)
  await expect.poll(() => received.includes('\r\n\r\n') && /^HTTP\/1\.1 200/.test(received)).toBe(true)
  await expect.poll(() => /"status"/.test(received)).toBe(true)
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
  expect(closed, 'the instance closed the idle connection').toBe(false)
  received = ''
  socket.write(
    `POST /api/visits/ HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${baseURL}\r\nContent-Type: application/json\r\nX-Forwarded-For: 192.0.2.251\r\nContent-Length: ${Buffer.byteLength(beacon)}\r\nConnection: keep-alive\r\n\r\n${beacon}`,
  )
  await expect.poll(() => /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]).toBe('204')
  socket.destroy()
})

test('a POST through nginx after an idle connection gets its normal answer', async ({ baseURL }) => {
  test.setTimeout(60_000)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-keepalive-'))
  const listenPort = await new Promise<number>((resolve) => {
    const server = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
  const nginx = await startNginx({ listenPort, upstreamPorts: [Number(new URL(baseURL!).port)], workDir: dir })
  // One client connection kept alive too, as a browser does.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const send = (method: string, target: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const headers: Record<string, string> = body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), origin: baseURL!, 'x-forwarded-for': '192.0.2.252' } : {}
      const request = http.request({ host: '127.0.0.1', port: listenPort, path: target, method, agent, headers }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      request.on('error', reject)
      request.end(body)
    })
  try {
    expect(await send('GET', '/api/health/')).toBe(200)
    for (let round = 0; round < 2; round++) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
      expect(await send('POST', '/api/visits/', beacon), `POST after ${IDLE_MS} ms idle`).toBe(204)
    }
    expect(nginx.errorLog()).not.toMatch(/upstream prematurely closed|reset by peer/)
  } finally {
    agent.destroy()
    await nginx.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})
