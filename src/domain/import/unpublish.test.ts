import { describe, expect, it } from 'vitest'

import { decideUnpublish, parseShare } from './unpublish'

describe('decideUnpublish', () => {
  it('allows nothing to unpublish, whatever the feed', () => {
    expect(decideUnpublish({ published: 100, toUnpublish: 0, listed: 0, rejected: 0 })).toEqual({ allowed: true })
  })
  it('allows up to the share (20 % by default)', () => {
    expect(decideUnpublish({ published: 100, toUnpublish: 20, listed: 80, rejected: 0 }).allowed).toBe(true)
    expect(decideUnpublish({ published: 100, toUnpublish: 21, listed: 79, rejected: 0 })).toMatchObject({ allowed: false, rule: 'share', reason: expect.stringContaining('21 of 100') })
    expect(decideUnpublish({ published: 100, toUnpublish: 40, listed: 60, rejected: 0, maxShare: 0.5 }).allowed).toBe(true)
  })
  it('refuses an empty feed', () => {
    expect(decideUnpublish({ published: 3, toUnpublish: 3, listed: 0, rejected: 0 })).toMatchObject({ allowed: false, rule: 'empty', reason: expect.stringContaining('no properties') })
  })
  it('refuses a feed whose records are mostly rejected, even for a small change', () => {
    expect(decideUnpublish({ published: 100, toUnpublish: 1, listed: 10, rejected: 6 })).toMatchObject({ allowed: false, rule: 'rejected', reason: '6 of 10 property records were rejected' })
    expect(decideUnpublish({ published: 100, toUnpublish: 1, listed: 10, rejected: 5 }).allowed).toBe(true)
  })
})

describe('parseShare', () => {
  it.each([
    ['20', 0.2],
    ['20%', 0.2],
    ['0.2', 0.2],
    ['100', 1],
    ['0', 0],
  ])('%s → %d', (input, share) => expect(parseShare(input)).toBeCloseTo(share))
  it.each(['', 'abc', '-5', '150'])('%s is refused', (input) => expect(parseShare(input)).toBeNull())
})
