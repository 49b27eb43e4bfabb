import { describe, expect, it } from 'vitest'

import { normalEmail } from './email'

describe('normalEmail', () => {
  it('trims and lower-cases, so An.Peeters@Example.be and an.peeters@example.be are one account', () => {
    expect(normalEmail('  An.Peeters@Example.BE ')).toBe('an.peeters@example.be')
  })
})
