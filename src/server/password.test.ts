import { describe, expect, it } from 'vitest'

import { hashPassword, verifyPassword } from './password'

describe('passwords', () => {
  it('are stored salted and hashed, and verify only with the same password', async () => {
    const stored = await hashPassword('zee-en-strand')
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(stored).not.toContain('zee-en-strand')
    expect(await hashPassword('zee-en-strand')).not.toBe(stored)
    expect(await verifyPassword('zee-en-strand', stored)).toBe(true)
    expect(await verifyPassword('zee-en-stranD', stored)).toBe(false)
    expect(await verifyPassword('zee-en-strand', 'plain')).toBe(false)
  })
})
