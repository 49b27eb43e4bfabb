import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { matchesSearchWords, propertySearchText, SEARCH_WORD_LIMITS, searchWords } from './search-text'

describe('searchWords: what a typed query looks for', () => {
  it('is lower-case and accent-free, split on anything but letters and digits', () => {
    expect(searchWords('  Liège – Appartement!  ')).toEqual(['liege', 'appartement'])
    expect(searchWords('ZD-2041')).toEqual(['zd', '2041'])
    expect(searchWords('Knokke-Heist')).toEqual(['knokke', 'heist'])
  })

  it('finds nothing in text without letters or digits', () => {
    expect(searchWords('%_ -- !!')).toEqual([])
    expect(searchWords(null)).toEqual([])
  })

  it('keeps the longest of words inside one another, once each', () => {
    expect(searchWords('zee zeezicht Zee')).toEqual(['zeezicht'])
  })

  it('bounds the words: at most 8, each at most 40 characters, never a LIKE wildcard', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (query) => {
        const words = searchWords(query)
        expect(words.length).toBeLessThanOrEqual(SEARCH_WORD_LIMITS.words)
        for (const word of words) {
          expect(Array.from(word).length).toBeLessThanOrEqual(SEARCH_WORD_LIMITS.length)
          expect(word).toMatch(/^[\p{L}\p{N}]+$/u)
        }
      }),
      { numRuns: 1000 },
    )
  })
})

describe('propertySearchText: what a property is found by', () => {
  const property = {
    externalId: 4000170,
    reference: 'ZD-2170',
    city: 'Oostende',
    zip: '8400',
    street: 'Doornstraat',
    titles: ['Instapklare studio in Mariakerke', 'Studio prêt à habiter à Mariakerke'],
  }

  it('holds every title, the place, the postcode, the reference and the id', () => {
    const text = propertySearchText({ ...property, publishAddress: true })
    for (const query of ['Mariakerke', 'prêt', 'oostende 8400', 'zd-2170', '4000170', 'doornstraat']) expect(matchesSearchWords(text, searchWords(query)), query).toBe(true)
  })

  it('leaves out the street of a hidden address', () => {
    expect(propertySearchText({ ...property, publishAddress: false })).not.toContain('doorn')
    expect(propertySearchText({ ...property, publishAddress: null })).not.toContain('doorn')
  })

  it('lists each word once', () => {
    expect(propertySearchText({ titles: ['Studio Studio', 'studio'], city: 'Studio' })).toBe('studio')
  })
})

describe('matchesSearchWords', () => {
  it('asks for every word, anywhere, also inside a longer word', () => {
    expect(matchesSearchWords('appartement met zeezicht oostende', ['zee', 'oostende'])).toBe(true)
    expect(matchesSearchWords('appartement met zeezicht oostende', ['zee', 'brugge'])).toBe(false)
  })

  it('matches nothing without words', () => {
    expect(matchesSearchWords('anything', [])).toBe(false)
  })
})
