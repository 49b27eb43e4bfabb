import type { Payload } from 'payload'

import { looksLikeSecret, newSecret, secretHash } from './secrets'

export type TokenPurpose = 'invite' | 'reset'

/** An invitation waits a week for its owner; a password reminder an hour (ADR 0028). */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = { invite: 7 * 24 * 3600_000, reset: 3600_000 }

/**
 * A new single-use link for this address; earlier links of the same purpose stop working, so only the
 * latest mail's link opens. Returns the token, which is never stored (only its hash).
 */
export async function issueToken(payload: Payload, purpose: TokenPurpose, email: string, now = new Date()): Promise<string> {
  await payload.delete({ collection: 'account-tokens', where: { and: [{ email: { equals: email } }, { purpose: { equals: purpose } }] }, overrideAccess: true })
  const token = newSecret()
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString()
  await payload.create({ collection: 'account-tokens', data: { tokenHash: secretHash(token), purpose, email, expiresAt }, overrideAccess: true })
  return token
}

export type TokenFacts = { purpose: TokenPurpose; email: string }

/** What a link's token is for, while it is valid, without using it (the page that asks for the new password). */
export async function peekToken(payload: Payload, token: unknown, now = new Date()): Promise<TokenFacts | null> {
  if (!looksLikeSecret(token)) return null
  const { docs } = await payload.find({ collection: 'account-tokens', where: { tokenHash: { equals: secretHash(token) } }, limit: 1, depth: 0, overrideAccess: true })
  const row = docs[0]
  if (!row || new Date(row.expiresAt).getTime() <= now.getTime()) return null
  return { purpose: row.purpose, email: row.email }
}

/**
 * Uses a link: valid and unexpired, it is deleted and its facts returned; a second use finds nothing.
 * Two requests racing with the same token: the delete by id succeeds for one of them only.
 */
export async function consumeToken(payload: Payload, token: unknown, now = new Date()): Promise<TokenFacts | null> {
  if (!looksLikeSecret(token)) return null
  const { docs } = await payload.find({ collection: 'account-tokens', where: { tokenHash: { equals: secretHash(token) } }, limit: 1, depth: 0, overrideAccess: true })
  const row = docs[0]
  if (!row) return null
  const deleted = await payload.delete({ collection: 'account-tokens', where: { id: { equals: row.id } }, overrideAccess: true })
  if (deleted.docs.length !== 1) return null
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return null
  return { purpose: row.purpose, email: row.email }
}
