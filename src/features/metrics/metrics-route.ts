// Server only. Not marked with 'server-only': the integration suite runs this module outside Next.
import { createHash, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { metricsAccess } from '@/domain/metrics/access'
import { clientAddress } from '@/domain/client-address'
import { type Env, getEnv } from '@/server/env'

import { collectMetrics } from './collect'

/** Equal tokens compared in constant time (digests first, so their lengths do not show either). */
const tokensMatch = (given: string, configured: string) => timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(configured).digest())

const NO_STORE = { 'cache-control': 'no-store' }

/**
 * GET /api/metrics/ (ADR 0057): the metrics for Prometheus, with METRICS_TOKEN as a bearer token, or from
 * the loopback interface when no token is set and no proxy is declared (src/domain/metrics/access.ts).
 */
export async function metricsResponse(request: Request, getPayload: () => Promise<Payload>, env: Pick<Env, 'METRICS_TOKEN' | 'TRUSTED_PROXIES'> = getEnv()): Promise<Response> {
  const access = metricsAccess({
    configuredToken: env.METRICS_TOKEN,
    authorization: request.headers.get('authorization'),
    clientAddress: clientAddress(request.headers.get('x-forwarded-for'), env.TRUSTED_PROXIES),
    trustedProxies: env.TRUSTED_PROXIES,
    tokensMatch,
  })
  if (access === 'token-required') return new Response('A bearer token is required.\n', { status: 401, headers: { ...NO_STORE, 'www-authenticate': 'Bearer realm="metrics"' } })
  if (access === 'refused') return new Response('Forbidden\n', { status: 403, headers: NO_STORE })
  const { body, contentType } = await collectMetrics(await getPayload())
  return new Response(body, { status: 200, headers: { ...NO_STORE, 'content-type': contentType } })
}
