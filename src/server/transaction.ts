import { beginTransaction as drizzleBeginTransaction } from '@payloadcms/drizzle'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

type Adapter = Payload['db'] & { sessions?: Record<string, { db: unknown }> }

/**
 * Runs `work` in one database transaction: every local-API call given the `req` it receives (and every
 * Drizzle statement on `transactionDb(req)`) is committed together or not at all.
 *
 * PostgreSQL: Payload's own transactions. SQLite: @payloadcms/db-sqlite ships with transactions switched
 * off unless `transactionOptions` is set (its beginTransaction is Payload's no-op that returns null, see
 * node_modules/@payloadcms/db-sqlite/dist/index.js); switching them on for the whole site would hold
 * libSQL's write lock across every request. Here only the caller's short transaction is opened, with the
 * same Drizzle implementation the adapter would use (docs/decisions/0015-lead-failures.md).
 */
/** Chains this process's SQLite transactions (see inTransaction). */
let sqliteQueue: Promise<void> = Promise.resolve()

export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const db = payload.db as Adapter
  const own = await db.beginTransaction()
  if (own !== null && own !== undefined) return run(db, own, payload, work)
  // SQLite: libSQL's transaction is BEGIN IMMEDIATE on a connection of its own, holding the database's one
  // write lock until commit. A second one opened meanwhile fails at once with SQLITE_BUSY (busy_timeout is
  // 0, and a busy wait would block this process's event loop, where the holder runs). So this process
  // opens them one after the other. Other writes during the short window still meet the lock (ADR 0015).
  const previous = sqliteQueue
  let release = () => {}
  sqliteQueue = new Promise<void>((resolve) => (release = resolve))
  await previous
  try {
    const id = await drizzleBeginTransaction.call(db as never, undefined)
    if (id === null || id === undefined) throw new Error('The database adapter cannot open a transaction')
    return await run(db, id, payload, work)
  } finally {
    release()
  }
}

async function run<T>(db: Adapter, id: string | number, payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  req.transactionID = id
  try {
    const result = await work(req)
    await db.commitTransaction(id)
    return result
  } catch (error) {
    await db.rollbackTransaction(id).catch(() => undefined)
    throw error
  }
}

/** The Drizzle handle of the request's transaction on this adapter, or its pool outside one. */
export function adapterTransactionDb(db: { drizzle: unknown; sessions?: Record<string, { db: unknown }> }, req?: Partial<PayloadRequest>): unknown {
  const id = req?.transactionID
  const session = typeof id === 'string' || typeof id === 'number' ? db.sessions?.[String(id)] : undefined
  return session?.db ?? db.drizzle
}

/** The Drizzle handle of the request's transaction, for the few statements written without the local API. */
export function transactionDb(payload: Payload, req?: Partial<PayloadRequest>): unknown {
  return adapterTransactionDb(payload.db as Adapter & { drizzle: unknown }, req)
}

/** SQLite's "database is locked" (SQLITE_BUSY), anywhere in an error's chain of causes: another write holds the lock. */
export function isDatabaseLocked(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (/database is locked|SQLITE_BUSY/i.test(current.message) || (current as { code?: unknown }).code === 'SQLITE_BUSY') return true
  }
  return false
}
