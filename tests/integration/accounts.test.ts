import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestDatabase } from './setup-db'
import { requireRedis } from './setup-redis'

/**
 * Owner and search-profile accounts (issue 11 §1): login with one answer for every failure, lockout per
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

  it('expires a link after its hour', async () => {
    const token = await accounts.tokens.issueToken(payload, 'reset', ownerEmail, new Date(Date.now() - 3601_000))
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'duinen-en-zee-2030' })).toEqual({ ok: false, problem: 'invalidLink' })
  })
})

describe('abuse', () => {
  it('locks an address after five failures, even for the right password, with the same answer', async () => {
    const email = `slot-${run}@example.be`
    await payload.create({ collection: 'owners', data: { email, name: 'Slot', locale: 'fr' } })
    const token = await accounts.tokens.issueToken(payload, 'invite', email)
    await accounts.passwords.choosePassword(payload, { token, password: 'strand-en-duin-99' })
    for (let i = 0; i < accounts.login.LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect(await accounts.login.logIn(payload, { email, password: `fout-${i}-wachtwoord`, address: address(10 + i) })).toEqual({ ok: false, problem: 'invalid' })
    }
    expect(await accounts.login.logIn(payload, { email, password: 'strand-en-duin-99', address: address(30) })).toEqual({ ok: false, problem: 'invalid' })
  })

  it('throttles one client address trying many accounts', async () => {
    const from = address(200)
    const answers = []
    for (let i = 0; i <= accounts.login.LOGIN_FAILURES_PER_ADDRESS; i++) answers.push((await accounts.login.logIn(payload, { email: `x${i}-${run}@example.be`, password: 'whatever-it-is', address: from })) as { problem?: string })
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
