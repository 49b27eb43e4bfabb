/**
 * npm run db:migration -- NAME
 * Creates the migration for a schema change in both dialects (SQLite, then PostgreSQL at
 * MIGRATION_POSTGRES_URL, default the local server), and makes their argument-type imports type-only so
 * Node can load them without a bundler (see docs/decisions/0001-stack.md).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('Usage: npm run db:migration -- NAME (letters, digits, - and _)')
  process.exit(2)
}
const postgres = process.env.MIGRATION_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const payloadBin = path.join(process.cwd(), 'node_modules', '.bin', 'payload')

for (const [dialect, url] of [
  ['sqlite', 'file:data/migration-check.db'],
  ['postgres', postgres],
] as const) {
  const result = spawnSync(payloadBin, ['migrate:create', name, '--skip-empty'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } })
  if (result.status !== 0) process.exit(result.status ?? 1)
  const dir = path.join(process.cwd(), 'migrations', dialect)
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const full = path.join(dir, file)
    const text = readFileSync(full, 'utf8')
    const fixed = text.replace(/^import \{ MigrateUpArgs, MigrateDownArgs, sql \} from '(@payloadcms\/db-\w+)'/m, "import { type MigrateDownArgs, type MigrateUpArgs, sql } from '$1'")
    if (fixed !== text) writeFileSync(full, fixed)
  }
}
