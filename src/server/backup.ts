import { spawn } from 'node:child_process'
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { createClient } from '@libsql/client'

/**
 * `npm run backup` and `npm run restore` (ADR 0022): the database and the files the site wrote, into one
 * dated folder an operator copies off the machine.
 *
 * - SQLite: `VACUUM INTO` through the libSQL client Payload uses, a consistent copy taken while the site
 *   keeps serving (no need to stop it, unlike copying the file).
 * - PostgreSQL: `pg_dump --format=custom` (the client's major version must be at least the server's; on
 *   Debian, postgresql-client-15 for a 15 server), restored with `pg_restore`.
 * - Files: DATA_DIR/media (public images), DATA_DIR/private (documents, CVs) and the generated
 *   data/payload-secret when there is one (links and sessions signed with it stay valid after a restore).
 *
 * A backup holds personal data (leads, CVs): keep it where only the operator reads it.
 */
export type BackupPlace = { databaseUrl: string; dataDir: string }
export type Manifest = { format: 1; createdAt: string; database: 'sqlite' | 'postgres'; files: string[] }

/** What is copied from DATA_DIR, relative to it. */
const FILE_ENTRIES = ['media', 'private', 'payload-secret']
const SQLITE_FILE = 'database.sqlite'
const POSTGRES_FILE = 'database.dump'

const kindOf = (databaseUrl: string): Manifest['database'] => (/^postgres(ql)?:\/\//.test(databaseUrl) ? 'postgres' : 'sqlite')

function sqlitePath(databaseUrl: string): string {
  if (!databaseUrl.startsWith('file:')) throw new Error('Only a local SQLite file (DATABASE_URL=file:…) can be backed up here; a remote libSQL server keeps its own backups.')
  return path.resolve(databaseUrl.slice('file:'.length))
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

/** libpq's own variables instead of the URL on the command line, where `ps` would show its password. */
function postgresEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl)
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: url.hostname || 'localhost', PGPORT: url.port || '5432', PGDATABASE: decodeURIComponent(url.pathname.slice(1)) }
  if (url.username) env.PGUSER = decodeURIComponent(url.username)
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password)
  const sslmode = url.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', (error) => reject(new Error(`${command} could not be started (is the PostgreSQL client installed?): ${error.message}`)))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`))))
  })
}

/** A folder name that sorts by date: zeedijk-2026-11-23T22-58-01Z. */
export function backupName(now = new Date()): string {
  return `zeedijk-${now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}`
}

/** Writes one backup folder under `into` and returns its path. */
export async function createBackup({ databaseUrl, dataDir }: BackupPlace, into: string, now = new Date()): Promise<string> {
  const folder = path.resolve(into, backupName(now))
  if (await exists(folder)) throw new Error(`${folder} exists already.`)
  await mkdir(folder, { recursive: true })
  const database = kindOf(databaseUrl)
  if (database === 'sqlite') {
    sqlitePath(databaseUrl)
    const client = createClient({ url: databaseUrl })
    try {
      await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(folder, SQLITE_FILE)] })
    } finally {
      client.close()
    }
  } else {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, POSTGRES_FILE)}`], postgresEnvironment(databaseUrl))
  }
  const files: string[] = []
  for (const entry of FILE_ENTRIES) {
    if (!(await exists(path.join(dataDir, entry)))) continue
    await cp(path.join(dataDir, entry), path.join(folder, 'files', entry), { recursive: true, preserveTimestamps: true })
    files.push(entry)
  }
  const manifest: Manifest = { format: 1, createdAt: now.toISOString(), database, files }
  await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return folder
}

/**
 * Puts a backup back: the database's content is replaced by the backup's, and DATA_DIR's media, private
 * files and secret by the backup's copies. Stop the site (every instance) first: SQLite's file is
 * replaced under it, and requests during a PostgreSQL restore would see half of the data.
 */
export async function restoreBackup({ databaseUrl, dataDir }: BackupPlace, from: string): Promise<Manifest> {
  const folder = path.resolve(from)
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as Manifest
  if (manifest.format !== 1) throw new Error(`${folder} is not a backup this version can restore.`)
  const database = kindOf(databaseUrl)
  if (manifest.database !== database) throw new Error(`This backup holds a ${manifest.database} database; DATABASE_URL is ${database}.`)
  if (database === 'sqlite') {
    const file = sqlitePath(databaseUrl)
    await mkdir(path.dirname(file), { recursive: true })
    // The old write-ahead log would be replayed onto the restored file.
    for (const leftover of [`${file}-wal`, `${file}-shm`, `${file}-journal`]) await rm(leftover, { force: true })
    await cp(path.join(folder, SQLITE_FILE), file)
  } else {
    // --clean --if-exists: the tables the dump holds are dropped and made again, so the result is the dump.
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${postgresEnvironment(databaseUrl).PGDATABASE}`, path.join(folder, POSTGRES_FILE)], postgresEnvironment(databaseUrl))
  }
  for (const entry of FILE_ENTRIES) {
    const saved = path.join(folder, 'files', entry)
    if (!(await exists(saved))) continue
    await rm(path.join(dataDir, entry), { recursive: true, force: true })
    await cp(saved, path.join(dataDir, entry), { recursive: true, preserveTimestamps: true })
  }
  return manifest
}
