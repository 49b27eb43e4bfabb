import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto'

/**
 * Account passwords (owners, search-profile holders): scrypt with a random salt and its cost stored in the
 * hash, `scrypt$ln=17,r=8,p=1$<salt>$<hash>` (hex), so the cost can rise without locking anyone out: a hash
 * made with other parameters still verifies, and `needsRehash` tells the login to store a new one
 * (ADR 0042). N = 2^17, r = 8 is OWASP's scrypt minimum; it takes 128 MiB per hash, above Node's 32 MiB
 * default `maxmem`, hence the explicit limit.
 */
export const SCRYPT_COST = { ln: 17, r: 8, p: 1 } as const
const KEY_LENGTH = 32
/** Hashes from before the cost was stored: "scrypt$salt$hash", made with Node's defaults (N = 2^14, r = 8, p = 1). */
const LEGACY_COST = { ln: 14, r: 8, p: 1 } as const

type Cost = { ln: number; r: number; p: number }

function derive(password: string, salt: Buffer, length: number, cost: Cost): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** cost.ln, r: cost.r, p: cost.p, maxmem: 256 * 128 * 2 ** cost.ln * cost.r }
  return new Promise((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))))
}

type Parsed = { cost: Cost; salt: Buffer; hash: Buffer }

/** The parts of a stored hash, or null when it is not one of ours (or its cost is outside sane bounds). */
function parse(stored: string): Parsed | null {
  const parts = stored.split('$')
  if (parts[0] !== 'scrypt') return null
  let cost: Cost = LEGACY_COST
  let rest = parts.slice(1)
  if (parts.length === 4) {
    const params = Object.fromEntries(parts[1]!.split(',').map((pair) => pair.split('=') as [string, string]))
    cost = { ln: Number(params.ln), r: Number(params.r ?? 8), p: Number(params.p ?? 1) }
    rest = parts.slice(2)
  } else if (parts.length !== 3) return null
  const valid = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max
  if (!valid(cost.ln, 10, 20) || !valid(cost.r, 1, 32) || !valid(cost.p, 1, 16)) return null
  const [salt, hash] = rest
  if (!salt || !hash || !/^[0-9a-f]+$/.test(salt) || !/^[0-9a-f]+$/.test(hash)) return null
  return { cost, salt: Buffer.from(salt, 'hex'), hash: Buffer.from(hash, 'hex') }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await derive(password, salt, KEY_LENGTH, SCRYPT_COST)
  return `scrypt$ln=${SCRYPT_COST.ln},r=${SCRYPT_COST.r},p=${SCRYPT_COST.p}$${salt.toString('hex')}$${hash.toString('hex')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed || parsed.hash.length === 0) return false
  const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.cost)
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash)
}

/** True when a (verified) hash was made with another cost than today's: the login stores a new one. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored)
  return !parsed || parsed.cost.ln !== SCRYPT_COST.ln || parsed.cost.r !== SCRYPT_COST.r || parsed.cost.p !== SCRYPT_COST.p
}
