import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { pdfBytes } from '../../src/features/leads/test-files'
import { startTestS3, type TestS3 } from '../support/s3-server'

import { startPayload, type TestDatabase } from './setup-db'

/**
 * S3_PUBLIC_URL (ADR 0058): pictures are linked at the bucket's public address, which the operator opened for
 * `media/` only (the fake server's public prefix here); documents in the same bucket stay refused there.
 */
let s3: TestS3
let payload: Payload
let database: TestDatabase

beforeAll(async () => {
  s3 = await startTestS3({ publicPrefixes: ['media'] })
  ;({ payload, database } = await startPayload({ ...s3.env, S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}/`, SITE_URL: 'http://localhost:3000' }))
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  await s3?.stop()
  await database?.cleanup()
})

describe('pictures from the bucket’s public address', () => {
  it('links a picture and its sizes at S3_PUBLIC_URL, where a visitor gets them; a document there is refused', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#c08040' } }).png().toBuffer()
    const picture = await payload.create({ collection: 'media', data: { alt: 'Duinen' }, file: { data: png, mimetype: 'image/png', name: 'duinen.png', size: png.length } })
    expect(picture.url).toBe(`${s3.endpoint}/${s3.bucket}/media/duinen.png`)
    expect(picture.sizes?.small?.url).toBe(`${s3.endpoint}/${s3.bucket}/media/${picture.sizes?.small?.filename}`)
    for (const url of [picture.url!, picture.sizes!.small!.url!]) {
      const answer = await fetch(url)
      expect(answer.status, url).toBe(200)
      expect(answer.headers.get('content-type'), url).toMatch(/^image\//)
    }
    expect((await sharp(Buffer.from(await (await fetch(picture.url!)).arrayBuffer())).metadata()).format).toBe('png')

    const pdf = Buffer.from(pdfBytes('Bodemattest'))
    const document = await payload.create({ collection: 'property-documents', data: { title: 'Bodem' }, file: { data: pdf, mimetype: 'application/pdf', name: 'bodem.pdf', size: pdf.length } })
    expect(document.url).not.toContain(s3.endpoint)
    expect((await fetch(s3.objectUrl(`private/documents/${document.filename}`))).status).toBe(403)
  })
})
