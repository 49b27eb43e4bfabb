import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Account } from '../../src/features/accounts/sessions'

import { startPayload, type TestDatabase } from './setup-db'

/**
 * The favourites kept with an account (ADR 0079): POST /api/favourites/ as its handler answers it, for the
 * account the route reads from the session cookie. Anonymous and cross-site calls change nothing, one
 * account never reads nor changes another's favourites, only published properties are starred, and the
 * public reaches the collection through no REST call.
 */
let payload: Payload
let database: TestDatabase
let favourites: typeof import('../../src/features/favourites/account-favourites')
let holderA: Account
let holderB: Account
const property: Record<'flat' | 'villa' | 'studio' | 'draft', number> = { flat: 0, villa: 0, studio: 0, draft: 0 }

const SAME_SITE = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }

function post(body: unknown, headers: Record<string, string> = SAME_SITE) {
  return new Request('http://localhost:3000/api/favourites/', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) })
}

async function change(account: Account | null, body: unknown, headers?: Record<string, string>) {
  let asked = false
  const response = await favourites.answerFavouriteChange(payload, post(body, headers), async () => {
    asked = true
    return account
  })
  return { response, asked, body: (await response.json()) as { ids?: number[]; refused?: number[]; error?: string } }
}

const storedOf = async (email: string) => (await payload.find({ collection: 'account-favourites', where: { email: { equals: email } }, sort: '-createdAt', depth: 0 })).docs.map((doc) => doc.property)

async function holder(email: string): Promise<Account> {
  const sessions = await import('../../src/features/accounts/sessions')
  const profile = await payload.create({ collection: 'search-profiles', data: { email, locale: 'nl', goal: 'buy' } })
  const { token } = await sessions.createSession(payload, { email, ownerId: null, searchProfileIds: [profile.id] })
  const account = await sessions.readSession(payload, token)
  expect(account).not.toBeNull()
  return account!
}

beforeAll(async () => {
  ;({ payload, database } = await startPayload())
  favourites = await import('../../src/features/favourites/account-favourites')
  let externalId = 9100
  for (const [name, published] of [['flat', true], ['villa', true], ['studio', true], ['draft', false]] as const) {
    const made = await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: externalId++, title: name, goal: 'sale', availability: 'available', city: 'Oostende', published } })
    property[name] = made.id
  }
  holderA = await holder('holder-a@example.be')
  holderB = await holder('holder-b@example.be')
})

afterAll(async () => {
  await payload?.destroy()
  await database?.cleanup()
})

describe('POST /api/favourites/', () => {
  it('answers 401 without a session, and 403 from another site before reading any session', async () => {
    const anonymous = await change(null, { ids: [property.flat], saved: true })
    expect(anonymous.response.status).toBe(401)
    expect(anonymous.response.headers.get('Cache-Control')).toBe('private, no-store')
    const crossSite = await change(holderA, { ids: [property.flat], saved: true }, { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' })
    expect(crossSite.response.status).toBe(403)
    expect(crossSite.asked).toBe(false)
    const foreign = await change(holderA, { ids: [property.flat], saved: true }, { origin: 'https://evil.example', 'content-type': 'application/json' })
    expect(foreign.response.status).toBe(403)
    expect(await storedOf(holderA.email)).toEqual([])
  })

  it('refuses a body that is not a change', async () => {
    for (const body of ['not json', { ids: [property.flat] }, { ids: [], saved: true }, { ids: ['1'], saved: true }, 'x'.repeat(5000)]) {
      expect((await change(holderA, body)).response.status, JSON.stringify(body).slice(0, 40)).toBe(400)
    }
    expect(await storedOf(holderA.email)).toEqual([])
  })

  it('stars published properties for the account, newest first, and answers with its list', async () => {
    const first = await change(holderA, { ids: [property.flat], saved: true })
    expect(first.response.status).toBe(200)
    expect(first.body).toEqual({ ids: [property.flat], refused: [] })
    // The account page's merge: several at once, the browser's newest first; one already kept stays once.
    const merged = await change(holderA, { ids: [property.studio, property.villa, property.flat], saved: true })
    expect(merged.body.ids).toEqual([property.studio, property.villa, property.flat])
    expect(await storedOf(holderA.email)).toEqual([property.studio, property.villa, property.flat])
  })

  it('refuses an unpublished or unknown property: 404 alone, left out among published ones', async () => {
    const draft = await change(holderA, { ids: [property.draft], saved: true })
    expect(draft.response.status).toBe(404)
    expect(draft.body).toEqual({ error: 'not-published', refused: [property.draft] })
    expect((await change(holderA, { ids: [999_999], saved: true })).response.status).toBe(404)
    const mixed = await change(holderB, { ids: [property.draft, property.villa], saved: true })
    expect(mixed.response.status).toBe(200)
    expect(mixed.body).toEqual({ ids: [property.villa], refused: [property.draft] })
    expect(await storedOf(holderA.email)).not.toContain(property.draft)
  })

  it('never reads nor changes another account’s favourites', async () => {
    // B's answer lists B's favourites only, although A starred three.
    const listed = await change(holderB, { ids: [property.flat], saved: true })
    expect(listed.body.ids).toEqual([property.flat, property.villa])
    // B unstarring the studio (A's favourite, not B's) changes nothing of A's.
    const removed = await change(holderB, { ids: [property.studio, property.flat], saved: false })
    expect(removed.body.ids).toEqual([property.villa])
    expect(await storedOf(holderA.email)).toEqual([property.studio, property.villa, property.flat])
    // A unstars one: B keeps theirs.
    expect((await change(holderA, { ids: [property.villa], saved: false })).body.ids).toEqual([property.studio, property.flat])
    expect(await storedOf(holderB.email)).toEqual([property.villa])
  })

  it('is rate-limited per account', async () => {
    const busy = await holder('busy@example.be')
    const answers: number[] = []
    for (let i = 0; i < favourites.FAVOURITE_CHANGES_PER_MINUTE + 1; i += 1) answers.push((await change(busy, { ids: [property.flat], saved: i % 2 === 0 })).response.status)
    expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(answers.at(-1)).toBe(429)
    // Another account is not held back by it.
    expect((await change(holderB, { ids: [property.flat], saved: true })).response.status).toBe(200)
  })
})

describe('the collection', () => {
  it('is neither readable nor writable by the public through Payload’s API', async () => {
    await expect(payload.find({ collection: 'account-favourites', overrideAccess: false })).rejects.toThrow(/not allowed/)
    await expect(payload.create({ collection: 'account-favourites', data: { email: 'x@example.be', property: property.flat }, overrideAccess: false })).rejects.toThrow(/not allowed/)
    await expect(payload.delete({ collection: 'account-favourites', where: { email: { equals: holderA.email } }, overrideAccess: false })).rejects.toThrow(/not allowed/)
    expect(await storedOf(holderA.email)).toEqual([property.studio, property.flat])
  })

  it('keeps one row per account and property, whatever two devices send at once', async () => {
    const email = 'twice@example.be'
    await Promise.all([favourites.addAccountFavourites(payload, email, [property.villa]), favourites.addAccountFavourites(payload, email, [property.villa])])
    expect(await storedOf(email)).toEqual([property.villa])
  })
})
