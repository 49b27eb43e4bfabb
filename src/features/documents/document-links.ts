// No 'server-only' marker: the job runner (payload.config.ts) imports this from scripts too.
import path from 'node:path'

import type { Payload } from 'payload'

import { readStoredFile } from '@/collections/file-storage'
import { relationId } from '@/domain/relation'
import { signLink, verifyLink } from '@/server/signed-links'

/** Signed-link purpose of a document file; links name a `property-documents` id and always carry an expiry. */
const PURPOSE = 'document-file'

/** The link a document-request mail carries: it works until `until`, for this one file. */
export function documentLink(siteUrl: string, documentId: number, leadId: number, until: Date): string {
  return `${siteUrl}/api/documents/${signLink(PURPOSE, { doc: documentId, lead: leadId }, until)}`
}

/**
 * The owner portal's download link of a document staff shared with this owner: relative to the site, valid
 * until `until`, and only while the document is still shared with them (checked again at download).
 */
export function ownerDocumentLink(documentId: number, ownerId: number, until: Date): string {
  return `/api/documents/${signLink(PURPOSE, { doc: documentId, owner: ownerId }, until)}`
}

/** An owner's link stops working as soon as staff take the document off the owner's list, expiry or not. */
async function sharedWithOwner(payload: Payload, ownerId: unknown, documentId: number): Promise<boolean> {
  const id = Number(ownerId)
  if (!Number.isSafeInteger(id)) return false
  const owner = await payload.findByID({ collection: 'owners', id, depth: 0, select: { documents: true }, overrideAccess: true, disableErrors: true })
  return (owner?.documents ?? []).some((document) => relationId(document) === documentId)
}

export type DocumentFile = { ok: true; body: Uint8Array; filename: string; mimeType: string } | { ok: false; reason: 'invalid' | 'expired' | 'missing' }

/** The file a signed link names, when the link is genuine and not expired (a link without expiry is refused). */
export async function readLinkedDocument(payload: Payload, token: string, now = new Date()): Promise<DocumentFile> {
  const link = verifyLink(PURPOSE, token, now)
  if (!link.ok) return link
  const id = Number(link.content.doc)
  if (!Number.isSafeInteger(id) || typeof link.content.exp !== 'number') return { ok: false, reason: 'invalid' }
  if ('owner' in link.content && !(await sharedWithOwner(payload, link.content.owner, id))) return { ok: false, reason: 'missing' }
  const document = await payload.findByID({ collection: 'property-documents', id, depth: 0, disableErrors: true })
  if (!document?.filename) return { ok: false, reason: 'missing' }
  // From DATA_DIR or the private bucket (ADR 0058): the object itself is never public.
  const body = await readStoredFile('property-documents', document)
  if (!body) return { ok: false, reason: 'missing' }
  return { ok: true, body, filename: path.basename(document.filename), mimeType: document.mimeType ?? 'application/octet-stream' }
}

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}
