import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { z } from 'zod'

/**
 * Files in S3-compatible storage (ADR 0058): the settings, one client per process, and the few object
 * operations the site needs beside Payload's storage plugin (reading a document for its signed link,
 * removing a rolled-back CV, backups). Not marked server-only: backups and the Payload CLI load it.
 */

/** The S3_* variables of src/server/env.ts: all of the required four together, or none. */
export const s3EnvFields = {
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  /** Another provider than AWS (MinIO, Garage, R2, Scaleway…): its https address. */
  S3_ENDPOINT: z.url('must be an absolute URL such as https://s3.fr-par.scw.cloud').optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for servers that only know https://host/bucket/key (MinIO and most self-hosted ones). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'must be "true" or "false"').optional(),
  /** Pictures only: the public address of the bucket's `media/` folder (a CDN or a prefix-scoped public policy). */
  S3_PUBLIC_URL: z.url('must be an absolute URL such as https://files.zeedijk.be').optional(),
}

type S3Env = { [Name in keyof typeof s3EnvFields]?: z.infer<(typeof s3EnvFields)[Name]> }

const REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/** Half a configuration is a mistake, never a silent fall-back to the local disk. */
export const s3AllOrNone = {
  check: (env: S3Env) => {
    const set = (Object.keys(s3EnvFields) as (keyof S3Env)[]).filter((name) => env[name] !== undefined)
    return set.length === 0 || REQUIRED.every((name) => env[name] !== undefined)
  },
  message: `set ${REQUIRED.join(', ')} together (with S3_ENDPOINT, S3_FORCE_PATH_STYLE and S3_PUBLIC_URL when needed), or none of the S3_ variables`,
  path: ['S3_BUCKET'],
}

export type S3Settings = {
  bucket: string
  config: S3ClientConfig & { credentials: { accessKeyId: string; secretAccessKey: string } }
  /** Where visitors fetch pictures straight from the bucket; unset: through the site's own /api/media/file/ paths. */
  publicUrl: string | null
}

export function s3Settings(env: S3Env): S3Settings | null {
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  if (!bucket || !region || !accessKeyId || !secretAccessKey) return null
  return {
    bucket,
    config: {
      region,
      credentials: { accessKeyId, secretAccessKey },
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer default
      // (a CRC32 trailer on every upload) with a signature error.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
  }
}

/**
 * Where each upload collection keeps its files, in the bucket as under DATA_DIR: pictures apart from the
 * private files, so a public policy (or a CDN) can be scoped to `media/` alone.
 */
export const FILE_PREFIXES = { media: 'media', 'property-documents': 'private/documents', 'cv-files': 'private/cv' } as const
export type StoredCollection = keyof typeof FILE_PREFIXES

const clients = new Map<string, S3Client>()

export function s3Client(settings: S3Settings): S3Client {
  const key = JSON.stringify([settings.config.endpoint, settings.config.region, settings.config.credentials.accessKeyId])
  let client = clients.get(key)
  if (!client) clients.set(key, (client = new S3Client(settings.config)))
  return client
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name
  return name === 'NoSuchKey' || name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
}

/** An object's bytes, or null when there is no such object. */
export async function readObject(settings: S3Settings, key: string): Promise<{ body: Uint8Array; contentType: string | undefined } | null> {
  try {
    const object = await s3Client(settings).send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
    if (!object.Body) return null
    return { body: await object.Body.transformToByteArray(), contentType: object.ContentType }
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

export async function writeObject(settings: S3Settings, key: string, body: Uint8Array, contentType?: string): Promise<void> {
  await s3Client(settings).send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: body, ContentType: contentType }))
}

export async function deleteObject(settings: S3Settings, key: string): Promise<void> {
  await s3Client(settings).send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }))
}

/** Every key under `prefix`, page after page. */
export async function listKeys(settings: S3Settings, prefix: string): Promise<string[]> {
  const keys: string[] = []
  let ContinuationToken: string | undefined
  do {
    const page = await s3Client(settings).send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken }))
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (ContinuationToken)
  return keys
}
