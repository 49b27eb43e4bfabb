import { afterEach, describe, expect, it } from 'vitest'

import { redirectTo } from './redirect'

describe('redirectTo', () => {
  afterEach(() => {
    delete process.env.SITE_URL
  })

  it('stays on the host the visitor asked for', () => {
    delete process.env.SITE_URL
    const request = new Request('http://localhost:3000/for-sale/', { headers: { host: '127.0.0.1:3100' } })
    const response = redirectTo(request, '/nl/te-koop/', 308)
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('http://127.0.0.1:3100/nl/te-koop/')
  })

  it('uses the public address when SITE_URL is set, and ignores forwarded headers', () => {
    process.env.SITE_URL = 'https://www.zeedijk.be'
    const request = new Request('http://internal:3000/', { headers: { host: 'internal:3000', 'x-forwarded-host': 'evil.example' } })
    const response = redirectTo(request, '/fr/', 307, { Vary: 'Cookie' })
    expect(response.headers.get('location')).toBe('https://www.zeedijk.be/fr/')
    expect(response.headers.get('vary')).toBe('Cookie')
  })
})
