import sharp from 'sharp'

/**
 * A stored picture carries no metadata (ADR 0042): EXIF (GPS position, camera, date), XMP, IPTC
 * and comments can give away a hidden address or whoever took the photo. The picture is turned upright
 * from its EXIF orientation (`rotate()`), then encoded again in its own format; sharp writes no metadata
 * unless asked (`withMetadata`/`keepMetadata`), so nothing of the original's survives.
 */
export const STRIPPED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const

export function isStrippable(mimeType: string | undefined | null): boolean {
  return (STRIPPED_TYPES as readonly string[]).includes(mimeType ?? '')
}

export async function stripImageMetadata(data: Buffer, mimeType: string): Promise<Buffer> {
  if (!isStrippable(mimeType)) return data
  const animated = mimeType === 'image/gif' || mimeType === 'image/webp'
  const image = sharp(data, { animated, failOn: 'error' }).rotate()
  switch (mimeType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
    case 'image/png':
      return image.png({ compressionLevel: 9 }).toBuffer()
    case 'image/webp':
      return image.webp({ quality: 90 }).toBuffer()
    case 'image/gif':
      return image.gif().toBuffer()
    default:
      return image.avif({ quality: 70 }).toBuffer()
  }
}
