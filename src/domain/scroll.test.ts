import { describe, expect, it } from 'vitest'

import { SCROLL, scrollPosition } from './scroll'

describe('scroll constants (SPEC §9)', () => {
  it('uses 30 px, 10 px, 500 ms and 100 ms', () => {
    expect(SCROLL).toEqual({ headerThreshold: 30, backToTopThreshold: 10, scrollToTopMs: 500, debounceMs: 100 })
  })
})

describe('scrollPosition', () => {
  it('starts at the origin, ends at the top and passes half way at the middle', () => {
    expect(scrollPosition(1000, 0)).toBe(1000)
    expect(scrollPosition(1000, 0.5)).toBe(500)
    expect(scrollPosition(1000, 1)).toBe(0)
  })
  it('clamps progress outside 0..1', () => {
    expect(scrollPosition(800, -1)).toBe(800)
    expect(scrollPosition(800, 2)).toBe(0)
  })
  it('moves monotonically towards the top', () => {
    const steps = Array.from({ length: 11 }, (_, i) => scrollPosition(600, i / 10))
    expect(steps).toEqual([...steps].sort((a, b) => b - a))
  })
})
