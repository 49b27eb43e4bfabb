import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import { getStorageFilePath } from '@payloadcms/plugin-cloud-storage/utilities'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Plugin } from 'payload'

import { dataDir, getEnv } from '../server/env'
import { deleteObject, FILE_PREFIXES, readObject, s3Settings, type S3Settings, type StoredCollection } from '../server/s3'

/**
 * Where uploads live (ADR 0058): under DATA_DIR by default, in an S3-compatible bucket when S3_* is set.
 * Pictures are public one at a time, as on disk; documents and CVs stay private objects (no ACL is sent, so
 * a bucket's default, private, applies) and reach a visitor only through the site's signed links, which
 * stream them from the bucket after checking the link (src/features/documents).
 */

/**
 * The registry this project installs from has no @payloadcms/storage-s3 (nor plugin-cloud-storage) 3.90.2 yet:
 * 3.90.1 is pinned, with `overrides` resolving its payload and ui to ours (one copy of each). Payload's
 * development-time check would reject the two for not being 3.90.2; tests/lint/payload-versions.test.ts
 * checks every other Payload package instead (ADR 0058). Production never runs that check.
 */
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

/** The folders under DATA_DIR, used when no bucket is set (and always by the tests of the local disk). */
export const STATIC_DIRS: Record<StoredCollection, string> = {
  media: path.join(dataDir, FILE_PREFIXES.media),
  'property-documents': path.join(dataDir, FILE_PREFIXES['property-documents']),
  'cv-files': path.join(dataDir, FILE_PREFIXES['cv-files']),
}

export const storageSettings = (): S3Settings | null => s3Settings(getEnv())

/**
 * A picture file's address as Payload's read gives it (before the media collection's own hook shortens it):
 * the bucket's public address with S3_PUBLIC_URL, otherwise Payload's file route, which checks read access.
 * Also for the narrow reads that skip the local API (src/features/catalogue/property-cards.ts).
 */
export function mediaFileAddress(filename: string, prefix: string | null | undefined, settings = storageSettings()): string {
  if (settings?.publicUrl) return `${settings.publicUrl}/${prefix ? `${prefix}/` : ''}${encodeURIComponent(filename)}`
  return `${getEnv().SITE_URL}/api/media/file/${encodeURIComponent(filename)}`
}

/**
 * Payload's S3 storage, once for the public pictures and once for the private files. Without a bucket the
 * plugins are off but still add their `prefix` and `_objectKey` fields, so both ways share one schema and
 * one set of migrations.
 */
export function fileStoragePlugins(settings = storageSettings()): Plugin[] {
  const common = { enabled: settings !== null, alwaysInsertFields: true, bucket: settings?.bucket ?? 'none', config: settings?.config ?? {} }
  const publicUrl = settings?.publicUrl
  return [
    s3Storage({
      ...common,
      clientCacheKey: 'zeedijk-files',
      collections: {
        media: publicUrl
          ? // Straight from the bucket's public address: the operator makes `media/` (only) public there.
            { prefix: FILE_PREFIXES.media, disablePayloadAccessControl: true, generateFileURL: ({ filename, prefix }) => mediaFileAddress(filename, prefix, settings) }
          : // Through /api/media/file/…: Payload checks read access, then streams the object from the bucket.
            { prefix: FILE_PREFIXES.media },
      },
    }),
    s3Storage({
      ...common,
      clientCacheKey: 'zeedijk-files',
      // No signedDownloads: a presigned bucket URL could not be revoked, would skip the site's checks (an
      // owner's document taken off their list) and would show visitors the bucket's address.
      collections: { 'property-documents': { prefix: FILE_PREFIXES['property-documents'] }, 'cv-files': { prefix: FILE_PREFIXES['cv-files'] } },
    }),
  ]
}

type StoredDoc = { filename?: string | null; prefix?: string | null; _objectKey?: string | null }

/** The object key of one file of a stored document (its original, or one of its sizes' `filename`). */
async function objectKey(collection: StoredCollection, doc: StoredDoc, filename: string): Promise<string> {
  // The plugin's own rule, so a key is the one it wrote (prefix and `_objectKey` folded as it does).
  return getStorageFilePath({ collection: { slug: collection } as CollectionConfig, collectionPrefix: FILE_PREFIXES[collection], doc, filename } as Parameters<typeof getStorageFilePath>[0])
}

/** A plain file name only: a stored name with a folder in it is refused, never followed. */
const plainName = (filename: string | null | undefined): filename is string => Boolean(filename) && path.basename(filename!) === filename

/** The bytes of a stored file, from the bucket or from DATA_DIR; null when missing. */
export async function readStoredFile(collection: StoredCollection, doc: StoredDoc, filename = doc.filename): Promise<Uint8Array | null> {
  if (!plainName(filename)) return null
  const settings = storageSettings()
  if (settings) return (await readObject(settings, await objectKey(collection, doc, filename)))?.body ?? null
  // DATA_DIR holds the site's data, not its code: nothing to trace at build time.
  const bytes = await readFile(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ STATIC_DIRS[collection], filename)).catch(() => null)
  return bytes ? new Uint8Array(bytes) : null
}

/** Removes a stored file whose row went with a rolled-back transaction (Payload's delete hooks never ran). */
export async function removeStoredFile(collection: StoredCollection, doc: StoredDoc): Promise<void> {
  if (!plainName(doc.filename)) return
  const settings = storageSettings()
  if (settings) await deleteObject(settings, await objectKey(collection, doc, doc.filename))
  else await rm(path.join(STATIC_DIRS[collection], doc.filename), { force: true })
}
