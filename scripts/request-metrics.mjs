/**
 * Counts every request this server answers into the Prometheus metrics (ADR 0057): its kind of route
 * (src/domain/metrics/route-kind.ts, from the path as the router reads it), its status and the time to
 * its last byte, and for a page whether Next's page cache answered it (the x-nextjs-cache header Next sets
 * on cached routes, the same with the memory cache and with Redis). A request the client gave up on
 * counts with status "aborted".
 */
import { pageCacheResult, routeKind } from '../src/domain/metrics/route-kind.ts'
import { routePath } from '../src/domain/route-path.ts'
import { metrics } from '../src/server/metrics.ts'

export function createRequestMetrics() {
  const { requests, pageCache } = metrics()
  return function measureRequest(req, res) {
    const started = process.hrtime.bigint()
    const kind = routeKind(routePath(req.url ?? '/'))
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      requests.observe({ kind, status: res.writableFinished ? String(res.statusCode) : 'aborted' }, seconds)
      if (kind !== 'page') return
      const result = pageCacheResult(res.getHeader('x-nextjs-cache'))
      if (result) pageCache.inc({ result })
    })
  }
}
