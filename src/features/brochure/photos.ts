import path from 'node:path'

import sharp from 'sharp'

import type { Media } from '@/payload-types'

/**
 * A picture for the brochure, read from where pictures are stored (never fetched by URL) and cut to the frame it fills
 * in the PDF at about 200 dpi, as a JPEG: the PDF library takes JPEG and PNG only, and pictures stored as
 * WebP or AVIF are converted here. Null when the file is missing or unreadable: the brochure goes on without it.
 */
/** Reads one file of a stored picture (src/collections/file-storage.ts readStoredFile), null when missing. */
export type MediaReader = (media: Media, filename: string) => Promise<Uint8Array | null>

export async function brochurePhoto(media: Media, readMedia: MediaReader, frame: { width: number; height: number }): Promise<Buffer | null> {
  const file = sourceFile(media, frame.width)
  if (!file) return null
  try {
    const bytes = await readMedia(media, file)
    if (!bytes) return null
    return await sharp(bytes).rotate().resize(frame.width, frame.height, { fit: 'cover', position: 'attention' }).flatten({ background: '#ffffff' }).jpeg({ quality: 74, mozjpeg: true }).toBuffer()
  } catch {
    return null
  }
}

/** The smallest stored size at least as wide as the frame, else the widest there is; plain file names only. */
function sourceFile(media: Media, width: number): string | null {
  const variants = [media.sizes?.small, media.sizes?.medium, media.sizes?.large, { filename: media.filename, width: media.width }]
    .filter((variant): variant is { filename: string; width: number | null | undefined } => Boolean(variant?.filename) && path.basename(variant!.filename!) === variant!.filename)
    .sort((a, b) => (a.width ?? Number.MAX_SAFE_INTEGER) - (b.width ?? Number.MAX_SAFE_INTEGER))
  return (variants.find((variant) => (variant.width ?? Number.MAX_SAFE_INTEGER) >= width) ?? variants.at(-1))?.filename ?? null
}
