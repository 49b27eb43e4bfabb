import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

/** A fresh SQLite file for one test file; removed afterwards. */
export function temporarySqliteUrl(): { url: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-test-'))
  return { url: `file:${path.join(dir, 'test.db')}`, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

export const postgresServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/**
 * PostgreSQL is not optional: when no server answers, this throws, so the suite that needs it fails
 * (counted by npm test) instead of being skipped. npm test (scripts/test-services.mjs) starts the server.
 */
export async function requirePostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    await client.query('select 1')
  } catch (error) {
    throw new Error(`PostgreSQL is required and no server answered at ${postgresServerUrl} (set TEST_DATABASE_URL, or leave it unset: npm test and Vitest start one): ${(error as Error).message}`)
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * A new, empty database on the PostgreSQL server. The adapter keeps connections open until the test
 * process ends, so databases are not dropped by the run that made them but by a later one, which drops
 * the leftovers of processes that no longer run (so test files may run side by side).
 */
/** Per checkout (TEST_DB_PREFIX), so two test runs on one server never drop each other's databases. */
const databasePrefix = process.env.TEST_DB_PREFIX ?? 'zeedijk_test_'

const running = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

let sequence = 0

export async function temporaryPostgresUrl(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  await requirePostgres()
  const name = `${databasePrefix}${process.pid}_${Date.now()}_${sequence++}`
  const admin = new pg.Client({ connectionString: postgresServerUrl })
  await admin.connect()
  // Only this role's own leftovers: another role's (a run as `postgres` on the same server) cannot be dropped.
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1 and pg_get_userbyid(datdba) = current_user', [
    `${databasePrefix}%`,
  ])
  for (const { datname } of rows) {
    const pid = Number(/^(\d+)_/.exec(datname.slice(databasePrefix.length))?.[1])
    if (!running(pid)) await admin.query(`drop database if exists "${datname}" with (force)`)
  }
  await admin.query(`create database "${name}"`)
  await admin.end()
  const url = new URL(postgresServerUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), cleanup: async () => {} }
}

export type TestDatabase = { kind: 'sqlite' | 'postgres'; url: string; cleanup: () => Promise<void> | void }

/**
 * The empty database of a suite that runs on both databases: SQLite, or PostgreSQL in the Vitest project
 * "postgres" (TEST_DATABASE=postgres, vitest.config.ts), which runs the same file a second time.
 */
export async function temporaryDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE === 'postgres') return { kind: 'postgres', ...(await temporaryPostgresUrl()) }
  return { kind: 'sqlite', ...temporarySqliteUrl() }
}

/**
 * A suite's Payload on its own empty, migrated database (SQLite, or PostgreSQL in the "postgres" project).
 * `env` is set before the config is first imported: it reads the environment once.
 */
export async function startPayload(env: Record<string, string> = {}): Promise<{ payload: import('payload').Payload; database: TestDatabase }> {
  const database = await temporaryDatabase()
  Object.assign(process.env, { DATABASE_URL: database.url, PAYLOAD_SECRET: 'integration-test-secret-of-enough-length', ...env })
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  await payload.db.migrate()
  return { payload, database }
}
