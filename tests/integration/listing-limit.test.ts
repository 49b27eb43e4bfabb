import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The expensive public answers (filtered listings, the listing map) are limited per address (ADR 0041):
 * LISTING_QUERY_LIMIT a minute, then 429 with Retry-After and a short page in the visitor's language.
 */
const LIMIT = 5
let limits: typeof import('../../src/features/catalogue/listing-limit')

beforeAll(async () => {
  Object.assign(process.env, { PAYLOAD_SECRET: 'integration-test-secret-of-enough-length', LISTING_QUERY_LIMIT: String(LIMIT), TRUSTED_PROXIES: '0' })
  delete process.env.REDIS_URL
  limits = await import('../../src/features/catalogue/listing-limit')
})

const from = (address: string) => new Headers({ 'x-forwarded-for': address })

describe('listing queries per address', () => {
  it(`answers ${LIMIT} a minute, then 429 with Retry-After, in the path's language`, async () => {
    const answers = []
    for (let i = 0; i < LIMIT; i++) answers.push(await limits.refuseTooManyListingQueries(from('198.51.100.30'), 'fr'))
    expect(answers).toEqual(Array(LIMIT).fill(null))
    const refused = await limits.refuseTooManyListingQueries(from('198.51.100.30'), 'fr')
    expect(refused?.status).toBe(429)
    const wait = Number(refused?.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(60)
    expect(refused?.headers.get('cache-control')).toBe('no-store')
    expect(await refused?.text()).toContain('Réessayez dans une minute')
    // Another address is not affected.
    expect(await limits.refuseTooManyListingQueries(from('198.51.100.31'), 'nl')).toBeNull()
  })

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await limits.listingQueryAllowed(from(`2001:db8:88:1::${i + 1}`))).ok).toBe(true)
    expect(await limits.listingQueryAllowed(from('2001:db8:88:1:ffff::1'))).toMatchObject({ ok: false })
    expect((await limits.listingQueryAllowed(from('2001:db8:88:2::1'))).ok).toBe(true)
  })
})
