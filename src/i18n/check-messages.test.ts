import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { findMessageProblems, placeholders } from './check-messages'

describe('placeholders', () => {
  it('finds top-level ICU arguments only', () => {
    expect(placeholders('{count, plural, =1 {1 room} other {# rooms}} in {city}')).toEqual(['city', 'count'])
    expect(placeholders('no arguments')).toEqual([])
  })
})

describe('findMessageProblems', () => {
  it('reports missing, empty, extra and mismatched messages', () => {
    const problems = findMessageProblems({
      en: { a: 'A {x}', b: 'B', c: { d: 'D' } },
      nl: { a: 'A', c: { d: ' ' }, z: 'Z' },
    })
    expect(problems).toEqual(['nl: placeholders of a differ from en', 'nl: missing b', 'nl: empty c.d', 'nl: unexpected z'])
  })

  it('finds nothing wrong in the shipped catalogues', () => {
    const catalogs = Object.fromEntries(
      ['nl', 'fr', 'en', 'de'].map((l) => [l, JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${l}.json`), 'utf8'))]),
    )
    expect(findMessageProblems(catalogs)).toEqual([])
  })
})
