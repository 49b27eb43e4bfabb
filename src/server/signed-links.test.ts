import { beforeAll, describe, expect, it } from 'vitest'

import { signLink, verifyLink } from './signed-links'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ??= 'a-test-secret-of-at-least-32-characters!'
})

describe('signed links', () => {
  it('verifies what it signed, for the same purpose only', () => {
    const token = signLink('document', { media: 12, lead: 3 }, new Date(Date.now() + 60_000))
    expect(verifyLink('document', token)).toMatchObject({ ok: true, content: { media: 12, lead: 3 } })
    expect(verifyLink('unsubscribe', token)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a changed content or signature', () => {
    const [body, signature] = signLink('document', { media: 12 }).split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ media: 13 })).toString('base64url')
    expect(verifyLink('document', `${forged}.${signature}`)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyLink('document', `${body}.${signature.slice(0, -2)}xx`)).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyLink('document', 'garbage')).toEqual({ ok: false, reason: 'invalid' })
    expect(verifyLink('document', `${body}.${signature}.extra`)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('stops working after its expiry', () => {
    const token = signLink('document', { media: 1 }, new Date('2026-11-30T00:00:00Z'))
    expect(verifyLink('document', token, new Date('2026-11-29T23:59:00Z')).ok).toBe(true)
    expect(verifyLink('document', token, new Date('2026-11-30T00:01:00Z'))).toEqual({ ok: false, reason: 'expired' })
  })
})
