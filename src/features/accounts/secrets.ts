import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, URL-safe: a session cookie's value or a single-use link's token. */
export const newSecret = () => randomBytes(32).toString('base64url')

/** What the database keeps of a secret: its SHA-256 (the secret has 256 bits, so no salt or slow hash is needed). */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** A secret as the browser may send it: anything else is not looked up. */
export const looksLikeSecret = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
