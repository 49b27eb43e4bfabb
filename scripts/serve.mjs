/**
 * The production web server that `npm start` runs: Next.js's own request handler behind a plain Node HTTP
 * server, which appends the socket address to X-Forwarded-For before Next sees the request.
 *
 * Why not `next start`: Next only fills X-Forwarded-For from the socket when the header is missing
 * (base-server.js, `req.headers['x-forwarded-for'] ??= socket.remoteAddress`), so a client that sends its
 * own header hides its real address from every rate limit. Appending here makes the right end of the chain
 * trustworthy; src/domain/client-address.ts reads it (TRUSTED_PROXIES hops from the right).
 *
 * Environment: PORT, HOST (set by scripts/start.ts).
 */
import { randomBytes } from 'node:crypto'
import { createServer, STATUS_CODES } from 'node:http'

import next from 'next'
import compression from 'next/dist/compiled/compression/index.js'
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js'

import { cacheControlFor, personalRequest } from '../src/domain/cache-control.ts'
import { hasMalformedEncoding, routePath } from '../src/domain/route-path.ts'
import { runShutdownTasks } from '../src/server/shutdown.ts'
import { createRequestLog } from './request-log.mjs'
import { createRequestMetrics } from './request-metrics.mjs'
import { createWholeAnswers } from './whole-answers.mjs'

const port = Number(process.env.PORT ?? 3000)
// No HOST: every interface, as `next start` does.
const host = process.env.HOST || undefined

// `hostname` only names the server inside Next (its own URLs); it must stay 'localhost' whatever HOST is:
// with 127.0.0.1 here, next-intl's rewrites looked external and every localized page redirected to itself.
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()

/*
 * Readable 404s. Next.js 16 answers a notFound() thrown by a dynamic page with an empty document that
 * only JavaScript fills in (vercel/next.js#62228). For a page request in one of the site's languages that
 * Next answers 404 with HTML, the body is replaced by the same view rendered as a page of its own
 * (src/app/(frontend)/[locale]/not-found-view), which only this server may ask for (a key made per start).
 */
const notFoundKey = randomBytes(24).toString('hex')
process.env.NOT_FOUND_VIEW_KEY = notFoundKey
const LOCALE_PATH = /^\/(nl|fr|en|de)(\/|$)/
const loopback = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host

/** The readable 404 page of the path's language, rendered by this server: `{ ok, headers, body }`, never a throw. */
function notFoundView(req, pathname) {
  const locale = pathname.split('/')[1]
  const view = `http://${loopback}:${port}/${locale}/not-found-view/?path=${encodeURIComponent(pathname)}`
  const forwarded = { 'x-not-found-view': notFoundKey, 'accept-encoding': 'identity', cookie: req.headers.cookie ?? '', 'x-forwarded-for': String(req.headers['x-forwarded-for'] ?? '') }
  return fetch(view, { headers: forwarded, redirect: 'manual' })
    .then(async (answer) => ({ ok: answer.status === 200, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) }))
    .catch(() => ({ ok: false }))
}

/**
 * A path whose percent-encoding cannot be decoded (`/nl/%ZZ/`, `/nl/te-koop/%E0%A4%A/`) names no page: Next.js
 * would throw on it (a 500). A page request in one of the site's languages gets that language's 404 page,
 * anything else a plain 400 (ADR 0040).
 */
function answerMalformedPath(req, res) {
  const pathname = (req.url ?? '/').split('?')[0]
  const isPage = (req.method === 'GET' || req.method === 'HEAD') && LOCALE_PATH.test(pathname)
  const plain = (status, text) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' })
    res.end(req.method === 'HEAD' ? undefined : text)
  }
  if (!isPage) return plain(400, 'Bad Request')
  void notFoundView(req, pathname).then((answer) => {
    if (!answer.ok) return plain(404, 'Not found')
    for (const [name, value] of answer.headers)
      if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding'].includes(name)) res.setHeader(name, value)
    res.setHeader('cache-control', 'private, no-store')
    res.writeHead(404)
    res.end(req.method === 'HEAD' ? undefined : answer.body)
  })
}

function readableNotFound(req, res) {
  const pathname = (req.url ?? '/').split('?')[0]
  const isPageRequest = (req.method === 'GET' || req.method === 'HEAD') && !req.headers.rsc && !req.headers['next-router-state-tree'] && !(req.url ?? '').includes('_rsc=')
  if (!isPageRequest || !LOCALE_PATH.test(pathname) || req.headers['x-not-found-view']) return
  // Wrappers that only pass through, never restored: they wrap the compression's (serve.mjs compresses, not Next).
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let replace
  const decide = (status, headerArgs) => {
    if (replace !== undefined) return replace
    const given = headerArgs.find((arg) => arg && typeof arg === 'object') ?? {}
    const type = String(Object.entries(given).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? res.getHeader('content-type') ?? '')
    replace = (status ?? res.statusCode) === 404 && type.startsWith('text/html')
    return replace
  }
  res.writeHead = function (status, ...rest) {
    return decide(status, rest) ? res : original.writeHead.call(res, status, ...rest)
  }
  res.flushHeaders = function () {
    return decide(undefined, []) ? undefined : original.flushHeaders.call(res)
  }
  res.write = function (...args) {
    if (!decide(undefined, [])) return original.write.apply(res, args)
    const callback = args.find((arg) => typeof arg === 'function')
    if (callback) process.nextTick(callback)
    return true
  }
  res.end = function (...args) {
    if (!decide(undefined, [])) return original.end.apply(res, args)
    notFoundView(req, pathname).then((answer) => {
        if (res.headersSent) return original.end.call(res)
        // Next's own headers go (its Content-Encoding above all: the body sent here is not compressed).
        for (const name of res.getHeaderNames()) res.removeHeader(name)
        if (!answer.ok) {
          original.writeHead.call(res, 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
          return original.end.call(res, 'Not found')
        }
        for (const [name, value] of answer.headers)
          if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-encoding'].includes(name)) res.setHeader(name, value)
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate')
        original.writeHead.call(res, 404)
        original.end.call(res, req.method === 'HEAD' ? undefined : answer.body)
      })
    return res
  }
}

/*
 * Cache-Control by kind of response (src/domain/cache-control.ts, ADR 0021), set just before the headers
 * leave, whatever Next.js or Payload put there: a proxy in front keeps public pages a few seconds and never
 * anything personal.
 */
function applyCacheControl(req, res) {
  const original = res.writeHead
  // The path as the router resolves it (percent-encoding, case, `//`, `;`, dot segments: ADR 0040), never the raw target.
  const pathname = routePath(req.url ?? '/')
  const authenticated = personalRequest(req.headers)
  const serverAction = Boolean(req.headers['next-action'])
  res.writeHead = function (status, ...rest) {
    const given = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
    const header = (name) => (given ? Object.entries(given).find(([key]) => key.toLowerCase() === name)?.[1] : undefined) ?? res.getHeader(name)
    const appCacheControl = header('cache-control')
    const value = cacheControlFor({
      method: req.method ?? 'GET',
      pathname,
      status: status ?? res.statusCode,
      contentType: String(header('content-type') ?? ''),
      setsCookie: header('set-cookie') !== undefined,
      authenticated,
      serverAction,
      appCacheControl: appCacheControl === undefined ? undefined : [appCacheControl].flat().join(', '),
    })
    if (given) for (const key of Object.keys(given)) if (key.toLowerCase() === 'cache-control') delete given[key]
    res.setHeader('cache-control', value)
    // Next 16 sends a cached page's redirect (a property's old slug) with its Location twice on the render
    // that caches it; clients then see "a, a". One Location only.
    const location = res.getHeader('location')
    if (Array.isArray(location)) res.setHeader('location', location[0])
    return original.call(res, status, ...rest)
  }
}

// Next echoes the request target in a response header (x-middleware-rewrite): a target near Node's 16 KB
// header limit would make a response whose headers a client cannot read. Longer than nginx's default
// (8 KB) is refused, as a proxy in front would.
const MAX_TARGET = 8192

// One JSON line per request with its id (scripts/request-log.mjs).
const logRequest = createRequestLog()
// Requests by kind, status and latency, and page cache hits, for /api/metrics/ (scripts/request-metrics.mjs).
const measureRequest = createRequestMetrics()

// Compression and ETags are done here, not by Next (next.config.ts): a cached page's are made once (scripts/whole-answers.mjs, ADR 0062).
const compress = compression()
const answerWholeBodies = createWholeAnswers()

const server = createServer((req, res) => {
  logRequest(req, res)
  measureRequest(req, res)
  if ((req.url ?? '').length > MAX_TARGET) {
    res.writeHead(414, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('URI Too Long')
    return
  }
  const socket = req.socket.remoteAddress ?? 'unknown'
  const sent = req.headers['x-forwarded-for']
  const chain = [Array.isArray(sent) ? sent.join(', ') : sent, socket].filter(Boolean).join(', ')
  req.headers['x-forwarded-for'] = chain
  // Nobody outside may claim an address another way.
  delete req.headers['x-real-ip']
  applyCacheControl(req, res)
  // As Next did with `compress` on: gzip for whoever asks, and a zlib stream left by a client that went is freed.
  compress(req, res, () => {})
  res.once('close', () => res.writableFinished || releaseCompressionStream(res))
  if (hasMalformedEncoding(req.url ?? '/')) return answerMalformedPath(req, res)
  readableNotFound(req, res)
  answerWholeBodies(req, res)
  void handle(req, res)
})
// A request Node cannot parse (above all one whose headers are too large) gets its 400/431 and the
// connection ends after the answer, rather than being cut while the client is still sending.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy()
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  socket.resume()
  setTimeout(() => socket.destroy(), 2000).unref()
})
/*
 * Kept-alive connections outlive nginx's: nginx keeps an idle upstream connection up to 60 s
 * (keepalive_timeout's default in an upstream block) and reuses it. With Node's default 5 s, Node closed it
 * first, and a request nginx sent in that moment was reset (a 502, or a POST lost). Node closes after 65 s
 * (ADR 0040); headersTimeout is longer still, as Node requires.
 */
const KEEP_ALIVE_MS = 65_000
server.keepAliveTimeout = KEEP_ALIVE_MS
server.headersTimeout = KEEP_ALIVE_MS + 1_000
server.listen(port, host, () => console.log(`Listening on ${host ?? 'every interface'}, port ${port}`))
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    // Buffered work (visit counts) is written before the process goes.
    server.close(() => void runShutdownTasks().finally(() => process.exit(0)))
    server.closeAllConnections()
  })
