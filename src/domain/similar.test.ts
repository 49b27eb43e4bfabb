import { describe, expect, it } from 'vitest'

import { isSimilar, rankSimilar, type SimilarCandidate, similarCriteria, similarityScore, similarPriceRange, type SimilarSubject } from './similar'

const TYPE = { apartment: 1, villa: 2, garage: 3 }
const REGION = { centre: 11, mariakerke: 12, bredene: 13 }

const subject: SimilarSubject = {
  id: 1,
  goal: 'sale',
  countryId: 10,
  propertyType: TYPE.apartment,
  regionIds: [REGION.centre],
  citySearchName: 'oostende',
  publicPrice: 300_000,
}

const candidate = (id: number, extra: Partial<SimilarCandidate> = {}): SimilarCandidate => ({
  id,
  propertyType: TYPE.apartment,
  regionIds: [REGION.centre],
  citySearchName: 'oostende',
  publicPrice: 300_000,
  listedAt: '2026-10-01T10:00:00Z',
  ...extra,
})

describe('similarPriceRange: within 25 % of the public price', () => {
  it.each([
    [300_000, { min: 225_000, max: 375_000 }],
    [850, { min: 637, max: 1063 }],
    [null, null],
    [undefined, null],
    [0, null],
    [Number.NaN, null],
  ])('%s → %o', (price, range) => {
    expect(similarPriceRange(price)).toEqual(range)
  })
})

describe('similarCriteria: what the database is asked for', () => {
  it('keeps the goal and the country, and a price range only when the price is public', () => {
    expect(similarCriteria(subject)).toEqual({
      goal: 'sale',
      countryId: 10,
      price: { min: 225_000, max: 375_000 },
      propertyType: TYPE.apartment,
      regionIds: [REGION.centre],
      citySearchName: 'oostende',
    })
    // A hidden price: the subject carries no public price, and no range is derived from anything else.
    expect(similarCriteria({ ...subject, publicPrice: null }).price).toBeNull()
    expect(similarCriteria({ ...subject, countryId: 50 }).countryId).toBe(50)
    expect(similarCriteria({ ...subject, countryId: undefined, regionIds: [5, 5] })).toMatchObject({ countryId: null, regionIds: [5] })
  })
})

describe('isSimilar', () => {
  it.each([
    ['the same type elsewhere', candidate(2, { regionIds: [REGION.bredene], citySearchName: 'bredene' }), true],
    ['another type in the same region', candidate(3, { propertyType: TYPE.villa, citySearchName: 'mariakerke' }), true],
    ['another type in the same town', candidate(4, { propertyType: TYPE.villa, regionIds: [] }), true],
    ['another type, region and town', candidate(5, { propertyType: TYPE.villa, regionIds: [REGION.bredene], citySearchName: 'bredene' }), false],
    ['the property itself', candidate(1), false],
    ['25 % cheaper', candidate(6, { publicPrice: 225_000 }), true],
    ['more than 25 % cheaper', candidate(7, { publicPrice: 224_999 }), false],
    ['25 % dearer', candidate(8, { publicPrice: 375_000 }), true],
    ['more than 25 % dearer', candidate(9, { publicPrice: 375_001 }), false],
    // Its price is hidden: being shown as "within 25 %" would tell visitors the range of its price.
    ['a candidate whose price is hidden', candidate(10, { publicPrice: null }), false],
  ])('%s: %s', (_name, other, expected) => {
    expect(isSimilar(subject, other)).toBe(expected)
  })

  it('compares a property whose price is hidden without any price', () => {
    const hidden = { ...subject, publicPrice: null }
    expect(isSimilar(hidden, candidate(2, { publicPrice: 2_000_000 }))).toBe(true)
    expect(isSimilar(hidden, candidate(3, { publicPrice: null }))).toBe(true)
    expect(similarityScore(hidden, candidate(2, { publicPrice: 300_000 }))).toBe(similarityScore(hidden, candidate(3, { publicPrice: 2_000_000 })))
  })
})

describe('rankSimilar: same type, same region, same town, then price closeness', () => {
  it('ranks by what is alike, then by price', () => {
    const candidates = [
      candidate(20, { propertyType: TYPE.villa, regionIds: [REGION.centre], citySearchName: 'oostende' }), // region, town, same price: 4
      candidate(21, { regionIds: [REGION.bredene], citySearchName: 'bredene', publicPrice: 300_000 }), // type + price: 5
      candidate(22, { publicPrice: 370_000 }), // type, region, town, far in price: about 7.07
      candidate(23, { publicPrice: 310_000 }), // type, region, town, close in price: about 7.87
      candidate(24, { propertyType: TYPE.villa, regionIds: [], citySearchName: 'oostende' }), // town: about 2
    ]
    expect(rankSimilar(subject, candidates)).toEqual([23, 22, 21, 20])
    expect(rankSimilar(subject, candidates, 2)).toEqual([23, 22])
    expect(rankSimilar(subject, candidates, 0)).toEqual([])
  })

  it('prefers the more recently listed of equals, then the higher id', () => {
    const candidates = [candidate(30, { listedAt: '2026-01-01T00:00:00Z' }), candidate(31, { listedAt: '2026-11-01T00:00:00Z' }), candidate(29, { listedAt: '2026-11-01T00:00:00Z' })]
    expect(rankSimilar(subject, candidates)).toEqual([31, 29, 30])
  })

  it('drops candidates out of the price range or not alike at all', () => {
    expect(rankSimilar(subject, [candidate(40, { publicPrice: 500_000 }), candidate(41, { propertyType: TYPE.garage, regionIds: [], citySearchName: 'brugge' }), candidate(42)])).toEqual([42])
  })
})
