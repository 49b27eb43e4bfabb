import { randomBytes, scryptSync } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { hashPassword, needsRehash, verifyPassword } from './password'

describe('passwords', () => {
  it('are stored salted and hashed, and verify only with the same password', async () => {
    const stored = await hashPassword('zee-en-strand')
    expect(stored).not.toContain('zee-en-strand')
    expect(await hashPassword('zee-en-strand')).not.toBe(stored)
    expect(await verifyPassword('zee-en-strand', stored)).toBe(true)
    expect(await verifyPassword('zee-en-stranD', stored)).toBe(false)
    expect(await verifyPassword('zee-en-strand', 'plain')).toBe(false)
  })

  it('cost at least N = 2^17 and carry their parameters in the hash (ADR 0042)', async () => {
    const stored = await hashPassword('zee-en-strand')
    expect(stored).toMatch(/^scrypt\$ln=(1[7-9]|20),r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(needsRehash(stored)).toBe(false)
  })

  it('made before (scrypt$salt$hash, N = 2^14) still verify, and are marked for an upgrade', async () => {
    const salt = randomBytes(16)
    const legacy = `scrypt$${salt.toString('hex')}$${scryptSync('oud-wachtwoord', salt, 32).toString('hex')}`
    expect(await verifyPassword('oud-wachtwoord', legacy)).toBe(true)
    expect(await verifyPassword('ander-wachtwoord', legacy)).toBe(false)
    expect(needsRehash(legacy)).toBe(true)
  })

  it('refuse a hash whose stored cost is out of bounds (no 2^40 denial of service from a forged row)', async () => {
    expect(await verifyPassword('x', `scrypt$ln=40,r=8,p=1$${'a'.repeat(32)}$${'b'.repeat(64)}`)).toBe(false)
  })
})
