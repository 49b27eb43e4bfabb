import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import fr from '../../messages/fr.json'
import { mailsTo, passwordLink, readOutbox } from '../support/mail-outbox'
import { startPayload, type TestDatabase } from './setup-db'
import { requireRedis } from './setup-redis'

/**
 * The account journeys as the pages drive them, through the mails they send (ADR 0028): staff invite an
 * owner, the invitation's link sets the password, the owner logs in; a reminder's link is single-use, dies
 * after its hour and after a newer reminder, ends every other session; an unknown address gets nothing, and
 * nothing tells it apart. Mails are read from the outbox folder (no SMTP_URL in tests: src/server/mail.ts).
 */
let payload: Payload
let database: TestDatabase
let staff: import('@/payload-types').User
let accounts: {
  login: typeof import('../../src/features/accounts/login')
  passwords: typeof import('../../src/features/accounts/passwords')
  sessions: typeof import('../../src/features/accounts/sessions')
  tokens: typeof import('../../src/features/accounts/tokens')
}
let paths: typeof import('../../src/i18n/paths')
const dataDir = () => process.env.DATA_DIR!
const run = randomBytes(3).toString('hex')
/** A client address of its own per call: the throttles of one test never meet another's. */
const address = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const HOUR = 3600_000

const sendMail = () => payload.jobs.run({ queue: 'leads', limit: 20 })

/** The one mail to this address since `before` mails were in the outbox, and its link's token. */
function newMailTo(email: string, before: number) {
  const mails = mailsTo(dataDir(), email).slice(before)
  expect(mails).toHaveLength(1)
  const link = passwordLink(mails[0]!)
  return { mail: mails[0]!, link, token: link.searchParams.get('token')! }
}

async function ownerWithPassword(email: string, password: string) {
  await payload.create({ collection: 'owners', data: { email, name: 'Eigenaar', locale: 'nl' } })
  const token = await accounts.tokens.issueToken(payload, 'invite', email)
  expect(await accounts.passwords.choosePassword(payload, { token, password })).toEqual({ ok: true, email })
}

beforeAll(async () => {
  ;({ payload, database } = await startPayload({ REDIS_URL: await requireRedis() }))
  accounts = {
    login: await import('../../src/features/accounts/login'),
    passwords: await import('../../src/features/accounts/passwords'),
    sessions: await import('../../src/features/accounts/sessions'),
    tokens: await import('../../src/features/accounts/tokens'),
  }
  paths = await import('../../src/i18n/paths')
  staff = await payload.create({ collection: 'users', data: { email: `makelaar-${run}@zeedijk.test`, password: 'een lange zin over de dijk', roles: ['agent'] } })
})

afterAll(async () => {
  const { closeRedis } = await import('../../src/server/redis')
  await closeRedis()
  await payload?.destroy()
  await database?.cleanup()
})

describe('staff invite an owner', () => {
  const email = `jean-${run}@example.be`

  it('refuses an owner made by anyone but staff', async () => {
    await expect(payload.create({ collection: 'owners', data: { email: `intrus-${run}@example.be`, name: 'Intrus', locale: 'fr', sendInvitation: true }, overrideAccess: false })).rejects.toThrow()
    await sendMail()
    expect(mailsTo(dataDir(), `intrus-${run}@example.be`)).toEqual([])
  })

  it('mails the owner, in their language, a link that sets the password once; the owner then logs in', async () => {
    const before = mailsTo(dataDir(), email).length
    await payload.create({ collection: 'owners', data: { email, name: 'Jean Dubois', locale: 'fr', sendInvitation: true }, user: staff, overrideAccess: false })
    await sendMail()
    const { mail, link, token } = newMailTo(email, before)
    expect(mail.subject).toBe(fr.accountMail.inviteSubject)
    expect(mail.body).toContain('Jean Dubois')
    expect(link.pathname).toBe(paths.publicPath('/login/new-password', 'fr'))

    expect(await accounts.tokens.peekToken(payload, token)).toEqual({ purpose: 'invite', email })
    // The invitation waits a week, not longer.
    expect(await accounts.tokens.peekToken(payload, token, new Date(Date.now() + 7 * 24 * HOUR + 60_000))).toBeNull()
    const owner = (await payload.find({ collection: 'owners', where: { email: { equals: email } }, overrideAccess: true })).docs[0]
    expect(owner?.invitedAt).toBeTruthy()
    expect(owner?.passwordSetAt).toBeFalsy()

    expect(await accounts.passwords.choosePassword(payload, { token, password: 'digue-et-dunes-2026' })).toEqual({ ok: true, email })
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'digue-et-dunes-2027' })).toEqual({ ok: false, problem: 'invalidLink' })
    expect(await accounts.tokens.peekToken(payload, token)).toBeNull()

    const login = await accounts.login.logIn(payload, { email, password: 'digue-et-dunes-2026', address: address() })
    expect(login).toMatchObject({ ok: true, owner: true, searchProfiles: 0 })
    if (login.ok) expect((await accounts.sessions.readSession(payload, login.token))?.owner?.email).toBe(email)
  })
})

describe('a password reminder', () => {
  it('works once, and only its hour', async () => {
    const email = `an-${run}@example.be`
    await ownerWithPassword(email, 'oud-wachtwoord-aan-zee')
    const before = mailsTo(dataDir(), email).length
    expect(await accounts.passwords.requestReminder(payload, { email: email.toUpperCase(), address: address() })).toBe('queued')
    await sendMail()
    const { mail, link, token } = newMailTo(email, before)
    expect(link.pathname).toBe(paths.publicPath('/login/new-password', 'nl'))
    expect(mail.body).not.toContain('oud-wachtwoord')

    const facts = await accounts.tokens.peekToken(payload, token)
    expect(facts).toEqual({ purpose: 'reset', email })
    // An hour and a minute later the same link opens nothing, and cannot be used.
    const later = new Date(Date.now() + HOUR + 60_000)
    expect(await accounts.tokens.peekToken(payload, token, later)).toBeNull()
    expect(await accounts.tokens.consumeToken(payload, token, later)).toBeNull()
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'nieuw-wachtwoord-aan-zee' })).toEqual({ ok: false, problem: 'invalidLink' })
  })

  it('stops working when a newer reminder is sent: only the latest mail opens', async () => {
    const email = `bert-${run}@example.be`
    await ownerWithPassword(email, 'oud-wachtwoord-aan-zee')
    let before = mailsTo(dataDir(), email).length
    await accounts.passwords.requestReminder(payload, { email, address: address() })
    await sendMail()
    const first = newMailTo(email, before).token
    before = mailsTo(dataDir(), email).length
    await accounts.passwords.requestReminder(payload, { email, address: address() })
    await sendMail()
    const second = newMailTo(email, before).token
    expect(second).not.toBe(first)
    expect(await accounts.tokens.peekToken(payload, first)).toBeNull()
    expect(await accounts.passwords.choosePassword(payload, { token: second, password: 'nieuw-wachtwoord-aan-zee' })).toEqual({ ok: true, email })
  })

  it('refuses a weak password without using up the link, then a good one works', async () => {
    const email = `carla-${run}@example.be`
    await ownerWithPassword(email, 'oud-wachtwoord-aan-zee')
    const before = mailsTo(dataDir(), email).length
    await accounts.passwords.requestReminder(payload, { email, address: address() })
    await sendMail()
    const { token } = newMailTo(email, before)
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'kort' })).toEqual({ ok: false, problem: 'passwordShort' })
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'password123' })).toEqual({ ok: false, problem: 'passwordCommon' })
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'z'.repeat(201) })).toEqual({ ok: false, problem: 'tooLong' })
    expect(await accounts.tokens.peekToken(payload, token)).toEqual({ purpose: 'reset', email })
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'strandstoel en parasol' })).toEqual({ ok: true, email })
  })

  it('ends every session of the address, and the old password no longer opens', async () => {
    const email = `dirk-${run}@example.be`
    await ownerWithPassword(email, 'oud-wachtwoord-aan-zee')
    const sessions = await Promise.all([1, 2].map(() => accounts.login.logIn(payload, { email, password: 'oud-wachtwoord-aan-zee', address: address() })))
    const tokens = sessions.map((session) => (session.ok ? session.token : ''))
    for (const token of tokens) expect(await accounts.sessions.readSession(payload, token)).not.toBeNull()

    const before = mailsTo(dataDir(), email).length
    await accounts.passwords.requestReminder(payload, { email, address: address() })
    await sendMail()
    const { token } = newMailTo(email, before)
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'nieuw-wachtwoord-aan-zee' })).toEqual({ ok: true, email })

    for (const session of tokens) expect(await accounts.sessions.readSession(payload, session)).toBeNull()
    expect(await accounts.login.logIn(payload, { email, password: 'oud-wachtwoord-aan-zee', address: address() })).toEqual({ ok: false, problem: 'invalid' })
    expect(await accounts.login.logIn(payload, { email, password: 'nieuw-wachtwoord-aan-zee', address: address() })).toMatchObject({ ok: true, owner: true })
  })

  it('sets the password of a search-profile holder too, who then logs in to the profile and not as an owner', async () => {
    const email = `zoeker-${run}@example.be`
    const { hashPassword } = await import('../../src/server/password')
    const profile = await payload.create({ collection: 'search-profiles', data: { email, locale: 'de', goal: 'buy', passwordHash: await hashPassword('vergessenes-passwort') }, overrideAccess: true })
    const before = mailsTo(dataDir(), email).length
    await accounts.passwords.requestReminder(payload, { email, address: address() })
    await sendMail()
    const { link, token } = newMailTo(email, before)
    expect(link.pathname).toBe(paths.publicPath('/login/new-password', 'de'))
    expect(await accounts.passwords.choosePassword(payload, { token, password: 'neues-passwort-am-meer' })).toEqual({ ok: true, email })
    const login = await accounts.login.logIn(payload, { email, password: 'neues-passwort-am-meer', address: address() })
    expect(login).toMatchObject({ ok: true, owner: false, searchProfiles: 1 })
    if (login.ok) expect((await accounts.sessions.readSession(payload, login.token))?.searchProfileIds).toEqual([profile.id])
  })

  it('answers an unknown address as a known one, and sends it nothing and keeps no link for it', async () => {
    const known = `eva-${run}@example.be`
    const unknown = `niemand-${run}@example.be`
    await ownerWithPassword(known, 'oud-wachtwoord-aan-zee')
    const mailsBefore = readOutbox(dataDir()).length
    const answers = [await accounts.passwords.requestReminder(payload, { email: unknown, address: address() }), await accounts.passwords.requestReminder(payload, { email: known, address: address() })]
    expect(answers).toEqual(['queued', 'queued'])
    await sendMail()
    const sent = readOutbox(dataDir()).slice(mailsBefore)
    expect(sent.map((mail) => mail.to)).toEqual([known])
    const links = await payload.find({ collection: 'account-tokens', where: { email: { in: [known, unknown] } }, overrideAccess: true })
    expect(links.docs.map((doc) => doc.email)).toEqual([known])
    // Nor does an invitation go to an address that is no owner (a reminder job for a stranger is the same).
    expect(mailsTo(dataDir(), unknown)).toEqual([])
  })

  it('is throttled per account with the same answer whether or not it exists', async () => {
    const unknown = `nogiemand-${run}@example.be`
    const known = `fien-${run}@example.be`
    await ownerWithPassword(known, 'oud-wachtwoord-aan-zee')
    const { RESET_REQUESTS_PER_ACCOUNT } = await import('../../src/server/staff-throttle')
    for (const email of [known, unknown]) {
      const answers = []
      for (let i = 0; i <= RESET_REQUESTS_PER_ACCOUNT; i++) answers.push(await accounts.passwords.requestReminder(payload, { email, address: address() }))
      expect(answers).toEqual([...Array(RESET_REQUESTS_PER_ACCOUNT).fill('queued'), 'throttled'])
    }
  })
})
