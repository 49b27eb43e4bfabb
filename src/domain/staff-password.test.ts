import { describe, expect, it } from 'vitest'

import { checkStaffPassword } from './staff-password'

describe('checkStaffPassword', () => {
  it('refuses fewer than 12 characters and more than 128', () => {
    expect(checkStaffPassword('Xk9#mP2$vL4')).toBe('tooShort')
    expect(checkStaffPassword('a'.repeat(129))).toBe('tooLong')
  })

  it('accepts a long passphrase without any composition rule, up to 128 characters', () => {
    expect(checkStaffPassword('paarden op het strand van wenduine')).toBeNull()
    expect(checkStaffPassword('e2e-admin-password-long')).toBeNull()
    expect(checkStaffPassword('x'.repeat(60) + 'y'.repeat(68))).toBeNull()
  })

  it('refuses passwords from the shipped breach list, whatever the case', () => {
    expect(checkStaffPassword('1qaz2wsx3edc')).toBe('common')
    expect(checkStaffPassword('QWERTYUIOPASDFGHJKL'.toLowerCase())).toBe(checkStaffPassword('qwertyuiopasdfghjkl'))
    expect(checkStaffPassword('123456qwerty')).toBe('common')
  })

  it('refuses a listed password with digits or symbols around it', () => {
    expect(checkStaffPassword('Password2024!')).toBe('common')
    expect(checkStaffPassword('!!sunshine!!!')).toBe('common')
    expect(checkStaffPassword('123456789012')).toBe('common')
  })

  it('refuses repeats and the agency name', () => {
    expect(checkStaffPassword('aaaaaaaaaaaaaa')).toBe('common')
    expect(checkStaffPassword('abcabcabcabc')).toBe('common')
    expect(checkStaffPassword('Zeedijk2026!!')).toBe('common')
  })
})
