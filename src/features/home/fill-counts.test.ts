import { describe, expect, it } from 'vitest'

import { fillCounts } from './fill-counts'

describe('fillCounts', () => {
  it('fills the sale and rent totals wherever they appear', () => {
    expect(fillCounts('{saleCount} te koop, {rentCount} te huur ({saleCount})', { sale: 37, rent: 17 })).toBe('37 te koop, 17 te huur (37)')
  })
  it('leaves text without placeholders alone', () => {
    expect(fillCounts('Welkom', { sale: 1, rent: 2 })).toBe('Welkom')
  })
})
