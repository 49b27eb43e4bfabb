import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { docxBytes, pdfBytes } from '../../src/features/leads/test-files'
import { dataDir } from '../../src/server/env'
import { deleteObject, listKeys, readObject, s3Settings, type S3Settings } from '../../src/server/s3'
import { hasGps, photoWithGps } from '../support/photo-with-gps'
import { startTestS3, type TestS3 } from '../support/s3-server'

import { startPayload, type TestDatabase } from './setup-db'

// The document route is a Next route file: its modules are marked server-only.
vi.mock('server-only', () => ({}))

/**
 * Files in an S3-compatible bucket (ADR 0058), against the fake server of tests/support/s3-server.ts: a
 * picture lands in the bucket without its metadata and is served from the site's own path; a document or
 * CV is a private object, reachable only through the site's checks; deleting a row deletes its object; a
 * backup holds the bucket and a restore brings it back.
 */
let s3: TestS3
let bucket: S3Settings
let payload: Payload
let database: TestDatabase
const backups = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-s3-backups-'))

const handleEndpoints = async (url: string, headers: Record<string, string> = {}) => {
  const { handleEndpoints } = await import('payload')
  const { default: config } = await import('@payload-config')
  return handleEndpoints({ config, request: new Request(new URL(url, 'http://localhost:3000'), { headers }) })
}
const documentRoute = async (token: string) => {
  const { GET } = await import('../../src/app/api/documents/[token]/route')
  return GET(new Request(`http://localhost:3000/api/documents/${token}`), { params: Promise.resolve({ token }) })
}
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function bucketContent(): Promise<Record<string, string>> {
  const content: Record<string, string> = {}
  for (const key of [...(await listKeys(bucket, 'media/')), ...(await listKeys(bucket, 'private/'))]) content[key] = sha((await readObject(bucket, key))!.body)
  return content
}

beforeAll(async () => {
  s3 = await startTestS3()
  bucket = s3Settings(s3.env)!
  ;({ payload, database } = await startPayload({ ...s3.env, SITE_URL: 'http://localhost:3000' }))
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  await s3?.stop()
  await database?.cleanup()
  rmSync(backups, { recursive: true, force: true })
})

describe('files in S3-compatible storage', () => {
  it('stores a picture and its sizes in the bucket, without metadata, and serves it from the site’s path', async () => {
    // Turned upright on upload (its orientation tag): 500 px wide, so the placeholder and the 400 px size are made.
    const photo = await photoWithGps('jpeg', { width: 1000, height: 500 })
    const picture = await payload.create({ collection: 'media', data: { alt: 'Dijk' }, file: { data: photo, mimetype: 'image/jpeg', name: 'dijk.jpg', size: photo.length } })
    expect(picture.prefix).toBe('media')
    const stored = await readObject(bucket, `media/${picture.filename}`)
    expect(stored?.contentType).toBe('image/jpeg')
    expect(hasGps((await sharp(Buffer.from(stored!.body)).metadata()).exif)).toBe(false)
    expect(await readObject(bucket, `media/${picture.sizes?.small?.filename}`)).not.toBeNull()
    // Nothing on this machine's disk: another instance reads the same object.
    expect(existsSync(path.join(dataDir, 'media', picture.filename!))).toBe(false)

    expect(picture.url).toMatch(/^\/api\/media\/file\/dijk\.jpg/)
    const served = await handleEndpoints(picture.url!)
    expect(served.status).toBe(200)
    expect(sha(new Uint8Array(await served.arrayBuffer()))).toBe(sha(stored!.body))
    // The bucket itself is private: the object's own address refuses a visitor.
    expect((await fetch(s3.objectUrl(`media/${picture.filename}`))).status).toBe(403)
  })

  it('keeps a document private: only the site’s signed link serves it, and never an expired or forged one', async () => {
    const pdf = Buffer.from(pdfBytes('Grondplan S3'))
    const document = await payload.create({ collection: 'property-documents', data: { title: 'Plan' }, file: { data: pdf, mimetype: 'application/pdf', name: 'plan-s3.pdf', size: pdf.length } })
    const key = `private/documents/${document.filename}`
    expect(sha((await readObject(bucket, key))!.body)).toBe(sha(pdf))
    expect((await fetch(s3.objectUrl(key))).status).toBe(403)
    expect((await handleEndpoints(`/api/property-documents/file/${document.filename}`)).status).toBe(403)

    const { documentLink } = await import('../../src/features/documents/document-links')
    const token = (until: Date) => documentLink('', document.id, 1, until).split('/').at(-1)!
    const valid = token(new Date(Date.now() + 60_000))
    const served = await documentRoute(valid)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-disposition')).toContain('attachment')
    expect(sha(new Uint8Array(await served.arrayBuffer()))).toBe(sha(pdf))
    expect((await documentRoute(token(new Date(Date.now() - 60_000)))).status).toBe(410)
    const [body, signature] = valid.split('.')
    expect((await documentRoute(`${body}.${signature!.slice(0, -2)}AA`)).status).toBe(404)
    expect((await documentRoute(body!)).status).toBe(404)

    await payload.delete({ collection: 'property-documents', id: document.id })
    expect(await readObject(bucket, key)).toBeNull()
  })

  it('keeps a CV a private object that an anonymous caller cannot read, and deletes it with its row', async () => {
    const docx = Buffer.from(await docxBytes())
    const cv = await payload.create({
      collection: 'cv-files',
      data: { originalName: 'cv.docx' },
      file: { data: docx, mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'cv-s3.docx', size: docx.length },
    })
    const key = `private/cv/${cv.filename}`
    expect(await readObject(bucket, key)).not.toBeNull()
    expect((await fetch(s3.objectUrl(key))).status).toBe(403)
    expect((await handleEndpoints(`/api/cv-files/file/${cv.filename}`)).status).toBe(403)
    await payload.delete({ collection: 'cv-files', id: cv.id })
    expect(await readObject(bucket, key)).toBeNull()

    // A CV stored by a form whose lead's transaction then rolled back: its object is removed by hand.
    const orphan = await payload.create({ collection: 'cv-files', data: { originalName: 'cv.pdf' }, file: { data: Buffer.from(pdfBytes()), mimetype: 'application/pdf', name: 'orphan.pdf', size: 0 } })
    expect(await readObject(bucket, `private/cv/${orphan.filename}`)).not.toBeNull()
    const { removeStoredFile } = await import('../../src/collections/file-storage')
    await removeStoredFile('cv-files', orphan)
    expect(await readObject(bucket, `private/cv/${orphan.filename}`)).toBeNull()
    await payload.delete({ collection: 'cv-files', id: orphan.id })
  })

  it('backs the bucket up and a restore brings its objects back, removing those made since', async () => {
    const pdf = Buffer.from(pdfBytes('Lastenboek'))
    await payload.create({ collection: 'property-documents', data: { title: 'Lastenboek' }, file: { data: pdf, mimetype: 'application/pdf', name: 'lastenboek.pdf', size: pdf.length } })
    const before = await bucketContent()
    expect(Object.keys(before).filter((key) => key.startsWith('private/documents/'))).toHaveLength(1)
    expect(Object.keys(before).filter((key) => key.startsWith('media/')).length).toBeGreaterThanOrEqual(3)

    const env = { ...process.env, ...s3.env, DATABASE_URL: database.url, DATA_DIR: dataDir }
    // Not spawnSync: the S3 server answers from this process's event loop.
    const script = (name: string, argument: string) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) =>
        execFile(process.execPath, ['--import', 'tsx', path.resolve(`scripts/${name}.ts`), argument], { env, encoding: 'utf8', timeout: 120_000 }, (error, stdout, stderr) =>
          resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        ),
      )
    const backup = await script('backup', backups)
    expect(backup.status, backup.stderr).toBe(0)
    const folder = /Backup written: (.+)/.exec(backup.stdout)![1]!

    // Lost: every object, and a stray one appears.
    await payload.destroy()
    for (const key of Object.keys(before)) await deleteObject(bucket, key)
    const stray = Buffer.from(pdfBytes('Niet in de backup'))
    await (await import('../../src/server/s3')).writeObject(bucket, 'private/documents/stray.pdf', stray, 'application/pdf')

    const restore = await script('restore', folder)
    expect(restore.status, restore.stderr).toBe(0)
    expect(restore.stdout).toContain(`${Object.keys(before).length} bucket objects`)
    expect(await bucketContent()).toEqual(before)
    expect((await readObject(bucket, Object.keys(before).find((key) => key.startsWith('private/documents/'))!))?.contentType).toBe('application/pdf')
  })
})
