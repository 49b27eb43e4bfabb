import { describe, expect, it } from 'vitest'

import { formatPhone, phoneHref } from './phone'

describe('formatPhone (SPEC §5)', () => {
  it.each([
    ['0475123456', '0475 12 34 56'],
    ['059701230', '059 70 12 30'],
    ['0475 12.34/56', '0475 12 34 56'],
    ['12345678', '12345678'],
    ['04751234567', '04751234567'],
    ['+32 59 70 12 30', '+32 59 70 12 30'],
    ['', ''],
  ])('%j → %j', (input, expected) => expect(formatPhone(input)).toBe(expected))
})

describe('phoneHref', () => {
  it('writes Belgian numbers in international form', () => {
    expect(phoneHref('059 70 12 30')).toBe('tel:+3259701230')
    expect(phoneHref('+32 475 12 34 56')).toBe('tel:+32475123456')
    expect(phoneHref('00352 123')).toBe('tel:00352123')
  })
})
