/**
 * One JSON line per request on standard output (pino), with a request id that the response carries in
 * X-Request-Id: a visitor's "error 500 at 14:02" is found in the logs of whichever instance answered.
 *
 * The id comes from the proxy in front (nginx `proxy_set_header X-Request-Id $request_id`) only when one is
 * declared (TRUSTED_PROXIES above 0), so one request has one id from nginx's log to ours; anyone else's
 * header is replaced. Query values are left out of the line (a search, an e-mail in a link, a token):
 * only the parameter names are kept.
 */
import { randomUUID } from 'node:crypto'

import pino from 'pino'

const ACCEPTED_ID = /^[\w.-]{8,128}$/

/**
 * @param {{ trustedProxies?: number; destination?: import('pino').DestinationStream }} [options] destination: standard output unless given (tests).
 */
export function createRequestLog({ trustedProxies = Number(process.env.TRUSTED_PROXIES) || 0, destination } = {}) {
  const logger = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, messageKey: 'message' }, destination)

  /** Gives the request its id (also to Next, in the request headers) and logs it once it is answered. */
  return function logRequest(req, res) {
    const sent = req.headers['x-request-id']
    const id = trustedProxies > 0 && typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID()
    req.headers['x-request-id'] = id
    res.setHeader('x-request-id', id)
    const started = process.hrtime.bigint()
    const [pathname, query] = (req.url ?? '/').slice(0, 2048).split('?', 2)
    const names = query ? [...new URLSearchParams(query).keys()] : []
    const path = names.length ? `${pathname}?${[...new Set(names)].map((name) => `${encodeURIComponent(name)}=`).join('&')}` : pathname
    res.once('close', () => {
      const entry = { id, method: req.method, path, status: res.statusCode, ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10 }
      if (!res.writableFinished) entry.aborted = true
      logger.info(entry, 'request')
    })
  }
}
