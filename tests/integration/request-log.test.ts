import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { afterEach, describe, expect, it } from 'vitest'

import { createRequestLog } from '../../scripts/request-log.mjs'

/** The request log of scripts/serve.mjs, around a plain Node server as serve.mjs has it around Next's. */
let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(trustedProxies: number) {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString())), done()) })
  const logRequest = createRequestLog({ trustedProxies, destination })
  server = createServer((req, res) => {
    logRequest(req, res)
    res.writeHead(req.url?.startsWith('/missing') ? 404 : 200).end(String(req.headers['x-request-id']))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  const settled = async (count: number) => {
    for (let wait = 0; lines.length < count && wait < 50; wait++) await new Promise((resolve) => setTimeout(resolve, 20))
    return lines
  }
  return { base, settled }
}

describe('request log', () => {
  it('writes one JSON line per request with its id, status and duration, without query values', async () => {
    const { base, settled } = await serve(0)
    const answer = await fetch(`${base}/nl/te-koop/?q=sophie%40example.be&page=2&q=x`)
    const id = answer.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    // Next sees the same id in the request headers.
    expect(await answer.text()).toBe(id)
    await fetch(`${base}/missing/`)
    const [first, second] = await settled(2)
    expect(first).toMatchObject({ level: 30, id, method: 'GET', path: '/nl/te-koop/?q=&page=', status: 200 })
    expect(typeof first?.ms).toBe('number')
    expect(new Date(String(first?.time)).toISOString()).toBe(first?.time)
    expect(JSON.stringify(first)).not.toContain('sophie')
    expect(second).toMatchObject({ path: '/missing/', status: 404 })
  })

  it("keeps the proxy's id behind a declared proxy and replaces a client's own otherwise", async () => {
    const nginxId = '0123456789abcdef0123456789abcdef'
    const direct = await serve(0)
    const replaced = await fetch(`${direct.base}/`, { headers: { 'x-request-id': nginxId } })
    expect(replaced.headers.get('x-request-id')).not.toBe(nginxId)
    await new Promise<void>((resolve) => server!.close(() => resolve()))

    const behindProxy = await serve(1)
    expect((await fetch(`${behindProxy.base}/`, { headers: { 'x-request-id': nginxId } })).headers.get('x-request-id')).toBe(nginxId)
    // Not an id but a line of its own: replaced even from the proxy.
    expect((await fetch(`${behindProxy.base}/`, { headers: { 'x-request-id': 'a b\tc' } })).headers.get('x-request-id')).not.toBe('a b\tc')
    expect((await behindProxy.settled(2)).map((line) => line.id)).toContain(nginxId)
  })
})
