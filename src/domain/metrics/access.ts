/**
 * Who may read the metrics (ADR 0057). They say how busy the site is and whether its database and Redis
 * answer: not secret, but nothing a visitor needs, and a scrape costs a few queries.
 *
 * - With METRICS_TOKEN set: only a request carrying it as `Authorization: Bearer <token>`, from anywhere.
 * - Without a token, and no proxy in front (TRUSTED_PROXIES 0): a request from the loopback interface, the
 *   address scripts/serve.mjs appended to X-Forwarded-For (a client cannot forge the right end).
 * - Without a token behind a proxy: nobody. Through nginx every request comes from 127.0.0.1, so loopback
 *   would let the whole internet in; the operator sets a token.
 *
 * Pure; no imports (the token comparison is passed in, so it can be constant-time on the server).
 */
export type MetricsAccess = 'allowed' | 'token-required' | 'refused'

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i

export const isLoopback = (address: string | null | undefined) => LOOPBACK.test((address ?? '').trim())

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')
  return match?.[1] ?? null
}

export function metricsAccess(input: {
  configuredToken: string | undefined
  authorization: string | null | undefined
  clientAddress: string
  trustedProxies: number
  tokensMatch: (given: string, configured: string) => boolean
}): MetricsAccess {
  if (input.configuredToken) {
    const given = bearerToken(input.authorization)
    return given !== null && input.tokensMatch(given, input.configuredToken) ? 'allowed' : 'token-required'
  }
  if (input.trustedProxies > 0) return 'refused'
  return isLoopback(input.clientAddress) ? 'allowed' : 'refused'
}
