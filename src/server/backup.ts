import { spawn } from 'node:child_process'
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { deleteObject, FILE_PREFIXES, listKeys, readObject, type S3Settings, writeObject } from './s3'

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
 * - With S3_* set (ADR 0058): the bucket's `media/` and `private/` objects instead of those two folders,
 *   into `bucket/<key>` with their content types in `bucket-objects.json`. A restore puts them back and
 *   removes the objects the backup does not hold, so bucket and database agree again. A backup of a site on
 *   the local disk restored on a site with a bucket fills the bucket from its `files/` (the same keys).
 *
 * A backup holds personal data (leads, CVs): keep it where only the operator reads it.
 */
export type BackupPlace = { databaseUrl: string; dataDir: string; bucket?: S3Settings | null }
/** `bucket`: how many objects were saved from the bucket (absent in a backup of files on the local disk). */
export type Manifest = { format: 1; createdAt: string; database: 'sqlite' | 'postgres'; files: string[]; bucket?: { objects: number } }

/** What is copied from DATA_DIR, relative to it. */
const FILE_ENTRIES = ['media', 'private', 'payload-secret']
/** The bucket's folders a backup holds: the upload collections' prefixes, by their top folder. */
const BUCKET_PREFIXES = [...new Set(Object.values(FILE_PREFIXES).map((prefix) => `${prefix.split('/')[0]}/`))]
const BUCKET_DIR = 'bucket'
const BUCKET_LIST = 'bucket-objects.json'
/** Objects copied at once: enough to hide each request's latency, few enough for a small machine. */
const PARALLEL = 8
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

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker))
}

/** A key from the bucket made into a path under `root`, refusing one that would climb out of it. */
function underRoot(root: string, key: string): string {
  const file = path.resolve(root, key)
  if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`The bucket holds an object named ${key}, which is not a plain path.`)
  return file
}

type SavedObject = { key: string; contentType?: string }

async function saveBucket(bucket: S3Settings, folder: string): Promise<number> {
  const keys = (await Promise.all(BUCKET_PREFIXES.map((prefix) => listKeys(bucket, prefix)))).flat()
  const root = path.join(folder, BUCKET_DIR)
  const saved: SavedObject[] = []
  await inParallel(keys, async (key) => {
    const object = await readObject(bucket, key)
    if (!object) return // deleted while the backup ran
    const file = underRoot(root, key)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, object.body)
    saved.push({ key, contentType: object.contentType })
  })
  saved.sort((a, b) => a.key.localeCompare(b.key))
  await writeFile(path.join(folder, BUCKET_LIST), `${JSON.stringify(saved)}\n`)
  return saved.length
}

/** Every file under `dir` as a key relative to `base` (forward slashes, as in the bucket). */
async function keysOnDisk(base: string, dir: string): Promise<string[]> {
  if (!(await exists(dir))) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

/** The bucket made equal to the backup: its objects written back, those it does not hold removed. */
async function restoreBucket(bucket: S3Settings, folder: string, manifest: Manifest): Promise<void> {
  let objects: SavedObject[]
  let root: string
  if (manifest.bucket) {
    root = path.join(folder, BUCKET_DIR)
    objects = JSON.parse(await readFile(path.join(folder, BUCKET_LIST), 'utf8')) as SavedObject[]
  } else {
    // A backup of the local disk: its media and private folders hold the same keys the bucket uses.
    root = path.join(folder, 'files')
    objects = (await Promise.all(BUCKET_PREFIXES.map((prefix) => keysOnDisk(root, path.join(root, prefix))))).flat().map((key) => ({ key }))
  }
  const kept = new Set(objects.map((object) => object.key))
  const present = (await Promise.all(BUCKET_PREFIXES.map((prefix) => listKeys(bucket, prefix)))).flat()
  await inParallel(
    present.filter((key) => !kept.has(key)),
    (key) => deleteObject(bucket, key),
  )
  await inParallel(objects, async ({ key, contentType }) => writeObject(bucket, key, await readFile(underRoot(root, key)), contentType))
}

/** A folder name that sorts by date: zeedijk-2026-11-23T22-58-01Z. */
export function backupName(now = new Date()): string {
  return `zeedijk-${now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}`
}

/** Writes one backup folder under `into` and returns its path. */
export async function createBackup({ databaseUrl, dataDir, bucket }: BackupPlace, into: string, now = new Date()): Promise<string> {
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
  // With a bucket, DATA_DIR's media and private folders are not where the files are (at most old leftovers).
  for (const entry of bucket ? FILE_ENTRIES.filter((entry) => entry === 'payload-secret') : FILE_ENTRIES) {
    if (!(await exists(path.join(dataDir, entry)))) continue
    await cp(path.join(dataDir, entry), path.join(folder, 'files', entry), { recursive: true, preserveTimestamps: true })
    files.push(entry)
  }
  const manifest: Manifest = { format: 1, createdAt: now.toISOString(), database, files, ...(bucket ? { bucket: { objects: await saveBucket(bucket, folder) } } : {}) }
  await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return folder
}

/**
 * Puts a backup back: the database's content is replaced by the backup's, and DATA_DIR's media, private
 * files and secret by the backup's copies. Stop the site (every instance) first: SQLite's file is
 * replaced under it, and requests during a PostgreSQL restore would see half of the data.
 */
export async function restoreBackup({ databaseUrl, dataDir, bucket }: BackupPlace, from: string): Promise<Manifest> {
  const folder = path.resolve(from)
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as Manifest
  if (manifest.format !== 1) throw new Error(`${folder} is not a backup this version can restore.`)
  const database = kindOf(databaseUrl)
  if (manifest.database !== database) throw new Error(`This backup holds a ${manifest.database} database; DATABASE_URL is ${database}.`)
  if (manifest.bucket && !bucket) throw new Error('This backup holds the files of an S3 bucket; set the S3_ variables of the bucket to restore them into.')
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
  if (bucket) await restoreBucket(bucket, folder, manifest)
  for (const entry of bucket ? FILE_ENTRIES.filter((entry) => entry === 'payload-secret') : FILE_ENTRIES) {
    const saved = path.join(folder, 'files', entry)
    if (!(await exists(saved))) continue
    await rm(path.join(dataDir, entry), { recursive: true, force: true })
    await cp(saved, path.join(dataDir, entry), { recursive: true, preserveTimestamps: true })
  }
  return manifest
}
