import type { Payload } from 'payload'

import { SITE_STORAGE } from '@/domain/cookies'
import { relationId } from '@/domain/relation'
import { isDatabaseLocked } from '@/server/transaction'
import type { Owner } from '@/payload-types'

import { looksLikeSecret, newSecret, secretHash } from './secrets'

/**
 * The cookie that holds a portal session; it is not Payload's `payload-token`, which is for staff only. Its
 * name and lifetime (two weeks from login; logging out, or a new password, ends it before) are those the
 * cookie policy lists (domain/cookies.ts).
 */
export const SESSION_COOKIE = SITE_STORAGE.accountSession.name
export const SESSION_LIFETIME_MS = SITE_STORAGE.accountSession.lifetime.seconds * 1000

/** Who a session is: the address, its owner account if any, and the search profiles opened with the same password. */
export type Account = { sessionId: number; email: string; owner: Owner | null; searchProfileIds: number[] }

export type NewSession = { email: string; ownerId: number | null; searchProfileIds: number[] }

/** Starts a session and returns the cookie's value (only its hash is stored). */
export async function createSession(payload: Payload, session: NewSession, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret()
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS)
  const data = { tokenHash: secretHash(token), email: session.email, owner: session.ownerId, searchProfiles: session.searchProfileIds, expiresAt: expiresAt.toISOString() }
  // On SQLite another request's transaction may hold the write lock for a moment (ADR 0015): a login waits
  // and tries again (up to about 1.4 s in all) rather than telling the visitor it could not be checked.
  for (let attempt = 1; ; attempt++) {
    try {
      await payload.create({ collection: 'account-sessions', data, overrideAccess: true })
      return { token, expiresAt }
    } catch (error) {
      if (attempt >= 8 || !isDatabaseLocked(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

/** The account of a cookie's value, or null when it names no live session. */
export async function readSession(payload: Payload, token: unknown, now = new Date()): Promise<Account | null> {
  if (!looksLikeSecret(token)) return null
  const { docs } = await payload.find({ collection: 'account-sessions', where: { tokenHash: { equals: secretHash(token) } }, limit: 1, depth: 0, overrideAccess: true })
  const session = docs[0]
  if (!session || new Date(session.expiresAt).getTime() <= now.getTime()) return null
  const ownerId = session.owner ? relationId(session.owner) : null
  // Everything of the owner but the password's hash: the account travels through pages and actions.
  const owner = ownerId ? await payload.findByID({ collection: 'owners', id: ownerId, depth: 0, overrideAccess: true, disableErrors: true, select: { passwordHash: false } }) : null
  // A profile deleted since login (by its holder or staff) no longer opens.
  const wanted = (session.searchProfiles ?? []).map((profile) => relationId(profile))
  const existing = wanted.length
    ? (await payload.find({ collection: 'search-profiles', where: { and: [{ id: { in: wanted } }, { email: { equals: session.email } }] }, depth: 0, limit: wanted.length, overrideAccess: true, select: {} })).docs.map((doc) => doc.id)
    : []
  if (!owner && existing.length === 0) return null
  return { sessionId: session.id, email: session.email, owner: owner ?? null, searchProfileIds: existing }
}

/** Logout: this session ends. */
export async function endSession(payload: Payload, token: unknown): Promise<void> {
  if (!looksLikeSecret(token)) return
  await payload.delete({ collection: 'account-sessions', where: { tokenHash: { equals: secretHash(token) } }, overrideAccess: true })
}

/** A new password ends every session of the address (a thief's included). */
export async function endSessionsOf(payload: Payload, email: string): Promise<void> {
  await payload.delete({ collection: 'account-sessions', where: { email: { equals: email } }, overrideAccess: true })
}

/** Removes expired sessions and links; run by the daily housekeeping job. */
export async function removeExpired(payload: Payload, now = new Date()): Promise<void> {
  const past = { less_than_equal: now.toISOString() }
  await payload.delete({ collection: 'account-sessions', where: { expiresAt: past }, overrideAccess: true })
  await payload.delete({ collection: 'account-tokens', where: { expiresAt: past }, overrideAccess: true })
}
