import { describe, expect, it } from 'vitest'

import { searchName, slugify } from './slug'

describe('slugify', () => {
  it.each([
    ['Appartement met zeezicht', 'appartement-met-zeezicht'],
    ['Maison à rénover – Mariakerke', 'maison-a-renover-mariakerke'],
    ['Große Wohnung', 'grosse-wohnung'],
    ['  --Studio!! ', 'studio'],
    ['Tips & Info', 'tips-info'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })
})

describe('searchName', () => {
  it('drops accents and case', () => {
    expect(searchName('Liège')).toBe('liege')
    expect(searchName('OOSTENDE ')).toBe('oostende')
  })
})
