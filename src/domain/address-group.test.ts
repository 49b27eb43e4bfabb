import { describe, expect, it } from 'vitest'

import { addressGroup } from './address-group'

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(addressGroup('203.0.113.8')).not.toBe(addressGroup('203.0.113.7'))
  })

  it('groups every IPv6 address of one /64 together, however it is written', () => {
    const group = addressGroup('2001:db8:1:2::1')
    expect(group).toBe('2001:db8:1:2::/64')
    for (const spelling of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0000:0000:0000:0002', '[2001:db8:1:2::abcd]', '2001:db8:1:2::9%eth0', '2001:db8:1:2:0:0:1.2.3.4'])
      expect(addressGroup(spelling)).toBe(group)
  })

  it('keeps different /64 networks apart', () => {
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'))
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('fe80::1')).toBe('fe80:0:0:0::/64')
  })

  it('treats IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('leaves what is not an address alone', () => {
    expect(addressGroup('unknown')).toBe('unknown')
    expect(addressGroup('1:2:3')).toBe('1:2:3')
    expect(addressGroup('1::2::3')).toBe('1::2::3')
    expect(addressGroup('gggg::1')).toBe('gggg::1')
  })
})
