import { describe, expect, it } from 'vitest'

import { contactPerson } from './contact-person'

const agency = { name: 'Zeedijk Vastgoed', phone: '059 70 12 30', email: 'info@zeedijk.be' }

describe('contactPerson', () => {
  it("takes the agent's own details, office line first", () => {
    expect(contactPerson({ name: 'An Peeters', email: 'an@zeedijk.be', phone: '059701231', mobile: '0475123456' }, agency)).toEqual({
      name: 'An Peeters',
      isAgent: true,
      email: 'an@zeedijk.be',
      phone: '059701231',
      phones: ['059701231', '0475123456'],
    })
  })

  it("dials the agent's mobile when they have no office line", () => {
    expect(contactPerson({ name: 'An', mobile: '0475123456', phone: ' ' }, agency)?.phone).toBe('0475123456')
  })

  it('fills what the agent lacks from the agency', () => {
    expect(contactPerson({ name: 'An Peeters' }, agency)).toEqual({ name: 'An Peeters', isAgent: true, email: 'info@zeedijk.be', phone: '059 70 12 30', phones: ['059 70 12 30'] })
  })

  it('is the agency without an agent (a project)', () => {
    expect(contactPerson(null, agency)).toEqual({ name: 'Zeedijk Vastgoed', isAgent: false, email: 'info@zeedijk.be', phone: '059 70 12 30', phones: ['059 70 12 30'] })
  })

  it('is nothing when nobody can be called or written to', () => {
    expect(contactPerson({ name: 'An' }, { name: 'Zeedijk' })).toBeNull()
    expect(contactPerson(undefined, undefined)).toBeNull()
  })
})
