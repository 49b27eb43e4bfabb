import { describe, expect, it } from 'vitest'

import { bearerToken, isLoopback, metricsAccess } from './access'
import { pageCacheResult, routeKind } from './route-kind'

describe('route kinds', () => {
  it('tells pages, API, admin and files apart by the path as the router reads it', () => {
    expect(routeKind('/nl/te-koop')).toBe('page')
    expect(routeKind('/')).toBe('page')
    expect(routeKind('/api/search')).toBe('api')
    expect(routeKind('/api/properties')).toBe('api')
    expect(routeKind('/admin')).toBe('admin')
    expect(routeKind('/admin/collections/leads')).toBe('admin')
    expect(routeKind('/administratie')).toBe('page')
    expect(routeKind('/_next/static/chunks/app.js')).toBe('asset')
    expect(routeKind('/api/media/file/zee-400x300.webp')).toBe('asset')
    expect(routeKind('/favicon.ico')).toBe('asset')
    expect(routeKind('/sitemap.xml')).toBe('asset')
    expect(routeKind(null)).toBe('other')
  })

  it('reads the page cache from Next’s header', () => {
    expect(pageCacheResult('HIT')).toBe('hit')
    expect(pageCacheResult('STALE')).toBe('stale')
    expect(pageCacheResult('MISS')).toBe('miss')
    expect(pageCacheResult('REVALIDATED')).toBe('miss')
    expect(pageCacheResult(undefined)).toBeNull()
  })
})

describe('who may read the metrics', () => {
  const same = (a: string, b: string) => a === b
  const base = { configuredToken: undefined, authorization: null, clientAddress: '127.0.0.1', trustedProxies: 0, tokensMatch: same }

  it('without a token and without a proxy: loopback only', () => {
    expect(metricsAccess(base)).toBe('allowed')
    expect(metricsAccess({ ...base, clientAddress: '::1' })).toBe('allowed')
    expect(metricsAccess({ ...base, clientAddress: '::ffff:127.0.0.1' })).toBe('allowed')
    expect(metricsAccess({ ...base, clientAddress: '203.0.113.9' })).toBe('refused')
    expect(metricsAccess({ ...base, clientAddress: '10.0.0.5' })).toBe('refused')
  })

  it('without a token behind a proxy: nobody, loopback included (every proxied request comes from loopback)', () => {
    expect(metricsAccess({ ...base, trustedProxies: 1 })).toBe('refused')
    expect(metricsAccess({ ...base, trustedProxies: 1, clientAddress: '203.0.113.9' })).toBe('refused')
  })

  it('with a token: the bearer token and nothing else, from anywhere', () => {
    const withToken = { ...base, configuredToken: 'a-long-enough-metrics-token-0123456789' }
    expect(metricsAccess(withToken)).toBe('token-required')
    expect(metricsAccess({ ...withToken, authorization: 'Bearer wrong' })).toBe('token-required')
    expect(metricsAccess({ ...withToken, authorization: 'Basic a-long-enough-metrics-token-0123456789' })).toBe('token-required')
    expect(metricsAccess({ ...withToken, authorization: 'Bearer a-long-enough-metrics-token-0123456789', clientAddress: '203.0.113.9', trustedProxies: 1 })).toBe('allowed')
  })

  it('reads a bearer token and the loopback addresses strictly', () => {
    expect(bearerToken('bearer abc')).toBe('abc')
    expect(bearerToken('Bearer a b')).toBeNull()
    expect(bearerToken(null)).toBeNull()
    expect(isLoopback('127.10.0.1')).toBe(true)
    expect(isLoopback('127.0.0.1.evil')).toBe(false)
    expect(isLoopback('unknown')).toBe(false)
  })
})
