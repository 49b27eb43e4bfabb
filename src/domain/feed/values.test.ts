import { describe, expect, it } from 'vitest'

import { FeedValueError, isEmpty, toBoolean, toDate, toInteger, toLocalized, toNumber, toText } from './values'

describe('isEmpty (SPEC §5: null, empty or blank)', () => {
  it.each([null, undefined, '', '   ', '\t\n'])('%j is empty', (value) => expect(isEmpty(value)).toBe(true))
  it.each([0, '0', 'a', false])('%j is not empty', (value) => expect(isEmpty(value)).toBe(false))
})

describe('toNumber', () => {
  it.each([
    [209000, 209000],
    ['209000', 209000],
    [' 209000 ', 209000],
    ['51.2301', 51.2301],
    ['51,23', 51.23],
    ['1.250.000', 1250000],
    ['1,250', 1250],
    ['€ 249 000', 249000],
    ['-12', -12],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => expect(toNumber(input, 'Price')).toBe(expected))

  it('rejects text that is no number, naming the field', () => {
    expect(() => toNumber('twee', 'Price')).toThrow(FeedValueError)
    expect(() => toNumber('twee', 'Price')).toThrow(/Price/)
    expect(() => toNumber({}, 'Price')).toThrow(FeedValueError)
    expect(() => toNumber(Number.NaN, 'Price')).toThrow(FeedValueError)
  })
})

describe('toInteger', () => {
  it('accepts whole numbers as numbers or strings', () => {
    expect(toInteger('3', 'Bedrooms')).toBe(3)
    expect(toInteger(4, 'Bedrooms')).toBe(4)
  })
  it('rejects fractions', () => expect(() => toInteger('2.5', 'ID')).toThrow(/whole number/))
})

describe('toBoolean', () => {
  it.each([
    [true, true],
    ['1', true],
    [1, true],
    ['true', true],
    [false, false],
    ['0', false],
    [0, false],
    ['False', false],
    ['', null],
  ])('%j → %j', (input, expected) => expect(toBoolean(input, 'PublishPrice')).toBe(expected))
  it('rejects anything else', () => expect(() => toBoolean('maybe', 'PublishPrice')).toThrow(/PublishPrice/))
})

describe('toDate', () => {
  it('reads the feed format "Y-m-d H:i:s" as UTC', () => {
    expect(toDate('2026-08-09 18:01:36', 'CreatedDate')).toBe('2026-08-09T18:01:36.000Z')
  })
  it('reads a bare date', () => expect(toDate('2026-02-01', 'DateFree')).toBe('2026-02-01T00:00:00.000Z'))
  it('reads the WCF form', () => expect(toDate('/Date(1754755296000+0100)/', 'DateFree')).toBe(new Date(1754755296000).toISOString()))
  it('rejects impossible dates', () => {
    expect(() => toDate('2026-02-31', 'DateFree')).toThrow(/DateFree/)
    expect(() => toDate('yesterday', 'DateFree')).toThrow(FeedValueError)
  })
  it('treats blank as null', () => expect(toDate(' ', 'DateFree')).toBeNull())
})

describe('toText and toLocalized', () => {
  it('trims text and stringifies numbers', () => {
    expect(toText('  Zeedijk ')).toBe('Zeedijk')
    expect(toText(8)).toBe('8')
    expect(toText('   ')).toBeNull()
  })
  it('keeps per-language texts and drops blank ones', () => {
    expect(toLocalized({ nl: 'Huis', fr: 'Maison', en: ' ', DE: 'Haus' })).toEqual({ nl: 'Huis', fr: 'Maison', de: 'Haus' })
  })
  it('treats a plain string as Dutch', () => expect(toLocalized('Huis')).toEqual({ nl: 'Huis' }))
})

describe('a value that cannot even be printed (found by tests/fuzz/import-feed)', () => {
  // JSON.parse('{"toString": 1}') is an object String() throws on; the record must be rejected, not crash the import.
  const unprintable = JSON.parse('{"toString": 1}')
  it.each([toNumber, toInteger, toBoolean, toDate])('%o rejects it with a reason', (read) => {
    expect(() => read(unprintable, 'Price')).toThrow(FeedValueError)
    expect(() => read(unprintable, 'Price')).toThrow('Price: "{"toString":1}"')
  })
})
