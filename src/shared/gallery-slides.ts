import { imageWidths } from '@/domain/images'
import type { Media } from '@/payload-types'

export type GallerySlide = {
  src: string
  alt: string
  width?: number
  height?: number
  description?: string
  srcSet?: { src: string; width: number; height: number }[]
}

export type GalleryPicture = { image: Media; caption?: string | null }

/**
 * A photo's text alternative in the page's language (ADR 0038): its caption, if any, then what and where the
 * property is and which photo of how many ('Kitchen – Apartment in Ostend, photo 3 of 12'). Never the
 * media's own alt, which the feed import fills in Dutch or with a file name.
 */
export function photoAlt(caption: string | null | undefined, described: string): string {
  return [caption?.trim(), described].filter(Boolean).join(' – ')
}

/** What the lightbox needs of a picture: its largest file, every responsive variant, its alt text and caption. */
export function toSlide({ image, caption }: GalleryPicture, alt: string): GallerySlide | null {
  if (!image.url) return null
  const srcSet = (['small', 'medium', 'large'] as const).flatMap((size) => {
    const variant = image.sizes?.[size]
    if (!variant?.url || !variant.width || !variant.height) return []
    return [{ src: variant.url, width: variant.width ?? imageWidths[size], height: variant.height }]
  })
  return {
    src: image.sizes?.large?.url ?? image.url,
    alt,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    description: caption || undefined,
    srcSet: srcSet.length ? srcSet : undefined,
  }
}

/** The pictures of a property or project whose image is loaded (depth ≥ 1), in their order. */
export function galleryPictures(pictures: { image?: number | Media | null; caption?: string | null }[] | null | undefined): GalleryPicture[] {
  return (pictures ?? []).flatMap(({ image, caption }) => (image && typeof image === 'object' ? [{ image, caption }] : []))
}
