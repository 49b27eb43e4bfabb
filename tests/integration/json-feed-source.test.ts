import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { jsonFeedSource } from '../../src/server/crm/json-feed-source'
import { SourceError } from '../../src/server/crm/source'

/** A feed server whose answer each test sets; it records the headers it was sent. */
let answer: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end()
const seen: IncomingMessage['headers'][] = []
let server: http.Server
let origin = ''
const quick = { timeoutMs: 300, retryPauses: [5, 10, 20] }
const feed = { Properties: [{ ID: 1, Goal: 0, City: 'Oostende', TypeDescription: 'Studio' }], PropertyTypes: [] }

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers)
    answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(() => {
  seen.length = 0
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function failure(read: Promise<unknown>): Promise<SourceError> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`)
  return error
}

describe('jsonFeedSource', () => {
  it('reads the feed, then sends its ETag and Last-Modified back and takes a 304 as not-modified', async () => {
    const etag = '"v1"'
    const lastModified = 'Fri, 27 Nov 2026 10:00:00 GMT'
    answer = (req, res) => {
      if (req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end()
      res.writeHead(200, { 'content-type': 'application/json', etag, 'last-modified': lastModified }).end(JSON.stringify(feed))
    }
    const source = jsonFeedSource({ url: `${origin}/feed.json`, http: quick })
    const first = await source.read()
    expect(first).toEqual({ kind: 'feed', feed, requests: 1, cursor: { etag, lastModified } })
    expect(seen[0]!['if-none-match']).toBeUndefined()
    const second = await source.read({ cursor: first.cursor })
    expect(second).toEqual({ kind: 'not-modified', requests: 1, cursor: { etag, lastModified } })
    expect(seen[1]).toMatchObject({ 'if-none-match': etag, 'if-modified-since': lastModified })
  })

  it('sends If-Modified-Since alone when the feed has no ETag', async () => {
    answer = (req, res) => (req.headers['if-modified-since'] ? res.writeHead(304).end() : res.writeHead(200).end(JSON.stringify(feed)))
    const result = await jsonFeedSource({ url: `${origin}/feed.json`, http: quick }).read({ cursor: { lastModified: 'Fri, 27 Nov 2026 10:00:00 GMT' } })
    expect(result).toMatchObject({ kind: 'not-modified', cursor: { lastModified: 'Fri, 27 Nov 2026 10:00:00 GMT' } })
    expect(seen[0]!['if-none-match']).toBeUndefined()
  })

  it('reads the other formats npm run import accepts', async () => {
    answer = (_req, res) => res.writeHead(200).end(JSON.stringify({ GetPropertyListJsonResult: { Success: true, Value: { RowsCount: 1, Items: feed.Properties } } }))
    expect(await jsonFeedSource({ url: `${origin}/feed.json`, http: quick }).read()).toMatchObject({ kind: 'feed', feed: { Properties: feed.Properties } })
  })

  it('bad JSON, or JSON that is no feed, is malformed', async () => {
    answer = (_req, res) => res.writeHead(200).end('{"Properties": [')
    expect(await failure(jsonFeedSource({ url: `${origin}/feed.json`, http: quick }).read())).toMatchObject({ kind: 'malformed', requests: 1 })
    answer = (_req, res) => res.writeHead(200).end('{"Properties": {"ID": 1}}')
    const error = await failure(jsonFeedSource({ url: `${origin}/feed.json`, http: quick }).read())
    expect(error).toMatchObject({ kind: 'malformed', message: `the JSON feed at ${new URL(origin).host}: Properties is not a list` })
  })

  it('an answer larger than the cap is refused, declared or streamed', async () => {
    const big = JSON.stringify({ Properties: Array.from({ length: 200 }, (_, i) => ({ ID: i, TypeDescription: 'x'.repeat(50) })) })
    answer = (_req, res) => res.writeHead(200, { 'content-length': Buffer.byteLength(big) }).end(big)
    const declared = await failure(jsonFeedSource({ url: `${origin}/feed.json`, http: { ...quick, maxBytes: 1000 } }).read())
    expect(declared).toMatchObject({ kind: 'malformed', message: expect.stringContaining('larger than 1000 bytes') })
    answer = (_req, res) => {
      res.writeHead(200, { 'transfer-encoding': 'chunked' })
      res.write(big.slice(0, 800))
      res.end(big.slice(800))
    }
    expect(await failure(jsonFeedSource({ url: `${origin}/feed.json`, http: { ...quick, maxBytes: 1000 } }).read())).toMatchObject({ kind: 'malformed', requests: 1 })
  })

  it('retries a 5xx and a timeout; a 401 is credentials at once', async () => {
    let calls = 0
    answer = (_req, res) => (++calls <= 2 ? res.writeHead(502).end() : res.writeHead(200).end(JSON.stringify(feed)))
    expect(await jsonFeedSource({ url: `${origin}/feed.json`, http: quick }).read()).toMatchObject({ kind: 'feed', requests: 3 })
    answer = () => {}
    expect(await failure(jsonFeedSource({ url: `${origin}/feed.json`, http: quick }).read())).toMatchObject({ kind: 'timeout', requests: 4 })
    answer = (_req, res) => res.writeHead(401).end()
    expect(await failure(jsonFeedSource({ url: `${origin}/feed.json`, http: quick }).read())).toMatchObject({ kind: 'credentials', requests: 1 })
  })

  it('sends a user and password from the URL as Basic authorization, and never quotes them', async () => {
    answer = (_req, res) => res.writeHead(500).end()
    const error = await failure(jsonFeedSource({ url: `http://agency:s3cr%40t@127.0.0.1:${new URL(origin).port}/feed.json`, http: quick }).read())
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from('agency:s3cr@t').toString('base64')}`)
    expect(error.message).toBe(`the JSON feed at 127.0.0.1:${new URL(origin).port}: HTTP 500 (4 attempts)`)
    expect(error.message).not.toMatch(/s3cr/)
  })

  it('follows a redirect on the loopback or to https, never to plain http elsewhere', async () => {
    answer = (req, res) => (req.url === '/old.json' ? res.writeHead(301, { location: '/feed.json' }).end() : res.writeHead(200).end(JSON.stringify(feed)))
    expect(await jsonFeedSource({ url: `${origin}/old.json`, http: quick }).read()).toMatchObject({ kind: 'feed', requests: 2 })
    answer = (_req, res) => res.writeHead(302, { location: 'http://crm.example/feed.json' }).end()
    expect(await failure(jsonFeedSource({ url: `${origin}/old.json`, http: quick }).read())).toMatchObject({ kind: 'http', message: expect.stringContaining('redirected to a URL that is not allowed') })
    answer = (_req, res) => res.writeHead(302, { location: '/again.json' }).end()
    expect(await failure(jsonFeedSource({ url: `${origin}/old.json`, http: quick }).read())).toMatchObject({ kind: 'http', requests: 4 })
  })

  it('refuses plain http away from the loopback', () => {
    expect(() => jsonFeedSource({ url: 'http://crm.example/feed.json' })).toThrow(SourceError)
  })
})
