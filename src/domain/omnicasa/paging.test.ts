import { describe, expect, it } from 'vitest'

import { expectedRows, firstPage, IncompleteListError, ListReader, nextPage } from './paging'

const items = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ ID: from + i }))

describe('the paging plan', () => {
  it('asks 1-based inclusive ranges until RowsCount rows are read', () => {
    expect(firstPage(50)).toEqual({ from: 1, to: 50 })
    expect(nextPage({ from: 1, to: 50 }, 120)).toEqual({ from: 51, to: 100 })
    expect(nextPage({ from: 101, to: 150 }, 120)).toBeNull()
    expect(nextPage({ from: 1, to: 50 }, 50)).toBeNull()
    expect(expectedRows({ from: 101, to: 150 }, 120)).toBe(20)
    expect(expectedRows({ from: 1, to: 50 }, 0)).toBe(0)
    expect(() => firstPage(0)).toThrow(RangeError)
  })

  it('reads a whole list', () => {
    const reader = new ListReader('GetPropertyList (nl)')
    let rows = reader.accept({ from: 1, to: 2 }, { rowsCount: 5, items: items(1, 2) })
    expect(rows).toEqual({ from: 3, to: 4 })
    rows = reader.accept(rows!, { rowsCount: 5, items: items(3, 4) })
    expect(reader.accept(rows!, { rowsCount: 5, items: items(5, 5) })).toBeNull()
    expect(reader.finish().map((item) => item.ID)).toEqual([1, 2, 3, 4, 5])
  })

  it('an empty list is complete', () => {
    const reader = new ListReader('x')
    expect(reader.accept(firstPage(50), { rowsCount: 0, items: [] })).toBeNull()
    expect(reader.finish()).toEqual([])
  })

  it('a page that ends early is incomplete', () => {
    const reader = new ListReader('GetPropertyList (nl)')
    expect(() => reader.accept({ from: 1, to: 50 }, { rowsCount: 120, items: items(1, 49) })).toThrow(/rows 1–50 held 49 records, 50 expected \(RowsCount 120\)/)
  })

  it('a RowsCount that shrinks while paging is incomplete', () => {
    const reader = new ListReader('x')
    reader.accept({ from: 1, to: 2 }, { rowsCount: 4, items: items(1, 2) })
    expect(() => reader.accept({ from: 3, to: 4 }, { rowsCount: 3, items: items(3, 3) })).toThrow(IncompleteListError)
  })

  it('a list that shifted (a row read twice, so one never) is incomplete at the end', () => {
    const reader = new ListReader('x')
    reader.accept({ from: 1, to: 2 }, { rowsCount: 4, items: items(1, 2) })
    reader.accept({ from: 3, to: 4 }, { rowsCount: 4, items: [{ ID: 2 }, { ID: 3 }] })
    expect(() => reader.finish()).toThrow(/3 distinct records read, RowsCount says 4/)
  })
})
