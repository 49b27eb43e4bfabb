import { describe, expect, it } from 'vitest'

import { plainText, truncateDescription } from './text'

describe('plainText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(plainText('<p>Ruim&nbsp;appartement</p><p>met   zeezicht &amp; terras</p>')).toBe('Ruim appartement met zeezicht & terras')
    expect(plainText('Caf&eacute; &#233;t&#xE9; &lt;b&gt;')).toBe('Café été <b>')
    expect(plainText(null)).toBe('')
  })
})

describe('truncateDescription (SPEC §9)', () => {
  it('keeps short texts whole', () => {
    expect(truncateDescription('Kort en krachtig.')).toBe('Kort en krachtig.')
    expect(truncateDescription('x'.repeat(250))).toBe('x'.repeat(250))
  })

  it('cuts at the last word boundary when it lies past 80 % of the limit', () => {
    const text = `${'woord '.repeat(50)}einde`
    const result = truncateDescription(text, 100)
    expect(result.endsWith('…')).toBe(true)
    expect(result.length).toBeLessThanOrEqual(101)
    expect(result.slice(0, -1)).toBe('woord '.repeat(16).trim())
  })

  it('cuts mid-word when the last boundary is too early', () => {
    const text = `kort ${'a'.repeat(300)}`
    expect(truncateDescription(text, 100)).toBe(`kort ${'a'.repeat(95)}…`)
  })

  it('uses 250 characters by default', () => {
    const result = truncateDescription('lorem ipsum '.repeat(40))
    expect(result.length).toBeLessThanOrEqual(251)
    expect(result.length).toBeGreaterThan(200)
  })

  it('does not leave punctuation before the ellipsis', () => {
    expect(truncateDescription(`${'abcd, '.repeat(30)}`, 50)).toMatch(/abcd…$/)
  })

  it('limits search results to 100 characters', () => {
    expect(truncateDescription('Zonnig appartement '.repeat(10), 100).length).toBeLessThanOrEqual(101)
  })
})
