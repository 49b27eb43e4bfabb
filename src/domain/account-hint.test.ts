import { describe, expect, it } from 'vitest'

import { ACCOUNT_HINT_COOKIE, firstNameOf, hasAccountHint } from './account-hint'

describe('the login hint cookie (ADR 0082)', () => {
  it('is there only with its own name and value', () => {
    expect(hasAccountHint(`${ACCOUNT_HINT_COOKIE}=1`)).toBe(true)
    expect(hasAccountHint(`zeedijk_consent=x; ${ACCOUNT_HINT_COOKIE}=1; NEXT_LOCALE=nl`)).toBe(true)
    expect(hasAccountHint('')).toBe(false)
    expect(hasAccountHint(`${ACCOUNT_HINT_COOKIE}=`)).toBe(false)
    expect(hasAccountHint(`x${ACCOUNT_HINT_COOKIE}=1`)).toBe(false)
    expect(hasAccountHint(`${ACCOUNT_HINT_COOKIE}=yes`)).toBe(false)
  })

  it('is not the session cookie nginx bypasses its cache for, nor a name its map would read as one', () => {
    expect(ACCOUNT_HINT_COOKIE).not.toMatch(/^(zeedijk-account|payload-token)$/)
    expect(`${ACCOUNT_HINT_COOKIE}=1`).not.toMatch(/(^|;)\s*(zeedijk-account|payload-token)\s*=/i)
  })
})

describe('the header greets with a first name', () => {
  it('takes the first word, shortened past 24 characters, and none for an empty name', () => {
    expect(firstNameOf('An Peeters')).toBe('An')
    expect(firstNameOf('  Jean-Luc  Dubois ')).toBe('Jean-Luc')
    expect(firstNameOf('')).toBeNull()
    expect(firstNameOf(null)).toBeNull()
    expect(firstNameOf('A'.repeat(30))).toBe(`${'A'.repeat(23)}…`)
  })
})
