import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Account } from '../../src/features/accounts/sessions'
import type { SearchProfile } from '../../src/payload-types'

import { startPayload, type TestDatabase } from './setup-db'

/**
 * A search-profile holder manages their profiles (ADR 0028): made through the keep-me-informed form,
 * opened by logging in with its password, then changed, paused and deleted through the functions the
 * page's server actions call. Holder A posting holder B's profile id changes nothing of B's.
 */
let payload: Payload
let database: TestDatabase
let manage: typeof import('../../src/features/search-profiles/manage')
let sessions: typeof import('../../src/features/accounts/sessions')
let flat = 0
let villa = 0
let oostende = 0
let knokke = 0

const PASSWORD_A = 'duinen-en-zee-2026'
const PASSWORD_B = 'strand-en-zon-2026'
const HOLDER_A = 'holder-a@example.be'
const HOLDER_B = 'holder-b@example.be'

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) data.append(name, item)
  return data
}

async function keepMeInformed(email: string, password: string, criteria: Record<string, string | string[]>) {
  const { createCaptchaChallenge } = await import('../../src/features/captcha/captcha')
  const { receiveLead } = await import('../../src/features/leads/receive-lead')
  const challenge = await createCaptchaChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  const altcha = btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
  const person = { salutation: 'ms', firstName: 'Sophie', lastName: 'Lambert', email, phone: '0475 12 34 56', privacy: 'on' }
  const result = await receiveLead(payload, form({ kind: 'search-profile', locale: 'nl', altcha, ...person, password, passwordConfirm: password, ...criteria }), { ip: '198.51.100.7' })
  expect(result.ok).toBe(true)
  return result
}

async function logIn(email: string, password: string): Promise<{ token: string; account: Account }> {
  const { logIn } = await import('../../src/features/accounts/login')
  const result = await logIn(payload, { email, password, address: '198.51.100.8' })
  if (!result.ok) throw new Error(`login failed for ${email}`)
  const account = await sessions.readSession(payload, result.token)
  expect(account).not.toBeNull()
  return { token: result.token, account: account! }
}

const profileOf = (id: number) => payload.findByID({ collection: 'search-profiles', id, depth: 0, disableErrors: true, showHiddenFields: true })
const leadOf = (profile: SearchProfile) => payload.findByID({ collection: 'leads', id: typeof profile.lead === 'object' ? profile.lead!.id : profile.lead!, depth: 0 })

/** The change form as the page posts it. */
const criteriaForm = (values: Record<string, string | string[]>) =>
  form({ goal: 'buy', propertyTypes: [String(flat)], regions: [String(oostende)], priceMin: '', priceMax: '', minBedrooms: '', minBathrooms: '', minGarages: '', minParkings: '', ...values })

let holderA: { token: string; account: Account }
let holderB: { token: string; account: Account }
let profilesA: SearchProfile[]
let profileB: SearchProfile

beforeAll(async () => {
  ;({ payload, database } = await startPayload({ CAPTCHA_COST: '10' }))
  manage = await import('../../src/features/search-profiles/manage')
  sessions = await import('../../src/features/accounts/sessions')
  flat = (await payload.create({ collection: 'property-types', locale: 'nl', data: { externalId: 71, webId: 71, name: 'Appartement' } })).id
  villa = (await payload.create({ collection: 'property-types', locale: 'nl', data: { externalId: 72, webId: 72, name: 'Villa' } })).id
  oostende = (await payload.create({ collection: 'regions', locale: 'nl', data: { externalId: 7201, name: 'Oostende', polygons: [{ coordinates: '51.22,2.90 51.22,2.94 51.24,2.94 51.24,2.90' }] } })).id
  knokke = (await payload.create({ collection: 'regions', locale: 'nl', data: { externalId: 7202, name: 'Knokke', polygons: [{ coordinates: '51.34,3.26 51.34,3.30 51.36,3.30 51.36,3.26' }] } })).id

  await keepMeInformed(HOLDER_A, PASSWORD_A, { goal: 'buy', propertyTypes: [String(flat)], regions: [String(oostende)], priceMax: '300.000', minBedrooms: '2' })
  await keepMeInformed(HOLDER_A, PASSWORD_A, { goal: 'rent', propertyTypes: [String(villa)], regions: [String(knokke)], priceMax: '1.500' })
  await keepMeInformed(HOLDER_B, PASSWORD_B, { goal: 'buy', propertyTypes: [String(villa)], regions: [String(knokke)], priceMin: '500.000' })
  holderA = await logIn(HOLDER_A, PASSWORD_A)
  holderB = await logIn(HOLDER_B, PASSWORD_B)
  profilesA = await manage.holderProfiles(payload, holderA.account)
  profileB = (await manage.holderProfiles(payload, holderB.account))[0]!
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('a holder sees the profiles their password opened, and no others', () => {
  it('lists both of A’s profiles and only B’s for B', async () => {
    expect(profilesA.map((profile) => [profile.email, profile.goal])).toEqual([
      [HOLDER_A, 'buy'],
      [HOLDER_A, 'rent'],
    ])
    expect(profileB).toMatchObject({ email: HOLDER_B, goal: 'buy', priceMin: 500_000 })
    expect(holderA.account.searchProfileIds).not.toContain(profileB.id)
  })
})

describe('a holder changes a profile', () => {
  it('stores new criteria checked like the keep-me-informed form', async () => {
    const [buy] = profilesA
    const result = await manage.changeProfile(payload, holderA.account, String(buy!.id), criteriaForm({ propertyTypes: [String(flat), String(villa)], regions: [String(oostende), String(knokke)], priceMax: '325.000', minBedrooms: '3', minGarages: '1' }))
    expect(result).toEqual({ ok: true })
    expect(await profileOf(buy!.id)).toMatchObject({ goal: 'buy', propertyTypes: [flat, villa], regions: [oostende, knokke], priceMin: null, priceMax: 325_000, minBedrooms: 3, minGarages: 1 })
  })

  it('answers bad input with translated keys per field and what was typed, changing nothing', async () => {
    const [buy] = profilesA
    const before = await profileOf(buy!.id)
    const result = await manage.changeProfile(payload, holderA.account, String(buy!.id), criteriaForm({ propertyTypes: [], priceMin: '400.000', priceMax: '300.000', minBedrooms: 'drie' }))
    expect(result).toEqual({
      ok: false,
      problem: 'invalid',
      errors: { propertyTypes: 'atLeastOneType', priceMax: 'priceRange', minBedrooms: 'number' },
      values: expect.objectContaining({ priceMin: '400.000', priceMax: '300.000', minBedrooms: 'drie', regions: [String(oostende)] }),
    })
    const unknownRegion = await manage.changeProfile(payload, holderA.account, String(buy!.id), criteriaForm({ regions: ['999999'] }))
    expect(unknownRegion).toMatchObject({ ok: false, errors: { regions: 'invalid' } })
    expect(await profileOf(buy!.id)).toEqual(before)
  })

  it('pauses and resumes the alerts', async () => {
    const [, rent] = profilesA
    expect(await manage.setProfileActive(payload, holderA.account, String(rent!.id), false)).toEqual({ ok: true })
    expect((await profileOf(rent!.id))?.active).toBe(false)
    expect(await manage.setProfileActive(payload, holderA.account, String(rent!.id), true)).toEqual({ ok: true })
    expect(await profileOf(rent!.id)).toMatchObject({ active: true, unsubscribedAt: null })
  })
})

describe('holder A posting holder B’s profile id', () => {
  it('cannot change, pause or delete it: each is refused and nothing of B changes', async () => {
    const before = await profileOf(profileB.id)
    const leadBefore = await leadOf(profileB)
    for (const posted of [String(profileB.id), profileB.id, ` ${profileB.id}`, `${profileB.id}.0`, '', undefined, `${profileB.id} or 1=1`]) {
      expect(await manage.changeProfile(payload, holderA.account, posted, criteriaForm({ priceMax: '1' }))).toEqual({ ok: false, problem: 'notYours' })
      expect(await manage.setProfileActive(payload, holderA.account, posted, false)).toEqual({ ok: false, problem: 'notYours' })
      expect(await manage.deleteProfile(payload, holderA.account, posted)).toEqual({ ok: false, problem: 'notYours' })
    }
    expect(await profileOf(profileB.id)).toEqual(before)
    expect(await leadOf(profileB)).toEqual(leadBefore)
    expect(await sessions.readSession(payload, holderB.token)).toMatchObject({ searchProfileIds: [profileB.id] })
  })

  it('is refused for a session that does not name it, even with the same address (a profile made later)', async () => {
    await keepMeInformed(HOLDER_A, 'een-ander-wachtwoord-2026', { goal: 'buy', propertyTypes: [String(flat)], regions: [String(oostende)] })
    const { docs } = await payload.find({ collection: 'search-profiles', where: { email: { equals: HOLDER_A } }, sort: '-createdAt', limit: 1 })
    const other = docs[0]!
    expect(holderA.account.searchProfileIds).not.toContain(other.id)
    expect(await manage.deleteProfile(payload, holderA.account, String(other.id))).toEqual({ ok: false, problem: 'notYours' })
    expect(await profileOf(other.id)).not.toBeNull()
  })
})

describe('a holder deletes a profile', () => {
  it('removes the profile and its personal data: the lead is anonymised, the session forgets it', async () => {
    const [buy, rent] = profilesA
    const lead = await leadOf(buy!)
    expect(lead.email).toBe(HOLDER_A)
    expect(await manage.deleteProfile(payload, holderA.account, String(buy!.id))).toEqual({ ok: true, accountLeft: true })
    expect(await profileOf(buy!.id)).toBeNull()
    const anonymised = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
    expect(anonymised).toMatchObject({ kind: 'search-profile', summary: manage.DELETED_LEAD_SUMMARY, email: null, fields: {} })
    expect(JSON.stringify(anonymised)).not.toMatch(/holder-a|Sophie|Lambert|0475/)
    // The other profile's lead still has its person.
    expect((await leadOf(rent!)).email).toBe(HOLDER_A)
    const account = await sessions.readSession(payload, holderA.token)
    expect(account?.searchProfileIds).toEqual([rent!.id])
    // A second click on the same button changes nothing more.
    expect(await manage.deleteProfile(payload, holderA.account, String(buy!.id))).toEqual({ ok: true, accountLeft: true })
  })

  it('deleting the last profile of a session ends it; the address’s links go with its last account', async () => {
    const { issueToken } = await import('../../src/features/accounts/tokens')
    await issueToken(payload, 'reset', HOLDER_B)
    const account = (await sessions.readSession(payload, holderB.token))!
    expect(await manage.deleteProfile(payload, account, String(profileB.id))).toEqual({ ok: true, accountLeft: false })
    expect(await sessions.readSession(payload, holderB.token)).toBeNull()
    expect((await payload.count({ collection: 'account-sessions', where: { email: { equals: HOLDER_B } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'account-tokens', where: { email: { equals: HOLDER_B } } })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'leads', where: { email: { equals: HOLDER_B } } })).totalDocs).toBe(0)
  })
})

describe('the privacy statement’s retention, kept every night', () => {
  const HOLDER_C = 'holder-c@example.be'
  const HOLDER_D = 'holder-d@example.be'

  it('a new profile starts its period; a login and a change restart it; staff edits and alerts do not', async () => {
    await keepMeInformed(HOLDER_C, PASSWORD_A, { goal: 'buy', propertyTypes: [String(flat)], regions: [String(oostende)] })
    const [made] = (await payload.find({ collection: 'search-profiles', where: { email: { equals: HOLDER_C } }, depth: 0 })).docs
    expect(Date.now() - new Date(made!.lastActiveAt!).getTime()).toBeLessThan(60_000)
    const longAgo = '2023-01-01T00:00:00.000Z'
    await payload.update({ collection: 'search-profiles', id: made!.id, data: { lastActiveAt: longAgo } })
    // A staff edit (here: what the alert job writes) is not the holder's activity.
    await payload.update({ collection: 'search-profiles', id: made!.id, data: { notifiedProperties: [] } })
    expect((await profileOf(made!.id))!.lastActiveAt).toBe(longAgo)
    const holder = await logIn(HOLDER_C, PASSWORD_A)
    expect((await profileOf(made!.id))!.lastActiveAt).not.toBe(longAgo)
    await payload.update({ collection: 'search-profiles', id: made!.id, data: { lastActiveAt: longAgo } })
    expect(await manage.setProfileActive(payload, holder.account, String(made!.id), false)).toEqual({ ok: true })
    expect((await profileOf(made!.id))!.lastActiveAt).not.toBe(longAgo)
  })

  it('removes the unsubscribed and the two-years-idle with their leads’ personal data, and keeps the rest', async () => {
    const { removeExpiredProfiles, EXPIRED_LEAD_SUMMARY } = await import('../../src/features/search-profiles/retention')
    const { DEFAULT_RETENTION, retentionCutoffs } = await import('../../src/domain/privacy/retention')
    await keepMeInformed(HOLDER_D, PASSWORD_B, { goal: 'buy', propertyTypes: [String(flat)], regions: [String(oostende)] })
    await keepMeInformed(HOLDER_D, PASSWORD_B, { goal: 'rent', propertyTypes: [String(flat)], regions: [String(oostende)] })
    await keepMeInformed(HOLDER_D, PASSWORD_B, { goal: 'buy', propertyTypes: [String(villa)], regions: [String(knokke)] })
    const { docs } = await payload.find({ collection: 'search-profiles', where: { email: { equals: HOLDER_D } }, sort: 'createdAt', depth: 0 })
    const [idle, unsubscribed, recent] = docs
    const now = new Date('2030-06-01T03:00:00Z')
    await payload.update({ collection: 'search-profiles', id: idle!.id, data: { lastActiveAt: '2028-05-31T03:00:00.000Z' } })
    await payload.update({ collection: 'search-profiles', id: unsubscribed!.id, data: { active: false, unsubscribedAt: '2030-05-31T20:00:00.000Z', lastActiveAt: '2030-05-01T00:00:00.000Z' } })
    await payload.update({ collection: 'search-profiles', id: recent!.id, data: { lastActiveAt: '2028-06-02T03:00:00.000Z' } })
    const idleLead = await leadOf(idle!)

    const removedNow = await removeExpiredProfiles(payload, retentionCutoffs(DEFAULT_RETENTION, now))
    // The suite's other profiles, made today, are idle by 2030 as well: hence at least these two.
    expect(await profileOf(idle!.id)).toBeNull()
    expect(await profileOf(unsubscribed!.id)).toBeNull()
    expect(await profileOf(recent!.id)).not.toBeNull()
    expect(removedNow).toBeGreaterThanOrEqual(2)
    const anonymised = await payload.findByID({ collection: 'leads', id: idleLead.id, depth: 0 })
    expect(anonymised).toMatchObject({ summary: EXPIRED_LEAD_SUMMARY, email: null, fields: {} })
    // The next night there is nothing more to do for these.
    expect(await removeExpiredProfiles(payload, retentionCutoffs(DEFAULT_RETENTION, now))).toBe(0)
  })
})
