import type { Payload } from 'payload'

import { normalEmail } from '@/domain/accounts/email'
import { accountAddressKey, addressKey } from '@/domain/accounts/login-keys'
import { givePointBack, rateLimiter, resetPoints, takePoint } from '@/server/rate-limits'
import { hashPassword, needsRehash, verifyPassword } from '@/server/password'

import { createSession } from './sessions'

/** Failed logins an address may make in a quarter of an hour (many accounts tried from one place). */
export const LOGIN_FAILURES_PER_ADDRESS = 20
/**
 * Failed logins one e-mail address may take from one client address in a quarter of an hour before that
 * pair is locked for the rest of it. The lock is per account AND address (ADR 0042): an attacker who
 * guesses an owner's password from one place locks only themselves out, never the owner at home.
 */
export const LOGIN_FAILURES_PER_ACCOUNT = 5
const WINDOW_SECONDS = 15 * 60
/** Search profiles whose password a login tries: the newest ones, and always this many hashes (timing). */
const PROFILES_TRIED = 3

const byAddress = rateLimiter('portal-login-ip', LOGIN_FAILURES_PER_ADDRESS, WINDOW_SECONDS)
const byAccount = rateLimiter('portal-login-account', LOGIN_FAILURES_PER_ACCOUNT, WINDOW_SECONDS)
/** The two budgets, for tests that spend most of one without paying scrypt for each failure. */
export const LOGIN_LIMITS = { byAddress, byAccount } as const

let decoy: Promise<string> | undefined
/** A hash no password matches, checked in place of a missing account so every login costs the same. */
const decoyHash = () => (decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`))

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date; owner: boolean; searchProfiles: number }
  /** `invalid` covers an unknown address, a wrong password and a locked account alike (§8 message). */
  | { ok: false; problem: 'invalid' | 'throttled' }

/**
 * Checks an e-mail and password against the owner account and the search profiles of that address. The
 * same work is done whether or not the address exists (one owner hash and three profile hashes, decoys
 * standing in), and the answer for a locked account is the answer for a wrong password.
 */
export async function logIn(payload: Payload, input: { email: string; password: string; address: string }): Promise<LoginResult> {
  const email = normalEmail(input.email)
  const place = addressKey(input.address)
  if (!(await takePoint(byAddress, place))) return { ok: false, problem: 'throttled' }
  const accountKey = accountAddressKey(email, input.address)
  const unlocked = await takePoint(byAccount, accountKey)

  const [owners, profiles] = await Promise.all([
    payload.find({ collection: 'owners', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true }),
    payload.find({
      collection: 'search-profiles',
      where: { and: [{ email: { equals: email } }, { passwordHash: { exists: true } }] },
      sort: '-createdAt',
      limit: PROFILES_TRIED,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    }),
  ])
  const owner = owners.docs[0]
  const hashes = [owner?.passwordHash, ...Array.from({ length: PROFILES_TRIED }, (_, i) => profiles.docs[i]?.passwordHash)]
  const fallback = await decoyHash()
  const matches = await Promise.all(hashes.map((hash) => verifyPassword(input.password, hash || fallback)))
  const ownerMatches = Boolean(owner?.passwordHash) && matches[0] === true
  const profileIds = profiles.docs.filter((profile, i) => Boolean(profile.passwordHash) && matches[i + 1] === true).map((profile) => profile.id)

  if (!unlocked || (!ownerMatches && profileIds.length === 0)) return { ok: false, problem: 'invalid' }

  await Promise.all([givePointBack(byAddress, place), resetPoints(byAccount, accountKey)])
  const session = await createSession(payload, { email, ownerId: ownerMatches ? owner!.id : null, searchProfileIds: profileIds })
  const now = new Date().toISOString()
  await upgradeHashes(payload, input.password, ownerMatches ? { id: owner!.id, hash: owner!.passwordHash! } : null, profiles.docs.filter((profile) => profileIds.includes(profile.id)).map((profile) => ({ id: profile.id, hash: profile.passwordHash! })))
  if (ownerMatches) await payload.update({ collection: 'owners', id: owner!.id, data: { lastLoginAt: now }, overrideAccess: true })
  // A login is the holder's activity: it restarts the profiles' retention period (privacy statement).
  if (profileIds.length > 0) await payload.update({ collection: 'search-profiles', where: { id: { in: profileIds } }, data: { lastActiveAt: now }, overrideAccess: true })
  return { ok: true, ...session, owner: ownerMatches, searchProfiles: profileIds.length }
}

/** Hashes made with an older scrypt cost are replaced at the login that proves the password (ADR 0042). */
async function upgradeHashes(payload: Payload, password: string, owner: { id: number; hash: string } | null, profiles: { id: number; hash: string }[]): Promise<void> {
  const stale = [owner, ...profiles].filter((entry) => entry && needsRehash(entry.hash))
  if (stale.length === 0) return
  const passwordHash = await hashPassword(password)
  if (owner && needsRehash(owner.hash)) await payload.update({ collection: 'owners', id: owner.id, data: { passwordHash }, overrideAccess: true, context: { noInvitation: true } })
  const staleProfiles = profiles.filter((profile) => needsRehash(profile.hash)).map((profile) => profile.id)
  if (staleProfiles.length > 0) await payload.update({ collection: 'search-profiles', where: { id: { in: staleProfiles } }, data: { passwordHash }, overrideAccess: true })
}
