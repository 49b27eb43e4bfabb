import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { FieldSpec } from '../../src/domain/forms/fields'
import { FORMS, LEAD_KINDS, type LeadKind } from '../../src/domain/forms/forms'
import en from '../../messages/en.json'
import { temporarySqliteUrl } from '../integration/setup-db'
import { emptyFigures, reportFuzz, STACK_TRACE } from './figures'

/**
 * Every form kind, posted through the server action's own entry (receiveLead) on a temporary database,
 * with generated bad posts: oversized, wrong-typed (a file where text belongs), unicode and control
 * characters, missing, duplicated and extra fields, tampered hidden fields, bad captchas. Each must get a
 * translated error answer, never a throw or a stack trace, and store nothing.
 */
const RUNS_PER_KIND = Number(process.env.FUZZ_FORM_RUNS ?? 250)

const db = temporarySqliteUrl()
let payload: Payload
let receiveLead: typeof import('../../src/features/leads/receive-lead').receiveLead
let createCaptchaChallenge: typeof import('../../src/features/captcha/captcha').createCaptchaChallenge
let propertyId = 0
let slotId = 0
const figures = emptyFigures()

beforeAll(async () => {
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  process.env.CAPTCHA_COST = '10'
  // The rate limit is tested in tests/integration/leads; here every post must reach the form's rules.
  process.env.FORM_RATE_LIMIT = '100000'
  delete process.env.SMTP_URL
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
  ;({ receiveLead } = await import('../../src/features/leads/receive-lead'))
  ;({ createCaptchaChallenge } = await import('../../src/features/captcha/captcha'))
  propertyId = (await payload.create({ collection: 'properties', locale: 'nl', data: { externalId: 7101, title: 'Fuzz', goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', price: 1 } })).id
  const start = new Date(Date.now() + 86_400_000)
  slotId = (await payload.create({ collection: 'appointment-slots', data: { property: propertyId, startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 1_800_000).toISOString(), capacity: 5 } })).id
})

afterAll(async () => {
  reportFuzz('forms', figures)
  await payload?.destroy()
  db.cleanup()
})

async function validCaptcha(): Promise<string> {
  const challenge = await createCaptchaChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

const weird = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u202e', '\u200b', '\ufeff', '\ud83d\ude00', 'é', '\r', '\n', '<', '"', "'", '%', '{', '$'), maxLength: 30 }),
  fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '-1', '0', '1e309', '9'.repeat(40), '<script>alert(1)</script>', "' OR 1=1 --", '${7*7}', '../../etc/passwd', '__proto__', '[object Object]', 'on', 'true'),
  fc.nat({ max: 60_000 }).map((length) => 'x'.repeat(length)),
)

/** One value for one field, usually wrong. */
const badValue = fc.oneof(
  { weight: 6, arbitrary: weird.map((value): string | Blob => value) },
  { weight: 1, arbitrary: fc.constant(new Blob(['not text'], { type: 'application/octet-stream' })) },
)

type Post = { kind: string; locale: string; entries: [string, string | Blob][]; captcha: 'missing' | 'forged' | 'garbage' | 'valid' }

/** A bad post for one form kind: each field missing, bad or duplicated; extra and tampered fields; a bad captcha. */
const postFor = (kind: LeadKind): fc.Arbitrary<Post> => {
  const fields = FORMS[kind].fields as readonly FieldSpec[]
  const fieldEntries = fc.tuple(
    ...fields.map((field) =>
      fc.oneof(
        fc.constant([] as [string, string | Blob][]),
        badValue.map((value) => [[field.name, value]] as [string, string | Blob][]),
        fc.array(badValue, { minLength: 2, maxLength: 4 }).map((values) => values.map((value) => [field.name, value] as [string, string | Blob])),
      ),
    ),
  )
  const extras = fc.array(fc.tuple(fc.constantFrom('isAdmin', 'delivery', 'captchaId', 'id', 'createdAt', '__proto__', 'constructor', 'fields', 'website', 'page', 'slot', 'project', 'property'), weird), { maxLength: 4 })
  return fc.record({
    kind: fc.oneof({ weight: 8, arbitrary: fc.constant(kind) }, { weight: 1, arbitrary: weird }),
    locale: fc.oneof({ weight: 8, arbitrary: fc.constantFrom('nl', 'fr', 'en', 'de') }, { weight: 1, arbitrary: weird }),
    fields: fieldEntries,
    extras,
    property: fc.oneof(fc.constant(null), fc.constant(String(propertyId)), weird),
    slot: fc.oneof(fc.constant(null), fc.constant(String(slotId)), weird),
    // A valid captcha only with a post that fails the form's rules for sure (no consent): the rules, not the captcha, must refuse it.
    captcha: fc.constantFrom('missing', 'forged', 'garbage', 'garbage', 'valid'),
  }).map(({ kind: postedKind, locale, fields: perField, extras: extra, property, slot, captcha }) => {
    const entries = [...perField.flat(), ...extra]
    if (property !== null) entries.push(['property', property])
    if (slot !== null) entries.push(['slot', slot])
    // Every form needs the privacy consent: without it, a post cannot be valid whatever else it holds.
    const withoutConsent = captcha === 'valid' ? entries.filter(([name]) => name !== 'privacy') : entries
    return { kind: postedKind, locale, entries: withoutConsent, captcha }
  })
}

const counts = async () => ({
  leads: (await payload.count({ collection: 'leads' })).totalDocs,
  profiles: (await payload.count({ collection: 'search-profiles' })).totalDocs,
  booked: (await payload.findByID({ collection: 'appointment-slots', id: slotId })).booked ?? 0,
})

const PROBLEMS = Object.keys(en.forms.problems)
const ERRORS = Object.keys(en.forms.errors)

describe('fuzzing every form with bad posts', () => {
  it.each(LEAD_KINDS)('%s: every bad post is refused with a translated answer, nothing thrown or stored', async (kind) => {
    const before = await counts()
    await fc.assert(
      fc.asyncProperty(postFor(kind), async (post) => {
        figures.inputs++
        const data = new FormData()
        data.append('kind', post.kind)
        data.append('locale', post.locale)
        for (const [name, value] of post.entries) data.append(name, value)
        if (post.captcha === 'valid') data.append('altcha', await validCaptcha())
        else if (post.captcha === 'forged') data.append('altcha', btoa(JSON.stringify({ challenge: { parameters: { nonce: 'x' }, signature: 'y' }, solution: { counter: 1, derivedKey: 'ab' } })))
        else if (post.captcha === 'garbage') data.append('altcha', fc.sample(fc.string({ unit: 'binary', maxLength: 200 }), 1)[0]!)
        let result
        try {
          result = await receiveLead(payload, data, { ip: '198.51.100.9' })
        } catch (error) {
          figures.thrown++
          throw error
        }
        if (STACK_TRACE.test(JSON.stringify(result))) figures.stackTraces++
        if (result.ok) figures.storedFromInvalid++
        expect(result.ok).toBe(false)
        if (result.ok) return
        expect(JSON.stringify(result)).not.toMatch(STACK_TRACE)
        // A translated answer: a known problem, or field errors that all have a message.
        expect(result.problem !== undefined || Object.keys(result.errors).length > 0).toBe(true)
        if (result.problem) expect(PROBLEMS).toContain(result.problem)
        for (const key of Object.values(result.errors)) expect(ERRORS).toContain(key)
        expect(result.problem).not.toBe('server')
      }),
      { numRuns: RUNS_PER_KIND },
    )
    expect(await counts()).toEqual(before)
  })
})
