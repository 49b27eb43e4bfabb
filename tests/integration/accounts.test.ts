import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountAddressKey } from '../../src/domain/accounts/login-keys'

import { startPayload, type TestDatabase } from './setup-db'
import { requireRedis } from './setup-redis'

/**
 * Owner and search-profile accounts (ADR 0028): login with one answer for every failure, lockout per
 * address, throttling per client address, single-use links that expire, sessions that end.
 */
let payload: Payload
let database: TestDatabase
let accounts: {
  login: typeof import('../../src/features/accounts/login')
  passwords: typeof import('../../src/features/accounts/passwords')
  sessions: typeof import('../../src/features/accounts/sessions')
  tokens: typeof import('../../src/features/accounts/tokens')
}
const run = randomBytes(3).toString('hex')
const address = (n: number) => `203.0.${randomBytes(1)[0]}.${n}`
const ownerEmail = `eigenaar-${run}@example.be`

/** Takes points from a login budget as that many failed logins would. */
async function spend(limit: import('../../src/server/rate-limits').RateLimit, key: string, points: number) {
  const { takePoint } = await import('../../src/server/rate-limits')
  for (let i = 0; i < points; i++) await takePoint(limit, key)
}

async function mailJobs(email: string) {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendAccountMail' } }, limit: 100, depth: 0 })
  return docs.filter((job) => (job.input as { email?: string }).email === email)
}

beforeAll(async () => {
  ;({ payload, database } = await startPayload({ REDIS_URL: await requireRedis() }))
  accounts = {
    login: await import('../../src/features/accounts/login'),
    passwords: await import('../../src/features/accounts/passwords'),
    sessions: await import('../../src/features/accounts/sessions'),
    tokens: await import('../../src/features/accounts/tokens'),
  }
  await payload.create({ collection: 'owners', data: { email: ownerEmail.toUpperCase(), name: 'An Peeters', locale: 'nl' } })
})

afterAll(async () => {
  const { closeRedis } = await import('../../src/server/redis')
  await closeRedis()
  await payload?.destroy()
  await database?.cleanup()
})

describe('an owner chooses a password from a single-use link and logs in', () => {
  it('sets the password once; the link then fails', async () => {
    const token = await accounts.tokens.issueToken(payload, 'invite', ownerEmail)
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'kort' })).toEqual({ ok: false, problem: 'passwordShort' })
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'duinen-en-zee-2026' })).toEqual({ ok: true, email: ownerEmail })
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'duinen-en-zee-2027' })).toEqual({ ok: false, problem: 'invalidLink' })
    const stored = await payload.find({ collection: 'owners', where: { email: { equals: ownerEmail } }, showHiddenFields: true, overrideAccess: true })
    expect(stored.docs[0]?.passwordHash).toMatch(/^scrypt\$/)
    expect(JSON.stringify(await payload.find({ collection: 'account-tokens', overrideAccess: true }))).not.toContain(token)
  })

  it('logs in with the address in any case, and the session names the owner', async () => {
    const result = await accounts.login.logIn(payload, { email: ` ${ownerEmail.toUpperCase()} `, password: 'duinen-en-zee-2026', address: address(1) })
    expect(result).toMatchObject({ ok: true, owner: true })
    if (!result.ok) return
    const account = await accounts.sessions.readSession(payload, result.token)
    expect(account?.owner?.email).toBe(ownerEmail)
    // The account travels through pages and actions: never with the password's hash.
    expect(account?.owner && 'passwordHash' in account.owner).toBe(false)
    await accounts.sessions.endSession(payload, result.token)
    expect(await accounts.sessions.readSession(payload, result.token)).toBeNull()
  })

  it('answers a wrong password and an unknown address alike', async () => {
    expect(await accounts.login.logIn(payload, { email: ownerEmail, password: 'verkeerd-wachtwoord', address: address(2) })).toEqual({ ok: false, problem: 'invalid' })
    expect(await accounts.login.logIn(payload, { email: `niemand-${run}@example.be`, password: 'duinen-en-zee-2026', address: address(2) })).toEqual({ ok: false, problem: 'invalid' })
  })

  it('upgrades a hash of the old cost (scrypt$salt$hash) at the next login', async () => {
    const { scryptSync } = await import('node:crypto')
    const email = `oud-${run}@example.be`
    const salt = randomBytes(16)
    const legacy = `scrypt$${salt.toString('hex')}$${scryptSync('oude-duinen-2019', salt, 32).toString('hex')}`
    const owner = await payload.create({ collection: 'owners', data: { email, name: 'Oud', locale: 'nl' } })
    await payload.update({ collection: 'owners', id: owner.id, data: { passwordHash: legacy }, overrideAccess: true, context: { noInvitation: true } })
    expect(await accounts.login.logIn(payload, { email, password: 'oude-duinen-2019', address: address(3) })).toMatchObject({ ok: true, owner: true })
    const stored = await payload.findByID({ collection: 'owners', id: owner.id, showHiddenFields: true, overrideAccess: true })
    expect(stored.passwordHash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/)
    expect(await accounts.login.logIn(payload, { email, password: 'oude-duinen-2019', address: address(4) })).toMatchObject({ ok: true })
  })

  it('ends every session of an owner whose e-mail address staff change', async () => {
    const email = `wissel-${run}@example.be`
    const owner = await payload.create({ collection: 'owners', data: { email, name: 'Wissel', locale: 'nl' } })
    const token = await accounts.tokens.issueToken(payload, 'invite', email)
    await accounts.passwords.choosePassword(payload, { token, password: 'strand-en-duin-77' })
    const login = await accounts.login.logIn(payload, { email, password: 'strand-en-duin-77', address: address(5) })
    if (!login.ok) throw new Error('login failed')
    expect(await accounts.sessions.readSession(payload, login.token)).not.toBeNull()
    await payload.update({ collection: 'owners', id: owner.id, data: { name: 'Wissel bis' } })
    expect(await accounts.sessions.readSession(payload, login.token)).not.toBeNull()
    // The portal's weekly-report switch saves with `select`, so the hook sees no e-mail in the doc: no new address.
    await payload.update({ collection: 'owners', id: owner.id, data: { weeklyReport: false }, select: { weeklyReport: true }, overrideAccess: true })
    expect(await accounts.sessions.readSession(payload, login.token)).not.toBeNull()
    await payload.update({ collection: 'owners', id: owner.id, data: { email: `nieuw-${email}` } })
    expect(await accounts.sessions.readSession(payload, login.token)).toBeNull()
  })

  it('expires a link after its hour', async () => {
    const token = await accounts.tokens.issueToken(payload, 'reset', ownerEmail, new Date(Date.now() - 3601_000))
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'duinen-en-zee-2030' })).toEqual({ ok: false, problem: 'invalidLink' })
  })
})

describe('abuse', () => {
  it('locks an account for the address that failed five times, not for its holder elsewhere (ADR 0042)', async () => {
    const email = `slot-${run}@example.be`
    await payload.create({ collection: 'owners', data: { email, name: 'Slot', locale: 'fr' } })
    const token = await accounts.tokens.issueToken(payload, 'invite', email)
    await accounts.passwords.choosePassword(payload, { token, password: 'strand-en-duin-99' })
    const attacker = address(10)
    // All failures but the last are spent on the budget directly (each real login costs four scrypt hashes).
    await spend(accounts.login.LOGIN_LIMITS.byAccount, accountAddressKey(email, attacker), accounts.login.LOGIN_FAILURES_PER_ACCOUNT - 1)
    for (let i = 0; i < 1; i++) {
      expect(await accounts.login.logIn(payload, { email, password: `fout-${i}-wachtwoord`, address: attacker })).toEqual({ ok: false, problem: 'invalid' })
    }
    // The attacker's place is locked out of the account, even with the right password, with the same answer…
    expect(await accounts.login.logIn(payload, { email, password: 'strand-en-duin-99', address: attacker })).toEqual({ ok: false, problem: 'invalid' })
    // …the owner at home still logs in.
    expect(await accounts.login.logIn(payload, { email, password: 'strand-en-duin-99', address: address(30) })).toMatchObject({ ok: true, owner: true })
  })

  it('counts one IPv6 /64 as one place', async () => {
    const email = `zes-${run}@example.be`
    await payload.create({ collection: 'owners', data: { email, name: 'Zes', locale: 'nl' } })
    const token = await accounts.tokens.issueToken(payload, 'invite', email)
    await accounts.passwords.choosePassword(payload, { token, password: 'strand-en-duin-66' })
    const prefix = `2001:db8:${randomBytes(2).toString('hex')}:1`
    await spend(accounts.login.LOGIN_LIMITS.byAccount, accountAddressKey(email, `${prefix}::1`), accounts.login.LOGIN_FAILURES_PER_ACCOUNT - 1)
    for (let i = 0; i < 1; i++) {
      await accounts.login.logIn(payload, { email, password: `fout-${i}-wachtwoord`, address: `${prefix}::${i + 1}` })
    }
    expect(await accounts.login.logIn(payload, { email, password: 'strand-en-duin-66', address: `${prefix}::99` })).toEqual({ ok: false, problem: 'invalid' })
  })

  it('throttles one client address trying many accounts', async () => {
    const from = address(200)
    const answers = []
    await spend(accounts.login.LOGIN_LIMITS.byAddress, from, accounts.login.LOGIN_FAILURES_PER_ADDRESS - 2)
    for (let i = 0; i < 3; i++) answers.push((await accounts.login.logIn(payload, { email: `x${i}-${run}@example.be`, password: 'whatever-it-is', address: from })) as { problem?: string })
    expect(answers.slice(0, -1).every((answer) => answer.problem === 'invalid')).toBe(true)
    expect(answers.at(-1)?.problem).toBe('throttled')
  })

  it('queues a reminder for any address, and the job mails only a real account', async () => {
    const unknown = `onbekend-${run}@example.be`
    expect(await accounts.passwords.requestReminder(payload, { email: unknown, address: address(50) })).toBe('queued')
    expect(await accounts.passwords.requestReminder(payload, { email: ownerEmail, address: address(51) })).toBe('queued')
    await payload.jobs.run({ queue: 'leads', limit: 20 })
    // Both jobs ran to completion (a finished job is removed); only the real account got a link.
    expect(await mailJobs(unknown)).toEqual([])
    expect(await mailJobs(ownerEmail)).toEqual([])
    const tokens = await payload.find({ collection: 'account-tokens', where: { purpose: { equals: 'reset' } }, overrideAccess: true })
    expect(tokens.docs.map((doc) => doc.email)).toEqual([ownerEmail])
  })
})
