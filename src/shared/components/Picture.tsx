import { imageSizesAttribute, imageWidths } from '@/domain/images'
import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined
  alt?: string
  className?: string
  priority?: boolean
  sizes?: string
}

/** A Payload image with the responsive widths of SPEC §9; lazy unless it is the page's main picture. */
export function Picture({ media, alt, className, priority = false, sizes = imageSizesAttribute }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const candidates = (['small', 'medium', 'large'] as const).flatMap((size) => {
    const variant = media.sizes?.[size]
    return variant?.url ? [`${variant.url} ${variant.width ?? imageWidths[size]}w`] : []
  })
  const fallback = media.sizes?.medium?.url ?? media.url
  return (
    <img
      className={className}
      src={fallback}
      srcSet={candidates.length ? candidates.join(', ') : undefined}
      sizes={candidates.length ? sizes : undefined}
      alt={alt ?? media.alt ?? ''}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
