import { describe, expect, it } from 'vitest'

import { comparedIds, MAX_COMPARED, MAX_FAVOURITES, parseIds, toggleFavourite } from './favourites'

describe('favourites', () => {
  it('reads ids from a query or a stored list: positive whole numbers, once each', () => {
    expect(parseIds('12,7,12,abc,-3,0,4.5, 9 ')).toEqual([12, 7, 9])
    expect(parseIds(['3,4', '5'])).toEqual([3, 4, 5])
    expect(parseIds(undefined)).toEqual([])
    expect(parseIds({ ids: [1] })).toEqual([])
    expect(parseIds('9'.repeat(40))).toEqual([])
  })

  it('keeps at most the maximum, so a crafted address cannot ask for the whole catalogue', () => {
    const many = Array.from({ length: 500 }, (_, i) => i + 1).join(',')
    expect(parseIds(many)).toHaveLength(MAX_FAVOURITES)
  })

  it('stars newest first and unstars', () => {
    expect(toggleFavourite([3, 2], 5)).toEqual([5, 3, 2])
    expect(toggleFavourite([5, 3, 2], 3)).toEqual([5, 2])
    expect(toggleFavourite([1], -1)).toEqual([1])
    const full = Array.from({ length: MAX_FAVOURITES }, (_, i) => i + 1)
    expect(toggleFavourite(full, 999)).toEqual([999, ...full.slice(0, -1)])
  })

  it('compares only favourites, at most four, in the favourites’ order', () => {
    expect(comparedIds([8, 6, 4, 2, 1], [1, 2, 4, 6, 8, 99])).toEqual([8, 6, 4, 2].slice(0, MAX_COMPARED))
    expect(comparedIds([8, 6], [6, 99])).toEqual([6])
  })
})
