import { describe, expect, it } from 'vitest'

import { placeName, placeNames } from './place-names'
import { propertySearchText, searchWords, matchesSearchWords } from './search-text'

describe('placeName', () => {
  it('writes the coast towns as each language does', () => {
    expect(['nl', 'fr', 'en', 'de'].map((l) => placeName('Oostende', l as 'nl'))).toEqual(['Oostende', 'Ostende', 'Ostend', 'Ostende'])
    expect(['nl', 'fr', 'en', 'de'].map((l) => placeName('Brugge', l as 'nl'))).toEqual(['Brugge', 'Bruges', 'Bruges', 'Brügge'])
    expect(placeName('Nieuwpoort', 'fr')).toBe('Nieuport')
    expect(placeName('De Panne', 'fr')).toBe('La Panne')
    expect(placeName('Koksijde', 'fr')).toBe('Coxyde')
    expect(placeName('Nieuwpoort', 'en')).toBe('Nieuwpoort')
  })

  it('matches the stored name without case or stray spaces, and leaves other places as stored', () => {
    expect(placeName(' OOSTENDE ', 'en')).toBe('Ostend')
    for (const town of ['Blankenberge', 'Knokke-Heist', 'Middelkerke', 'Bredene', 'Westende', 'Oudenburg', 'Eernegem']) {
      expect(placeName(town, 'fr')).toBe(town)
      expect(placeName(town, 'de')).toBe(town)
    }
    expect(placeName(null, 'fr')).toBe('')
  })

  it('lists every name a place goes by, the stored one first', () => {
    expect(placeNames('Oostende')).toEqual(['Oostende', 'Ostende', 'Ostend'])
    expect(placeNames('Middelkerke')).toEqual(['Middelkerke'])
    expect(placeNames('')).toEqual([])
  })
})

describe('searching a town by its name in another language', () => {
  it('finds an Oostende property for "Ostende" and "ostend", not for another town', () => {
    const text = propertySearchText({ city: 'Oostende', zip: '8400', titles: ['Appartement met zeezicht'] })
    expect(matchesSearchWords(text, searchWords('Ostende'))).toBe(true)
    expect(matchesSearchWords(text, searchWords('ostend appartement'))).toBe(true)
    expect(matchesSearchWords(propertySearchText({ city: 'Brugge', zip: '8000', titles: [] }), searchWords('Ostende'))).toBe(false)
    expect(matchesSearchWords(propertySearchText({ city: 'Brugge', zip: '8000', titles: [] }), searchWords('brügge'))).toBe(true)
  })
})
