import { and, inArray } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'

/**
 * Payload's own Drizzle database and tables, for the few narrow reads where the local API's per-document
 * processing costs too much (docs/decisions/0007). The same query builder serves SQLite and PostgreSQL.
 */
export type Row = Record<string, unknown>
export type Table = Record<string, unknown>
export type Query = PromiseLike<Row[]> & { where: (condition: unknown) => Query; orderBy: (...columns: unknown[]) => Query }
export type Database = { select: (columns: Record<string, unknown>) => { from: (table: Table) => Query } }

export function drizzleOf(payload: Payload): { db: Database; table: (name: string) => Table } {
  const { drizzle, tables } = payload.db as unknown as { drizzle: Database; tables: Record<string, Table | undefined> }
  return {
    db: drizzle,
    table(name) {
      const found = tables[name]
      if (!found) throw new Error(`No database table named ${name}`)
      return found
    },
  }
}

/** Rows asked by id at most this many at a time (one IN list per statement). */
export const CHUNK = 500

/** Translated columns in the visitor's language, falling back to the default language as Payload does. */
export async function translations(db: Database, table: Table, columns: string[], parents: number[], locale: Locale) {
  const wanted = [...new Set([locale, defaultLocale])]
  const byParent = new Map<number, Row>()
  const fallback = new Map<number, Row>()
  for (let start = 0; start < parents.length; start += CHUNK) {
    const select: Record<string, unknown> = { parent: table._parentID, locale: table._locale }
    for (const column of columns) select[column] = table[column]
    const rows = await db
      .select(select)
      .from(table)
      .where(and(inArray(table._parentID as never, parents.slice(start, start + CHUNK)), inArray(table._locale as never, wanted)))
    for (const row of rows) (row.locale === locale ? byParent : fallback).set(row.parent as number, row)
  }
  return (parent: number, column: string) => {
    const value = byParent.get(parent)?.[column]
    return (value === null || value === undefined || value === '' ? fallback.get(parent)?.[column] : value) as string | null | undefined
  }
}
