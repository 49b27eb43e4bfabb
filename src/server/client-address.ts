import { clientAddress } from '@/domain/client-address'

import { getEnv } from './env'

type HeaderSource = { get(name: string): string | null }

/**
 * The visitor's address as every rate limit keys it: X-Forwarded-For read from the right, skipping
 * TRUSTED_PROXIES hops. scripts/serve.mjs appends the socket address to that header before Next.js sees
 * the request, so the right end is always written by our own machines (see ADR 0011).
 */
export function clientAddressOf(headers: HeaderSource): string {
  return clientAddress(headers.get('x-forwarded-for'), getEnv().TRUSTED_PROXIES)
}
