import { describe, expect, it } from 'vitest'

import { contrastRatio, over, parseColour } from './contrast'

const colour = (value: string) => parseColour(value)!

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio(colour('#000'), colour('#fff'))).toBeCloseTo(21, 5)
    expect(contrastRatio(colour('#145f8c'), colour('#145f8c'))).toBe(1)
  })

  it('matches published figures (WebAIM): #767676 on white is 4.54, the old amber ring on white 2.2', () => {
    expect(contrastRatio(colour('#767676'), colour('#ffffff'))).toBeCloseTo(4.54, 2)
    expect(contrastRatio(colour('#e8a33d'), colour('#ffffff'))).toBeLessThan(3)
  })

  it('is symmetric', () => {
    expect(contrastRatio(colour('#0b2a4a'), colour('#f6f1e7'))).toBe(contrastRatio(colour('#f6f1e7'), colour('#0b2a4a')))
  })
})

describe('parseColour', () => {
  it('reads the forms the stylesheet uses', () => {
    expect(parseColour('#0b2a4a')).toEqual({ r: 11, g: 42, b: 74, a: 1 })
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 })
    expect(parseColour('rgb(11 42 74 / 60%)')).toEqual({ r: 11, g: 42, b: 74, a: 0.6 })
    expect(parseColour('rgba(0, 0, 0, 0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 })
    expect(parseColour('var(--sea)')).toBeNull()
    expect(parseColour('linear-gradient(red, blue)')).toBeNull()
  })

  it('lays a translucent colour over an opaque one', () => {
    expect(over(colour('rgb(0 0 0 / 50%)'), colour('#fff'))).toEqual({ r: 128, g: 128, b: 128, a: 1 })
  })
})
