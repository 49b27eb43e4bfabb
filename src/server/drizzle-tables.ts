import type { Payload } from 'payload'

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
