import { describe, expect, it } from 'vitest'

import { relationId } from './relation'

describe('relation ids', () => {
  it('reads the id of a populated or unpopulated relationship', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId({ id: 7 })).toBe(7)
    expect(relationId(null)).toBeNull()
    expect(relationId(undefined)).toBeNull()
  })
})
