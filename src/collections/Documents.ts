import type { CollectionConfig } from 'payload'

import { staffOnly } from './access'
import { STATIC_DIRS } from './file-storage'
import { stripUploadMetadata } from './strip-upload-metadata'

/**
 * Property and project documents (EPC, plans, price lists). Staff-only: a visitor never lists or downloads
 * them at /api/property-documents; the document request mails a signed link that expires (src/app/api/documents/[token]),
 * which serves the file as an attachment.
 */
export const Documents: CollectionConfig = {
  // Not `documents`: /api/documents/<token> is the signed-link download (src/app/api/documents/[token]).
  slug: 'property-documents',
  labels: { singular: 'Document', plural: 'Documents' },
  admin: { group: 'Catalogue', useAsTitle: 'filename', defaultColumns: ['filename', 'title', 'filesize', 'createdAt'] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    // Outside every public folder, next to the CVs (or private objects in the bucket, ADR 0058).
    staticDir: STATIC_DIRS['property-documents'],
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    // A scanned certificate photographed with a phone carries its GPS too: stored without metadata.
    pasteURL: false,
    // Staff downloading a file get it as an attachment too: never rendered inline from the site's origin.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  hooks: { beforeOperation: [stripUploadMetadata] },
  fields: [
    { name: 'title', type: 'text', admin: { description: 'What the file is (the name shown to visitors is on the property or project)' } },
    // As on media: one row per source, so a re-import neither duplicates a file nor merges two with one name.
    { name: 'sourceHash', type: 'text', index: true, admin: { readOnly: true, position: 'sidebar', description: 'Set by the feed import' } },
  ],
}
