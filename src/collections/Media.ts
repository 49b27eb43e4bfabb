import type { Access, CollectionConfig } from 'payload'

import { fileUrl, imageWidths } from '../domain/images'
import { getEnv } from '../server/env'

import { STATIC_DIRS } from './file-storage'
import { stripUploadMetadata } from './strip-upload-metadata'

const PICTURE_FILE = /\.(jpe?g|png|webp|gif|avif)$/i

/**
 * One picture, or its file, for anyone (a findByID carries its id, a file request is `isReadingStaticFile`);
 * the site's own code (local API) reads lists. The list through REST or GraphQL is staff-only (ADR 0042):
 * it would hand out every picture ever uploaded, those of unpublished properties included.
 */
const singleOrStaff: Access = ({ req, id, isReadingStaticFile }) => Boolean(req.user) || req.payloadAPI === 'local' || id !== undefined || isReadingStaticFile === true

/** Pictures, public one at a time (documents are in the staff-only documents collection). Sizes follow SPEC §9: 100 px placeholder, 400, 600 and 1360 px wide. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: singleOrStaff },
  upload: {
    staticDir: STATIC_DIRS.media,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
    imageSizes: [
      { name: 'placeholder', width: imageWidths.placeholder, formatOptions: { format: 'webp', options: { quality: 40 } } },
      { name: 'small', width: imageWidths.small, formatOptions: { format: 'webp', options: { quality: 72 } } },
      { name: 'medium', width: imageWidths.medium, formatOptions: { format: 'webp', options: { quality: 72 } } },
      { name: 'large', width: imageWidths.large, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'small',
    // A picture comes as a file, never fetched from a pasted URL: every file passes stripUploadMetadata.
    pasteURL: false,
    // Pictures only: a PDF left in data/media by the time documents were media is never served again
    // (the migration removed its row; Payload does not look rows up for a public collection's files).
    handlers: [
      (_req, { params }) => (PICTURE_FILE.test(params.filename) ? undefined : new Response('Not found', { status: 404, headers: { 'X-Content-Type-Options': 'nosniff' } })),
    ],
  },
  hooks: {
    beforeOperation: [stripUploadMetadata],
    afterRead: [
      ({ doc }) => {
        const siteUrl = getEnv().SITE_URL
        doc.url = fileUrl(doc.url, siteUrl)
        for (const size of Object.values(doc.sizes ?? {}) as { url?: string | null }[]) size.url = fileUrl(size.url, siteUrl)
        return doc
      },
    ],
  },
  fields: [
    { name: 'alt', type: 'text', localized: true },
    // Set by the importer: a hash of where the file came from (its URL, or the bytes of a local file), so a
    // source is stored once and two different files called `1.jpg` stay two pictures.
    { name: 'sourceHash', type: 'text', index: true, admin: { readOnly: true, position: 'sidebar', description: 'Set by the feed import' } },
  ],
}
