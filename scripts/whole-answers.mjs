/**
 * Answers Next.js sends whole, in one `res.end(html)` (a page from its cache, its RSC payload): their ETag,
 * UTF-8 bytes and gzip bytes made once per body and kept, instead of for every request (ADR 0062).
 *
 * Without a proxy in front, a cached page cost more in these three steps than in everything else: Next
 * hashed the whole page for its ETag (FNV-1a in JavaScript, a third of the process's time under load),
 * Node encoded the string again, and `compression` gzipped it again for every browser. The kept entry is
 * found by the body itself (a Map keyed by the string), so it can never be the answer of another page or
 * of an older version: a changed page is a new body, and the old one leaves as the least recently used.
 *
 * next.config.ts turns Next's own ETags and compression off; scripts/serve.mjs compresses every other answer
 * with the same `compression` middleware Next used, inside this one.
 */
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

import fresh from 'next/dist/compiled/fresh/index.js'

import { acceptsGzip } from '../src/domain/accept-encoding.ts'

/** As `compression`'s threshold: smaller answers are sent as they are. */
const MIN_LENGTH = 1024

/**
 * @param {{ maxBytes?: number }} [options] memory the kept bodies may use (strings counted at two bytes a character).
 */
export function createWholeAnswers({ maxBytes = 64 * 1024 * 1024 } = {}) {
  /** @type {Map<string, { etag: string, identity: Buffer, gzip: Buffer | null, bytes: number }>} oldest use first */
  const kept = new Map()
  let keptBytes = 0

  function encodingsOf(body) {
    const found = kept.get(body)
    if (found) {
      kept.delete(body)
      kept.set(body, found)
      return found
    }
    const identity = Buffer.from(body, 'utf8')
    const entry = { etag: `"${createHash('sha1').update(identity).digest('base64url')}"`, identity, gzip: null, bytes: body.length * 2 + identity.length }
    keep(body, entry)
    return entry
  }

  function keep(body, entry) {
    kept.set(body, entry)
    keptBytes += entry.bytes
    for (const [oldBody, old] of kept) {
      if (keptBytes <= maxBytes || oldBody === body) break
      kept.delete(oldBody)
      keptBytes -= old.bytes
    }
  }

  function gzipOf(entry) {
    if (!entry.gzip) {
      entry.gzip = gzipSync(entry.identity)
      entry.bytes += entry.gzip.length
      keptBytes += entry.gzip.length
    }
    return entry.gzip
  }

  /** Wraps `res.write`/`res.end` of a GET or HEAD: a whole 200 body is answered from what is kept. */
  return function answerWholeBodies(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return
    const { write, end } = res
    let streamed = false
    res.write = function (...args) {
      streamed = true
      return write.apply(res, args)
    }
    res.end = function (body, ...rest) {
      const whole = !streamed && typeof body === 'string' && body.length >= MIN_LENGTH && !res.headersSent && res.statusCode === 200 && !res.hasHeader('content-encoding')
      if (!whole) return end.call(res, body, ...rest)
      const callback = rest.find((arg) => typeof arg === 'function')
      const entry = encodingsOf(body)
      if (!res.hasHeader('etag')) res.setHeader('etag', entry.etag)
      // What Next did with its own ETag: the browser's copy is still the page.
      if (fresh(req.headers, { etag: res.getHeader('etag') })) {
        res.statusCode = 304
        res.removeHeader('content-length')
        return end.call(res, callback)
      }
      const vary = String(res.getHeader('vary') ?? '')
      if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      const gzip = acceptsGzip(req.headers['accept-encoding'])
      const bytes = gzip ? gzipOf(entry) : entry.identity
      if (gzip) res.setHeader('content-encoding', 'gzip')
      res.setHeader('content-length', bytes.length)
      return end.call(res, bytes, callback)
    }
  }
}
