import { describe, expect, it } from 'vitest'

import { accountAddressKey, addressKey } from './login-keys'

describe('login throttle keys', () => {
  it('keep an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('group IPv6 by /64, however it is written', () => {
    const key = addressKey('2001:db8:aa:1::1')
    expect(key).toBe('2001:db8:aa:1::/64')
    expect(addressKey('2001:0db8:00aa:0001:ffff:ffff:ffff:ffff')).toBe(key)
    expect(addressKey('[2001:DB8:AA:1::beef]')).toBe(key)
    expect(addressKey('2001:db8:aa:2::1')).not.toBe(key)
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })

  it('name the account and the place together', () => {
    expect(accountAddressKey('an@example.be', '2001:db8::5')).toBe('an@example.be|2001:db8:0:0::/64')
    expect(accountAddressKey('an@example.be', '203.0.113.7')).not.toBe(accountAddressKey('an@example.be', '198.51.100.1'))
  })
})
