import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pdfBytes } from '../../src/features/leads/test-files'
import { createBackup, restoreBackup } from '../../src/server/backup'
import { dataDir } from '../../src/server/env'
import { listKeys, readObject, s3Settings, writeObject } from '../../src/server/s3'
import { startTestS3 } from '../support/s3-server'

import { type TestDatabase, temporaryDatabase } from './setup-db'

/**
 * The restore drill: content and files are made, `npm run backup` saves them, everything is wiped, and
 * `npm run restore` brings back the same rows and the same bytes. On SQLite, and on PostgreSQL in the
 * Vitest project "postgres" (pg_dump/pg_restore of the server's major version).
 */
let payload: Payload
let database: TestDatabase
const backups = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-backups-'))
const env = () => ({ ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir })

/** Every table's rows, in a stable order: what a restore must give back exactly. */
async function databaseContent(): Promise<Record<string, unknown[]>> {
  const content: Record<string, unknown[]> = {}
  if (database.kind === 'sqlite') {
    const client = createClient({ url: database.url })
    const tables = await client.execute("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    for (const { name } of tables.rows) content[String(name)] = (await client.execute(`select * from "${String(name)}" order by 1`)).rows.map((row) => ({ ...row }))
    client.close()
  } else {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const tables = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1")
    for (const { name } of tables.rows) content[name] = (await client.query(`select * from "${name}" order by 1`)).rows
    await client.end()
  }
  return content
}

/** Every file under DATA_DIR's media and private folders with a hash of its bytes. */
function filesUnder(root: string): Record<string, string> {
  const found: Record<string, string> = {}
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) walk(file)
      else found[path.relative(root, file)] = createHash('sha256').update(readFileSync(file)).digest('hex')
    }
  }
  for (const top of ['media', 'private']) walk(path.join(root, top))
  return found
}

function npm(script: 'backup' | 'restore', argument: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(`scripts/${script}.ts`), argument], { env: env(), encoding: 'utf8', timeout: 120_000 })
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0)
  return result.stdout
}

beforeAll(async () => {
  database = await temporaryDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = 'integration-test-secret-of-enough-length'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  payload = await getPayload({ config })
  await payload.db.migrate()
})

afterAll(() => rmSync(backups, { recursive: true, force: true }))

describe(`backup and restore (${process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('gives back the same rows and the same files after everything was wiped', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1d6fa5' } }).png().toBuffer()
    const picture = await payload.create({ collection: 'media', data: { alt: 'Zeezicht' }, file: { data: png, mimetype: 'image/png', name: 'zeezicht.png', size: png.length } })
    await payload.create({ collection: 'property-documents', data: { title: 'Plan' }, file: { data: Buffer.from(pdfBytes('Grondplan')), mimetype: 'application/pdf', name: 'plan.pdf', size: 0 } })
    const property = await payload.create({
      collection: 'properties',
      locale: 'nl',
      data: { externalId: 7001, title: 'Appartement met zeezicht', goal: 'sale', availability: 'available', city: 'Oostende', zip: '8400', price: 325000, pictures: [{ image: picture.id }] },
    })
    await payload.update({ collection: 'properties', id: property.id, locale: 'fr', data: { title: 'Appartement avec vue sur mer' } })
    const rows = await databaseContent()
    const files = filesUnder(dataDir)
    expect(rows.properties).toHaveLength(1)
    // The original and the three sizes up to its width (no larger copy is made), and the private PDF.
    expect(Object.keys(files).filter((file) => file.startsWith('media'))).toHaveLength(4)
    expect(Object.keys(files).filter((file) => file.startsWith('private'))).toHaveLength(1)

    const written = /Backup written: (.+)/.exec(npm('backup', backups))?.[1]
    expect(written && readdirSync(written).sort()).toEqual(['files', database.kind === 'sqlite' ? 'database.sqlite' : 'database.dump', 'manifest.json'].sort())

    // Wiped: the database and the files are gone.
    await payload.destroy()
    if (database.kind === 'sqlite') rmSync(database.url.slice('file:'.length))
    else {
      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      await client.query('drop schema public cascade; create schema public')
      await client.end()
    }
    for (const top of ['media', 'private']) rmSync(path.join(dataDir, top), { recursive: true, force: true })
    expect(await databaseContent()).toEqual({})

    expect(npm('restore', written!)).toContain(`Restored the ${database.kind} database and media, private`)
    expect(await databaseContent()).toEqual(rows)
    expect(filesUnder(dataDir)).toEqual(files)
  })

  it('with an S3 bucket (ADR 0058): saves its objects and puts them back, and fills it from a backup of the disk', async () => {
    const s3 = await startTestS3()
    try {
      const bucket = s3Settings(s3.env)!
      const bucketFiles = async () => {
        const found: Record<string, string> = {}
        for (const key of [...(await listKeys(bucket, 'media/')), ...(await listKeys(bucket, 'private/'))]) found[key] = createHash('sha256').update((await readObject(bucket, key))!.body).digest('hex')
        return found
      }
      const pdf = Buffer.from(pdfBytes('Offerte'))
      await writeObject(bucket, 'media/gevel.webp', new Uint8Array([1, 2, 3]), 'image/webp')
      await writeObject(bucket, 'private/cv/cv-1.pdf', pdf, 'application/pdf')
      const saved = await bucketFiles()
      const place = { databaseUrl: database.url, dataDir, bucket }

      const folder = await createBackup(place, backups, new Date('2026-11-28T00:00:01Z'))
      const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'))
      expect(manifest).toMatchObject({ bucket: { objects: 2 }, files: expect.not.arrayContaining(['media', 'private']) })
      // With a bucket and no S3_ variables a restore would lose the files: refused.
      await expect(restoreBackup({ databaseUrl: database.url, dataDir }, folder)).rejects.toThrow(/set the S3_ variables/)

      await writeObject(bucket, 'private/cv/made-after.pdf', pdf, 'application/pdf')
      await writeObject(bucket, 'media/gevel.webp', new Uint8Array([9]), 'image/webp')
      await restoreBackup(place, folder)
      expect(await bucketFiles()).toEqual(saved)
      expect((await readObject(bucket, 'private/cv/cv-1.pdf'))?.contentType).toBe('application/pdf')

      // Moving to a bucket: a backup of the files on disk, restored with the S3_ variables set.
      const diskBackup = await createBackup({ databaseUrl: database.url, dataDir }, backups, new Date('2026-11-28T00:00:02Z'))
      await restoreBackup(place, diskBackup)
      expect(Object.keys(await bucketFiles()).sort()).toEqual(Object.keys(filesUnder(dataDir)).map((file) => file.split(path.sep).join('/')).sort())
    } finally {
      await s3.stop()
    }
  })

  it('refuses a folder that is no backup, and a backup of the other database kind', () => {
    const restore = (folder: string) => spawnSync(process.execPath, ['--import', 'tsx', path.resolve('scripts/restore.ts'), folder], { env: env(), encoding: 'utf8', timeout: 60_000 })
    const notBackup = restore(backups)
    expect(notBackup.status).toBe(1)
    expect(notBackup.stderr).toContain('Restore failed')
    const other = path.join(backups, 'other-kind')
    mkdirSync(other)
    writeFileSync(path.join(other, 'manifest.json'), JSON.stringify({ format: 1, createdAt: new Date().toISOString(), database: database.kind === 'sqlite' ? 'postgres' : 'sqlite', files: [] }))
    const wrongKind = restore(other)
    expect(wrongKind.status).toBe(1)
    expect(wrongKind.stderr).toMatch(/This backup holds a (postgres|sqlite) database; DATABASE_URL is (sqlite|postgres)/)
  })
})
