import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { fileUrl, imageWidths } from '../domain/images'
import { getEnv } from '../server/env'

/** Pictures and documents. Sizes follow SPEC §9: 100 px placeholder, 400, 600 and 1360 px wide. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: () => true },
  upload: {
    staticDir: path.resolve(process.cwd(), 'data', 'media'),
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [
      { name: 'placeholder', width: imageWidths.placeholder, formatOptions: { format: 'webp', options: { quality: 40 } } },
      { name: 'small', width: imageWidths.small, formatOptions: { format: 'webp', options: { quality: 72 } } },
      { name: 'medium', width: imageWidths.medium, formatOptions: { format: 'webp', options: { quality: 72 } } },
      { name: 'large', width: imageWidths.large, formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'small',
  },
  hooks: {
    afterRead: [
      ({ doc }) => {
        const siteUrl = getEnv().SITE_URL
        doc.url = fileUrl(doc.url, siteUrl)
        for (const size of Object.values(doc.sizes ?? {}) as { url?: string | null }[]) size.url = fileUrl(size.url, siteUrl)
        return doc
      },
    ],
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
