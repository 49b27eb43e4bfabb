// Server only. Not marked with 'server-only': that package throws outside the react-server condition,
// which would break the vitest suite (and any Payload CLI script that reaches this module).
import { createHmac } from 'node:crypto'

import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { getEnv } from '@/server/env'

/**
 * ALTCHA proof of work (protocol v2, as spoken by the altcha 3 widget and altcha-lib 2).
 *
 * The challenge is "deterministic": the server picks a counter, derives its key and publishes half of it
 * as the prefix to find; the widget counts up until it meets that key. The work is therefore bounded
 * (counter × cost PBKDF2 rounds) and the server checks an answer with one HMAC (the key signature)
 * instead of redoing the work.
 */

const ALGORITHM = 'PBKDF2/SHA-256'
/** PBKDF2 rounds per attempt. With the counter range below, headless Chromium on 2 cores needs ~0.2 s. */
const DEFAULT_COST = 2_000
const COUNTER_MIN = 200
const COUNTER_MAX = 500
const LIFETIME_MS = 10 * 60 * 1000
/** A genuine payload is ~1 kB of base64; anything far larger is not ours. */
const MAX_PAYLOAD_CHARS = 4096

export type CaptchaChallenge = Challenge
export type CaptchaResult = { ok: true; id: string } | { ok: false; reason: 'missing' | 'invalid' | 'expired' }

type Keys = { signature: string; keySignature: string }
let keys: { secret: string; derived: Keys } | undefined

/** The secret Payload is configured with (PAYLOAD_SECRET, or the generated data/payload-secret). */
function appSecret(): string {
  return getEnv().PAYLOAD_SECRET
}

/** Captcha keys derived from the app secret, so the raw secret itself never signs anything here. */
function captchaKeys(): Keys {
  const secret = appSecret()
  if (keys?.secret !== secret) {
    const derive = (label: string) => createHmac('sha256', secret).update(label).digest('hex')
    keys = { secret, derived: { signature: derive('altcha'), keySignature: derive('altcha/key') } }
  }
  return keys.derived
}

/** CAPTCHA_COST (PBKDF2 rounds per attempt) when it is a positive integer, otherwise the default. */
function cost(): number {
  const raw = process.env.CAPTCHA_COST?.trim()
  const value = raw ? Number(raw) : NaN
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_COST
}

/** A fresh signed challenge, valid for 10 minutes, in the JSON shape the widget fetches. */
export async function createCaptchaChallenge(): Promise<CaptchaChallenge> {
  const { signature, keySignature } = captchaKeys()
  return createChallenge({
    algorithm: ALGORITHM,
    cost: cost(),
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isHex = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]+$/.test(value) && value.length % 2 === 0

/** The widget posts base64(JSON.stringify({ challenge: { parameters, signature }, solution })). */
function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload) || payload.length % 4 !== 0) return null
  let data: unknown
  try {
    data = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))
  } catch {
    return null
  }
  if (!isRecord(data) || !isRecord(data.challenge) || !isRecord(data.solution)) return null
  const { parameters, signature } = data.challenge
  const { counter, derivedKey } = data.solution
  if (!isRecord(parameters) || !isHex(signature) || typeof counter !== 'number' || !isHex(derivedKey)) return null
  // Only what this server issues: the algorithm, a nonce (the id), an expiry and a key signature.
  if (parameters.algorithm !== ALGORITHM || !isHex(parameters.nonce) || typeof parameters.expiresAt !== 'number' || !isHex(parameters.keySignature)) return null
  return {
    challenge: { parameters: parameters as unknown as Challenge['parameters'], signature },
    solution: { counter, derivedKey },
  }
}

/**
 * Checks the widget's form value. Never throws on what a visitor sends. `id` (the challenge's signed
 * nonce) is the same for every use of one challenge, so storing it in a unique column refuses a replay.
 */
export async function verifyCaptcha(payload: unknown): Promise<CaptchaResult> {
  if (payload === undefined || payload === null || payload === '') return { ok: false, reason: 'missing' }
  if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD_CHARS) return { ok: false, reason: 'invalid' }
  const parsed = parsePayload(payload.trim())
  if (!parsed) return { ok: false, reason: 'invalid' }
  const { signature, keySignature } = captchaKeys()
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    })
    if (result.verified) return { ok: true, id: parsed.challenge.parameters.nonce }
    // altcha-lib looks at the expiry before the signature: "expired" only changes the message shown.
    return { ok: false, reason: result.expired ? 'expired' : 'invalid' }
  } catch {
    return { ok: false, reason: 'invalid' }
  }
}
