import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import compression from 'next/dist/compiled/compression/index.js'
import { afterEach, describe, expect, it } from 'vitest'

import { createWholeAnswers } from '../../scripts/whole-answers.mjs'

/**
 * scripts/whole-answers.mjs as scripts/serve.mjs has it: inside the `compression` middleware, around a
 * handler that answers as Next answers a cached page (one `res.end(html)`) or streams (a rendered page).
 */
let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

const page = (version: string) => `<!DOCTYPE html><html><body><h1>Appartement met zeezicht — € 250.000 ${version}</h1>${'<p>Licht, ruim en dicht bij het strand.</p>'.repeat(80)}</body></html>`

async function serve(answers = createWholeAnswers()) {
  let body = page('v1')
  const compress = compression()
  server = createServer((req, res) => {
    compress(req, res, () => {})
    answers(req, res)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('vary', 'rsc, next-router-state-tree')
    if (req.url === '/missing/') res.statusCode = 404
    if (req.url === '/streamed/') {
      res.write(body.slice(0, 100))
      return res.end(body.slice(100))
    }
    if (req.url === '/small/') return res.end('<p>small</p>')
    res.end(body)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const port = (server!.address() as AddressInfo).port
  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })
  return { ask, setBody: (version: string) => (body = page(version)) }
}

describe('whole answers (a cached page sent in one piece)', () => {
  it('sends the same UTF-8 bytes with an ETag made once per body, and its length', async () => {
    const { ask } = await serve()
    const first = await ask('/nl/')
    const second = await ask('/nl/')
    expect(first.status).toBe(200)
    expect(first.bytes.toString('utf8')).toBe(page('v1'))
    expect(first.headers['content-length']).toBe(String(Buffer.byteLength(page('v1'))))
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(first.headers['content-encoding']).toBeUndefined()
    expect(first.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding')
  })

  it('sends gzip to whoever accepts it, the same page once unzipped, and identity to whoever refuses it', async () => {
    const { ask } = await serve()
    const plain = await ask('/nl/')
    for (let i = 0; i < 2; i++) {
      const zipped = await ask('/nl/', { 'accept-encoding': 'gzip, deflate, br' })
      expect(zipped.headers['content-encoding']).toBe('gzip')
      expect(zipped.headers['content-length']).toBe(String(zipped.bytes.length))
      expect(gunzipSync(zipped.bytes).toString('utf8')).toBe(page('v1'))
      expect(zipped.headers.etag).toBe(plain.headers.etag)
      expect(zipped.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding')
    }
    const refused = await ask('/nl/', { 'accept-encoding': 'gzip;q=0' })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.bytes.toString('utf8')).toBe(page('v1'))
  })

  it("answers 304 without a body to a browser that holds the page, and 200 once the page changed", async () => {
    const { ask, setBody } = await serve()
    const { headers } = await ask('/nl/')
    const revalidated = await ask('/nl/', { 'if-none-match': String(headers.etag) })
    expect(revalidated.status).toBe(304)
    expect(revalidated.bytes.length).toBe(0)
    expect(revalidated.headers['content-length']).toBeUndefined()
    setBody('v2')
    const changed = await ask('/nl/', { 'if-none-match': String(headers.etag) })
    expect(changed.status).toBe(200)
    expect(changed.headers.etag).not.toBe(headers.etag)
    expect(changed.bytes.toString('utf8')).toBe(page('v2'))
  })

  it('leaves streamed, small, non-200 and non-GET answers as they were (compressed by the middleware)', async () => {
    const { ask } = await serve()
    const streamed = await ask('/streamed/', { 'accept-encoding': 'gzip' })
    expect(streamed.headers.etag).toBeUndefined()
    expect(streamed.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(streamed.bytes).toString('utf8')).toBe(page('v1'))
    const small = await ask('/small/')
    expect(small.headers.etag).toBeUndefined()
    expect(small.bytes.toString()).toBe('<p>small</p>')
    const missing = await ask('/missing/')
    expect(missing.status).toBe(404)
    expect(missing.headers.etag).toBeUndefined()
    const posted = await ask('/nl/', {}, 'POST')
    expect(posted.headers.etag).toBeUndefined()
    expect(posted.bytes.toString('utf8')).toBe(page('v1'))
  })

  it('keeps answering right when the kept bodies exceed their memory and the oldest go', async () => {
    const { ask, setBody } = await serve(createWholeAnswers({ maxBytes: 1 }))
    const etags = new Set<string>()
    for (const version of ['a', 'b', 'a', 'b']) {
      setBody(version)
      const answer = await ask('/nl/', { 'accept-encoding': 'gzip' })
      expect(gunzipSync(answer.bytes).toString('utf8')).toBe(page(version))
      etags.add(String(answer.headers.etag))
    }
    expect(etags.size).toBe(2)
  })
})
