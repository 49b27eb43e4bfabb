import { pbkdf2 as widgetPbkdf2, solveChallenge as widgetSolve } from 'altcha/lib'
import { type Challenge, type Solution, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

type CaptchaModule = typeof import('./captcha')

const SECRET = 'test-secret-that-is-at-least-32-characters-long'
let captcha: CaptchaModule

/** The module with a given app secret (getEnv caches the environment once per module graph). */
async function loadWith(secret: string): Promise<CaptchaModule> {
  const before = process.env.PAYLOAD_SECRET
  process.env.PAYLOAD_SECRET = secret
  try {
    vi.resetModules()
    const loaded = await import('./captcha')
    await loaded.createCaptchaChallenge() // reads the environment now, while the secret is in place
    return loaded
  } finally {
    if (before === undefined) delete process.env.PAYLOAD_SECRET
    else process.env.PAYLOAD_SECRET = before
  }
}

beforeAll(async () => {
  // Cheap work per attempt keeps the suite fast; the protocol is the same at any cost.
  vi.stubEnv('CAPTCHA_COST', '20')
  captcha = await loadWith(SECRET)
})

afterEach(() => {
  vi.useRealTimers()
})

async function solve(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('no solution')
  return solution
}

/** Exactly what the widget writes into its hidden field: base64 of the challenge it got plus its solution. */
function widgetPayload(challenge: Challenge, solution: Solution): string {
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

const decode = (payload: string) => JSON.parse(atob(payload)) as { challenge: Challenge; solution: Solution }
const encode = (data: unknown) => btoa(JSON.stringify(data))

describe('createCaptchaChallenge', () => {
  it('issues a signed PBKDF2 challenge that expires in 10 minutes', async () => {
    const before = Date.now() / 1000
    const challenge = await captcha.createCaptchaChallenge()
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(challenge.parameters.cost).toBe(20)
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(Math.floor(before + 595))
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000 + 600))
  })

  it('falls back to the default cost when CAPTCHA_COST is not a positive integer', async () => {
    vi.stubEnv('CAPTCHA_COST', 'lots')
    expect((await captcha.createCaptchaChallenge()).parameters.cost).toBe(2000)
    vi.stubEnv('CAPTCHA_COST', '-5')
    expect((await captcha.createCaptchaChallenge()).parameters.cost).toBe(2000)
    vi.stubEnv('CAPTCHA_COST', '20')
  })

  it('gives every challenge its own nonce and signature', async () => {
    const [a, b] = await Promise.all([captcha.createCaptchaChallenge(), captcha.createCaptchaChallenge()])
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce)
    expect(a.signature).not.toBe(b.signature)
  })
})

describe('verifyCaptcha', () => {
  it('accepts a solved challenge posted the way the widget posts it', async () => {
    const challenge = await captcha.createCaptchaChallenge()
    const result = await captcha.verifyCaptcha(widgetPayload(challenge, await solve(challenge)))
    expect(result).toEqual({ ok: true, id: challenge.parameters.nonce })
  })

  it("accepts a solution found by the widget's own solver (WebCrypto PBKDF2)", async () => {
    const challenge = await captcha.createCaptchaChallenge()
    const solution = await widgetSolve({ challenge, deriveKey: widgetPbkdf2.deriveKey })
    expect(solution).not.toBeNull()
    expect(await captcha.verifyCaptcha(widgetPayload(challenge, solution!))).toEqual({ ok: true, id: challenge.parameters.nonce })
  })

  it('gives one challenge the same id each time it is solved, and another challenge another id', async () => {
    const challenge = await captcha.createCaptchaChallenge()
    const first = await captcha.verifyCaptcha(widgetPayload(challenge, await solve(challenge)))
    const second = await captcha.verifyCaptcha(widgetPayload(challenge, { ...(await solve(challenge)), time: 123 }))
    const other = await captcha.createCaptchaChallenge()
    const third = await captcha.verifyCaptcha(widgetPayload(other, await solve(other)))
    expect(first.ok && second.ok && third.ok).toBe(true)
    if (!first.ok || !second.ok || !third.ok) return
    expect(second.id).toBe(first.id)
    expect(third.id).not.toBe(first.id)
  })

  it('refuses an unsolved or wrongly solved challenge', async () => {
    const challenge = await captcha.createCaptchaChallenge()
    const solution = await solve(challenge)
    const wrongKey = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'))
    expect(await captcha.verifyCaptcha(widgetPayload(challenge, { ...solution, derivedKey: wrongKey }))).toEqual({ ok: false, reason: 'invalid' })
    expect(await captcha.verifyCaptcha(widgetPayload(challenge, { counter: 0, derivedKey: '00'.repeat(32) }))).toEqual({ ok: false, reason: 'invalid' })
    // The solution of one challenge does not answer another.
    const other = await captcha.createCaptchaChallenge()
    expect(await captcha.verifyCaptcha(widgetPayload(other, solution))).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a tampered challenge', async () => {
    const challenge = await captcha.createCaptchaChallenge()
    const good = widgetPayload(challenge, await solve(challenge))
    const tamper = (change: (data: ReturnType<typeof decode>) => void) => {
      const data = decode(good)
      change(data)
      return encode(data)
    }
    const cases = [
      tamper((d) => (d.challenge.parameters.expiresAt = d.challenge.parameters.expiresAt! + 3600)),
      tamper((d) => (d.challenge.parameters.cost = 1)),
      tamper((d) => (d.challenge.parameters.nonce = 'ab'.repeat(16))),
      tamper((d) => (d.challenge.signature = d.challenge.signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')))),
      tamper((d) => (d.challenge.signature = d.challenge.signature!.toUpperCase())),
      tamper((d) => delete d.challenge.signature),
      tamper((d) => delete d.challenge.parameters.keySignature),
      tamper((d) => delete d.challenge.parameters.expiresAt),
      tamper((d) => (d.challenge.parameters.algorithm = 'SHA-256')),
      tamper((d) => (d.challenge.parameters.data = { extra: true })),
    ]
    for (const payload of cases) expect(await captcha.verifyCaptcha(payload)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a challenge signed with another secret', async () => {
    const elsewhere = await loadWith('another-secret-that-is-at-least-32-characters')
    const challenge = await elsewhere.createCaptchaChallenge()
    const payload = widgetPayload(challenge, await solve(challenge))
    expect((await elsewhere.verifyCaptcha(payload)).ok).toBe(true)
    expect(await captcha.verifyCaptcha(payload)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('calls a challenge older than 10 minutes expired', async () => {
    const challenge = await captcha.createCaptchaChallenge()
    const payload = widgetPayload(challenge, await solve(challenge))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 9 * 60 * 1000)
    expect((await captcha.verifyCaptcha(payload)).ok).toBe(true)
    vi.setSystemTime(Date.now() + 2 * 60 * 1000)
    expect(await captcha.verifyCaptcha(payload)).toEqual({ ok: false, reason: 'expired' })
  })

  it('calls an absent value missing', async () => {
    for (const value of [undefined, null, '']) expect(await captcha.verifyCaptcha(value)).toEqual({ ok: false, reason: 'missing' })
  })

  it('calls anything else invalid without throwing', async () => {
    const challenge = await captcha.createCaptchaChallenge()
    const good = widgetPayload(challenge, await solve(challenge))
    const garbage: unknown[] = [
      0,
      42,
      true,
      {},
      [],
      { challenge: challenge, solution: {} },
      new File(['x'], 'altcha.txt'),
      'not base64 at all!',
      '%%%%',
      'YQ', // base64 without padding
      btoa('not json'),
      btoa('{"challenge":'),
      encode(null),
      encode('a string'),
      encode([1, 2]),
      encode({}),
      encode({ challenge: null, solution: null, test: true }), // the widget's test mode
      encode({ challenge: { parameters: {}, signature: 'ab' }, solution: { counter: 1, derivedKey: 'ab' } }),
      encode({ challenge: { parameters: { ...challenge.parameters, nonce: 'zz' }, signature: challenge.signature }, solution: { counter: 1, derivedKey: 'ab' } }),
      encode({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution: { counter: '1', derivedKey: 'ab' } }),
      encode({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution: { counter: -1, derivedKey: 'ab' } }),
      encode({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution: { counter: 1.5, derivedKey: 'ab' } }),
      'A'.repeat(5000),
      good + ' '.repeat(4100), // over 4 kB, even though it starts with a good payload
      good.slice(0, -8),
      good + 'A', // not a whole number of base64 quads
    ]
    for (const value of garbage) {
      await expect(captcha.verifyCaptcha(value), String(value).slice(0, 40)).resolves.toEqual({ ok: false, reason: 'invalid' })
    }
  })
})
