import sharp from 'sharp'

/** A CRM photo as ADR 0042 found it: GPS position, camera make, and an orientation tag. */
export async function photoWithGps(format: 'jpeg' | 'png' | 'webp' = 'jpeg', size = { width: 16, height: 8 }): Promise<Buffer> {
  const exif = { IFD0: { Make: 'CRM-Cam', Copyright: 'Geheimstraat 7' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 14/1 4/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 55/1 2/1' } }
  const tagged = await sharp({ create: { ...size, channels: 3, background: '#3366aa' } })
    [format]()
    .withExif(exif)
    .toBuffer()
  return sharp(tagged).withMetadata({ orientation: 6 }).withExif(exif)[format]().toBuffer()
}

/** The GPS IFD pointer (tag 0x8825) in either byte order. */
export const hasGps = (exif: Buffer | undefined) => Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))))
