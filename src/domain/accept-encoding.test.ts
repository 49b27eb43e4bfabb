import { describe, expect, it } from 'vitest'

import { acceptsGzip } from './accept-encoding'

describe('acceptsGzip', () => {
  it('accepts what browsers send', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('gzip')).toBe(true)
    expect(acceptsGzip('GZIP;Q=0.5')).toBe(true)
    expect(acceptsGzip('x-gzip')).toBe(true)
    expect(acceptsGzip(['br', 'gzip'])).toBe(true)
  })

  it('refuses without the header, without gzip, or with gzip weighted 0', () => {
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip('')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip('br, deflate')).toBe(false)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('gzip;q=0.000')).toBe(false)
  })

  it('reads * as any encoding, unless gzip is refused by name', () => {
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('*;q=0')).toBe(false)
    expect(acceptsGzip('gzip;q=0, *')).toBe(false)
    expect(acceptsGzip('gzip, *;q=0')).toBe(true)
  })

  it('ignores a weight it cannot read', () => {
    expect(acceptsGzip('gzip;q=abc')).toBe(false)
    expect(acceptsGzip('gzip;q=abc, *')).toBe(true)
  })
})
