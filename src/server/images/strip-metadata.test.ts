import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { hasGps, photoWithGps } from '../../../tests/support/photo-with-gps'

import { stripImageMetadata } from './strip-metadata'

describe('stripping image metadata', () => {
  it('removes GPS and every other EXIF of a JPEG, and turns it upright', async () => {
    const photo = await photoWithGps()
    const before = await sharp(photo).metadata()
    expect(hasGps(before.exif)).toBe(true)
    expect(before.orientation).toBe(6)
    expect(photo.toString('latin1')).toContain('CRM-Cam')

    const stripped = await stripImageMetadata(photo, 'image/jpeg')
    const after = await sharp(stripped).metadata()
    expect(after.format).toBe('jpeg')
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.iptc).toBeUndefined()
    expect(after.orientation).toBeUndefined()
    // Upright: the 16 × 8 picture tagged "rotate 90°" is now stored 8 × 16.
    expect([after.width, after.height]).toEqual([8, 16])
    expect(stripped.toString('latin1')).not.toMatch(/CRM-Cam|Geheimstraat/)
  })

  it.each(['png', 'webp'] as const)('removes EXIF from a %s too, keeping its format', async (format) => {
    const stripped = await stripImageMetadata(await photoWithGps(format), `image/${format}`)
    const after = await sharp(stripped).metadata()
    expect(after.format).toBe(format)
    expect(after.exif).toBeUndefined()
  })

  it('leaves what is not a picture alone', async () => {
    const pdf = Buffer.from('%PDF-1.4 not an image')
    expect(await stripImageMetadata(pdf, 'application/pdf')).toBe(pdf)
  })
})
