import { createHash } from 'node:crypto'

/**
 * Bump when the importer would store the same feed record differently (a new mapped field, a changed write):
 * every record's hash then differs once, so the next run writes the whole catalogue again.
 */
export const IMPORT_HASH_VERSION = 1

/**
 * The request context key of the importer's own writes. A save without it (staff in the admin, the
 * unpublishing of a full feed) clears the stored hash, so the next run writes the record again.
 */
export const IMPORT_WRITE = 'importWrite'

/**
 * What the importer is about to store for one record, in every language, with the media ids it resolved:
 * equal to the stored hash means the document already holds exactly this (ADR 0060).
 */
export function recordHash(written: unknown): string {
  return createHash('sha256').update(`${IMPORT_HASH_VERSION}:${JSON.stringify(written)}`).digest('base64url')
}
