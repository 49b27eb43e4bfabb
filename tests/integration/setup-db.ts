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

/** Whether a PostgreSQL server answers; the PostgreSQL suite runs only then, and says so when it does not. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * A new, empty database on the PostgreSQL server. The adapter keeps connections open until the test
 * process ends, so databases are not dropped by the run that made them but by the next run, which
 * clears every leftover test database first.
 */
export async function temporaryPostgresUrl(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const name = `zeedijk_test_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: postgresServerUrl })
  await admin.connect()
  const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'zeedijk_test_%'")
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(postgresServerUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), cleanup: async () => {} }
}
