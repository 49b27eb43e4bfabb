import { describe, expect, it } from 'vitest'

import { checkAccountPassword } from './password'

describe('the account password rule', () => {
  it('needs 8 to 200 characters', () => {
    expect(checkAccountPassword('duinen7')).toBe('passwordShort')
    expect(checkAccountPassword('duinen-7')).toBeNull()
    expect(checkAccountPassword('zandkorrel'.repeat(20))).toBeNull()
    expect(checkAccountPassword('zandkorrel'.repeat(20) + 'x')).toBe('tooLong')
  })
  it('counts characters, not bytes', () => {
    expect(checkAccountPassword('éèêëàâäô')).toBeNull()
  })
  it('refuses what an attacker tries first', () => {
    for (const guess of ['password', 'Password2024!', '12345678', 'abcabcabc', 'zeedijk2026']) expect(checkAccountPassword(guess)).toBe('passwordCommon')
  })
})
