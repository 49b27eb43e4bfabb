import { createHmac, timingSafeEqual } from 'node:crypto'

import { getEnv } from './env'

/**
 * Links that work without logging in and only for what they name: a document for a limited time, a
 * search profile's unsubscribe. The content is readable (base64url JSON); the HMAC makes it unforgeable.
 */
const key = (purpose: string) => createHmac('sha256', getEnv().PAYLOAD_SECRET).update(`signed-link:${purpose}`).digest()

export function signLink(purpose: string, content: Record<string, string | number>, expiresAt?: Date): string {
  const body = Buffer.from(JSON.stringify({ ...content, ...(expiresAt ? { exp: Math.floor(expiresAt.getTime() / 1000) } : {}) })).toString('base64url')
  const signature = createHmac('sha256', key(purpose)).update(body).digest('base64url')
  return `${body}.${signature}`
}

export type Verified = { ok: true; content: Record<string, unknown> } | { ok: false; reason: 'invalid' | 'expired' }

export function verifyLink(purpose: string, token: string, now = new Date()): Verified {
  if (token.length > 2000) return { ok: false, reason: 'invalid' }
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'invalid' }
  const expected = createHmac('sha256', key(purpose)).update(body).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  try {
    const content = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>
    if (typeof content.exp === 'number' && content.exp * 1000 < now.getTime()) return { ok: false, reason: 'expired' }
    return { ok: true, content }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}
