import Database from 'libsql'

type Prepare = (this: object, sql: string) => unknown
type DatabaseClass = { prototype: { prepare: Prepare } }

/** Distinct statements kept per connection; beyond it a statement is prepared each time, as libSQL does. */
export const MAX_CACHED_STATEMENTS = 2000

const marker = Symbol.for('zeedijk.sqliteStatementsReused')

/**
 * libSQL (the `libsql` driver under @libsql/client and Payload's SQLite adapter, 0.4 and 0.5 alike) never
 * frees a prepared statement: not when the JavaScript object is collected, not when its connection closes.
 * @libsql/client prepares every statement anew on each call, so each query left its statement behind:
 * about 50 KB for a select of the wide properties table, some 1.3 MB of native memory per imported
 * property, 13.8 GB for 10,000 (ADR 0060). Statements are therefore kept per connection and SQL text and
 * prepared once. Reusing one is safe: @libsql/client uses a statement synchronously from prepare to the
 * last row (safeIntegers, raw, columns, all or run), so two calls never share it midway, and each call
 * binds its own values and sets its own modes again.
 */
export function reuseSqliteStatements(driver: DatabaseClass = Database as unknown as DatabaseClass): void {
  const prototype = driver.prototype as DatabaseClass['prototype'] & { [marker]?: true }
  if (prototype[marker]) return
  const prepare = prototype.prepare
  const cacheOf = new WeakMap<object, Map<string, unknown>>()
  prototype.prepare = function prepareOnce(this: object, sql: string) {
    let cache = cacheOf.get(this)
    if (!cache) cacheOf.set(this, (cache = new Map()))
    const known = cache.get(sql)
    if (known) return known
    const statement = prepare.call(this, sql)
    if (cache.size < MAX_CACHED_STATEMENTS) cache.set(sql, statement)
    return statement
  }
  prototype[marker] = true
}
