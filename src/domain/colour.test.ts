import { describe, expect, it } from 'vitest'

import { hexColour, validHexColour } from './colour'

describe('hexColour', () => {
  it('keeps a hex colour of three or six digits', () => {
    expect(hexColour('#1877F2')).toBe('#1877f2')
    expect(hexColour(' #fff ')).toBe('#fff')
  })

  it.each(['red; background:url(x)', '#12345', 'url(javascript:x)', 'expression(alert(1))', '#ggg', '', null])('refuses %j', (value) => {
    expect(hexColour(value)).toBeNull()
  })

  it('lets the admin leave it empty and explains a refused value', () => {
    expect(validHexColour('')).toBe(true)
    expect(validHexColour('#0b3954')).toBe(true)
    expect(validHexColour('blue')).toBe('A colour such as #1877f2')
  })
})
