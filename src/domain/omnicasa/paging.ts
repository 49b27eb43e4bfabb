import { toText } from '../feed/values'

/**
 * Reading a whole Omnicasa list page by page (Limit1/Limit2, 1-based and inclusive) and proving nothing was
 * missed. A sync that misses a row would unpublish that property, so every doubt ends the read as
 * "incomplete" (the run then changes nothing): a page shorter than its range while RowsCount says more rows
 * exist, a RowsCount that shrinks while paging (rows moved up: one was skipped), and, at the end, fewer
 * distinct IDs than the last RowsCount (rows shifted down while paging: one was read twice, one never).
 */
export type Rows = { from: number; to: number }

export class IncompleteListError extends Error {}

/** The first page's range. */
export function firstPage(pageSize: number): Rows {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError('page size must be a positive whole number')
  return { from: 1, to: pageSize }
}

/** The next range after `rows`, or null when `rowsCount` rows are read. */
export function nextPage(rows: Rows, rowsCount: number): Rows | null {
  if (rows.to >= rowsCount) return null
  const size = rows.to - rows.from + 1
  return { from: rows.to + 1, to: rows.to + size }
}

/** How many rows a page of `rows` must hold when the list has `rowsCount` rows. */
export function expectedRows(rows: Rows, rowsCount: number): number {
  return Math.max(0, Math.min(rows.to, rowsCount) - rows.from + 1)
}

/**
 * Collects a list's pages in order and checks each against the plan. `accept` returns the range to ask
 * next, or null when the list is read; `finish` checks the whole.
 */
export class ListReader<T extends Record<string, unknown>> {
  readonly items: T[] = []
  private readonly ids = new Set<string>()
  private lastCount: number | null = null

  constructor(private readonly what: string) {}

  accept(rows: Rows, page: { rowsCount: number; items: T[] }): Rows | null {
    if (this.lastCount !== null && page.rowsCount < this.lastCount)
      throw new IncompleteListError(`${this.what}: RowsCount went from ${this.lastCount} to ${page.rowsCount} while paging (rows were removed, some may have been skipped)`)
    this.lastCount = page.rowsCount
    const expected = expectedRows(rows, page.rowsCount)
    if (page.items.length < expected)
      throw new IncompleteListError(`${this.what}: rows ${rows.from}–${rows.to} held ${page.items.length} records, ${expected} expected (RowsCount ${page.rowsCount})`)
    if (page.items.length > rows.to - rows.from + 1)
      throw new IncompleteListError(`${this.what}: rows ${rows.from}–${rows.to} held ${page.items.length} records, more than asked`)
    for (const item of page.items) {
      const id = toText(item.ID ?? item.Id ?? item.id)
      // A row read twice (the list shifted) is kept once; `finish` then finds the one never read.
      if (id !== null) {
        if (this.ids.has(id)) continue
        this.ids.add(id)
      }
      this.items.push(item)
    }
    return nextPage(rows, page.rowsCount)
  }

  finish(): T[] {
    if (this.lastCount !== null && this.items.length < this.lastCount)
      throw new IncompleteListError(`${this.what}: ${this.items.length} distinct records read, RowsCount says ${this.lastCount} (the list shifted while paging)`)
    return this.items
  }
}
