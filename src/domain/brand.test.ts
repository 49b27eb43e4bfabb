import { describe, expect, it } from 'vitest'

import { agencyName, DEFAULT_AGENCY_NAME, titleWithBrand } from './brand'

describe('the agency name', () => {
  it('is the one Settings hold, or the default when empty', () => {
    expect(agencyName('  Zeedijk Vastgoed BV ')).toBe('Zeedijk Vastgoed BV')
    expect(agencyName('')).toBe(DEFAULT_AGENCY_NAME)
    expect(agencyName(null)).toBe('Zeedijk Vastgoed')
  })

  it('follows every page title once', () => {
    expect(titleWithBrand('Apartment with sea view – Ostend', 'Zeedijk Vastgoed')).toBe('Apartment with sea view – Ostend | Zeedijk Vastgoed')
    expect(titleWithBrand('', 'Zeedijk Vastgoed')).toBe('Zeedijk Vastgoed')
    expect(titleWithBrand('Testimonials | ZEEDIJK vastgoed', 'Zeedijk Vastgoed')).toBe('Testimonials | ZEEDIJK vastgoed')
  })
})
