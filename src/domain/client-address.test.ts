import { describe, expect, it } from 'vitest'

import { clientAddress } from './client-address'

describe('clientAddress', () => {
  it('without a proxy, takes the socket address our server appended, never a forged left entry', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9', 0)).toBe('203.0.113.9')
    expect(clientAddress('1.1.1.1, 2.2.2.2, 203.0.113.9', 0)).toBe('203.0.113.9')
    expect(clientAddress('203.0.113.9', 0)).toBe('203.0.113.9')
  })

  it('behind one proxy, takes the address the proxy saw, whatever the client wrote before it', () => {
    // client forged "6.6.6.6"; proxy appended the real client 198.51.100.7; our server appended the proxy 10.0.0.2
    expect(clientAddress('6.6.6.6, 198.51.100.7, 10.0.0.2', 1)).toBe('198.51.100.7')
    expect(clientAddress('198.51.100.7, 10.0.0.2', 1)).toBe('198.51.100.7')
  })

  it('behind two proxies, skips both', () => {
    expect(clientAddress('6.6.6.6, 198.51.100.7, 10.0.0.3, 10.0.0.2', 2)).toBe('198.51.100.7')
  })

  it('changing the forged part does not change the key', () => {
    const keys = new Set(['a', '1.2.3.4', '5.6.7.8, 9.9.9.9'].map((forged) => clientAddress(`${forged}, 198.51.100.7, 10.0.0.2`, 1)))
    expect([...keys]).toEqual(['198.51.100.7'])
  })

  it('more trusted hops than entries falls back to the left-most entry of the short chain', () => {
    expect(clientAddress('10.0.0.2', 2)).toBe('10.0.0.2')
  })

  it('treats IPv4-mapped IPv6 as IPv4 and reports unknown for an empty chain', () => {
    expect(clientAddress('::ffff:127.0.0.1', 0)).toBe('127.0.0.1')
    expect(clientAddress('', 0)).toBe('unknown')
    expect(clientAddress(null, 0)).toBe('unknown')
  })
})
