import { describe, expect, it } from 'vitest'

import { hostAllowed, isForbiddenAddress, parseHostList } from './addresses'

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    '[::1]',
    'localhost',
    'not an address',
  ])('%s is forbidden', (address) => expect(isForbiddenAddress(address)).toBe(true))

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2a00:1450:400e:80f::2004', '::ffff:8.8.8.8'])('%s is allowed', (address) =>
    expect(isForbiddenAddress(address)).toBe(false),
  )
})

describe('hostAllowed', () => {
  const list = parseHostList(' media.crm.example , *.cdn.example,')
  it('reads a comma-separated list', () => expect(list).toEqual(['media.crm.example', '*.cdn.example']))
  it.each(['media.crm.example', 'MEDIA.crm.example', 'media.crm.example.', 'a.cdn.example', 'a.b.cdn.example'])('%s is allowed', (host) =>
    expect(hostAllowed(host, list)).toBe(true),
  )
  it.each(['crm.example', 'evil-media.crm.example', 'cdn.example', 'xcdn.example', 'media.crm.example.evil.test', ''])('%s is not', (host) =>
    expect(hostAllowed(host, list)).toBe(false),
  )
  it('allows nothing with an empty list', () => expect(hostAllowed('media.crm.example', [])).toBe(false))
})
