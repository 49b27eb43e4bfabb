import Database from 'libsql'

type Prepare = (this: object, sql: string) => unknown
type DatabaseClass = { prototype: { prepare: Prepare } }

/**
 * Statements kept per connection, the least recently used dropped first: the site and the importer use a few
 * hundred SQL texts again and again; a text used once must not push the others out.
 */
export const MAX_CACHED_STATEMENTS = 1000

const marker = Symbol.for('zeedijk.sqliteStatementsReused')

/** A table alias Payload's Drizzle adapter draws at random for each query that joins a relationship table. */
const RANDOM_ALIAS = /"[0-9a-f]{8}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{12}"/g

/**
 * The same query with its random aliases renamed in order of appearance (`"alias_0"`, …): an alias is only a
 * name within its statement, so the query is the same, and its text repeats, so its statement is reused.
 * Without this every such query (Payload's document-lock check at each update, relationship filters) was a
 * new text, prepared once and held for good.
 */
export function withStableAliases(sql: string): string {
  if (!sql.includes('_')) return sql
  const names = new Map<string, string>()
  return sql.replace(RANDOM_ALIAS, (alias) => {
    let name = names.get(alias)
    if (!name) names.set(alias, (name = `"alias_${names.size}"`))
    return name
  })
}

/**
 * libSQL (the `libsql` driver under @libsql/client and Payload's SQLite adapter, 0.4 and 0.5 alike) holds
 * each prepared statement's native memory until its finalizer runs, which in a busy process it hardly ever
 * did: @libsql/client prepares every statement anew on each call, and an import grew by 1.3 MB of native
 * memory per property (13.8 GB for 10,000) with a flat heap, forced collections or not (ADR 0060). So each
 * SQL text's statement is prepared once per connection and kept; one dropped from the cache is left to the
 * garbage collector, as all were before. Reusing one is safe: @libsql/client uses a statement synchronously
 * from prepare to its last row (safeIntegers, raw, columns, all or run), so two calls never share it midway,
 * and each call binds its own values and sets its modes again.
 */
export function reuseSqliteStatements(driver: DatabaseClass = Database as unknown as DatabaseClass): void {
  const prototype = driver.prototype as DatabaseClass['prototype'] & { [marker]?: true }
  if (prototype[marker]) return
  const prepare = prototype.prepare
  const cacheOf = new WeakMap<object, Map<string, unknown>>()
  prototype.prepare = function prepareOnce(this: object, text: string) {
    const sql = withStableAliases(text)
    let cache = cacheOf.get(this)
    if (!cache) cacheOf.set(this, (cache = new Map()))
    const known = cache.get(sql)
    if (known) {
      // A Map keeps insertion order: moved to the end, the first key is always the least recently used.
      cache.delete(sql)
      cache.set(sql, known)
      return known
    }
    const statement = prepare.call(this, sql)
    cache.set(sql, statement)
    if (cache.size > MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value as string)
    return statement
  }
  prototype[marker] = true
}
