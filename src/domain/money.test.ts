import { describe, expect, it } from 'vitest'

import { formatEuro } from './money'

// fr-BE and de-BE separate groups with a narrow no-break space (U+202F) or a dot; compare exactly.
describe('formatEuro', () => {
  it.each([
    ['nl', 249000, '€ 249.000'],
    ['en', 249000, '€249,000'],
    ['de', 1250, '1.250 €'],
  ] as const)('%s %d → %s', (locale, amount, expected) => {
    expect(formatEuro(amount, locale).replace(/\u00a0/g, ' ')).toBe(expected)
  })
  it('groups French amounts with a narrow no-break space', () => {
    expect(formatEuro(249000, 'fr')).toBe('249\u202f000\u00a0€')
  })
  it('parses numbers sent as strings', () => {
    expect(formatEuro('209000', 'nl').replace(/\u00a0/g, ' ')).toBe('€ 209.000')
  })
  it('returns NaN for what is not a number', () => {
    expect(formatEuro('abc', 'nl')).toBe('NaN')
    expect(formatEuro(null, 'nl')).toBe('NaN')
    expect(formatEuro(Number.POSITIVE_INFINITY, 'nl')).toBe('NaN')
  })
})
