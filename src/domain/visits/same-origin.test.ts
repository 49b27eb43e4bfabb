import { describe, expect, it } from 'vitest'

import { isSameOriginBeacon } from './same-origin'

const hosts = ['www.zeedijk.be']

describe('isSameOriginBeacon', () => {
  it('trusts the browser’s Sec-Fetch-Site first', () => {
    expect(isSameOriginBeacon({ secFetchSite: 'same-origin', hosts })).toBe(true)
    expect(isSameOriginBeacon({ secFetchSite: 'cross-site', origin: 'https://www.zeedijk.be', hosts })).toBe(false)
    expect(isSameOriginBeacon({ secFetchSite: 'same-site', hosts })).toBe(false)
    expect(isSameOriginBeacon({ secFetchSite: 'none', hosts })).toBe(false)
  })

  it('without Sec-Fetch-Site, wants an Origin of the host asked or of the site', () => {
    expect(isSameOriginBeacon({ origin: 'https://www.zeedijk.be', hosts })).toBe(true)
    expect(isSameOriginBeacon({ origin: 'http://localhost:3220', hosts: [null, 'localhost:3220'] })).toBe(true)
    expect(isSameOriginBeacon({ origin: 'https://www.zeedijk.be', hosts: ['127.0.0.1:3000'], siteUrl: 'https://www.zeedijk.be/' })).toBe(true)
    expect(isSameOriginBeacon({ origin: 'https://evil.example', hosts, siteUrl: 'https://www.zeedijk.be' })).toBe(false)
    expect(isSameOriginBeacon({ origin: 'https://www.zeedijk.be.evil.example', hosts })).toBe(false)
  })

  it('refuses a request with neither header, an opaque origin or a strange one', () => {
    expect(isSameOriginBeacon({ hosts })).toBe(false)
    expect(isSameOriginBeacon({ origin: 'null', hosts })).toBe(false)
    expect(isSameOriginBeacon({ origin: 'not a url', hosts })).toBe(false)
    expect(isSameOriginBeacon({ origin: 'file://www.zeedijk.be', hosts })).toBe(false)
  })
})
