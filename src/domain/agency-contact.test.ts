import { describe, expect, it } from 'vitest'

import { agencyAddress, mapSearchUrl, openingHourLines } from './agency-contact'

describe("the agency's contact details as links", () => {
  const agency = { name: 'Zeedijk Vastgoed', street: 'Zeedijk 150', zip: '8400', city: 'Oostende' }

  it('writes the address on one line, or nothing without street or town', () => {
    expect(agencyAddress(agency)).toBe('Zeedijk 150, 8400 Oostende')
    expect(agencyAddress({ ...agency, street: ' ' })).toBeNull()
    expect(agencyAddress({ street: 'Zeedijk 150' })).toBeNull()
  })

  it('links the address to a map search for the office, encoded', () => {
    const url = new URL(mapSearchUrl(agency)!)
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/')
    expect(url.searchParams.get('api')).toBe('1')
    expect(url.searchParams.get('query')).toBe('Zeedijk Vastgoed, Zeedijk 150, 8400 Oostende')
    expect(mapSearchUrl({ ...agency, street: 'Rue & <Co> #1' })).toContain('Rue%20%26%20%3CCo%3E%20%231')
    expect(mapSearchUrl({ name: 'X' })).toBeNull()
  })

  it('shows the opening hours line by line, without empty lines', () => {
    expect(openingHourLines('Ma–vr: 9–18\r\n\n  Za: 10–16  \n')).toEqual(['Ma–vr: 9–18', 'Za: 10–16'])
    expect(openingHourLines(null)).toEqual([])
  })
})
