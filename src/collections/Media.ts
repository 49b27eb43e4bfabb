import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { imageWidths } from '../domain/images'

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
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
