import { preload } from 'react-dom'

import { imageSizesAttribute, imageWidths, screenWidths } from '@/domain/images'
import type { Media } from '@/payload-types'

type Props = {
  media: Media | number | null | undefined
  alt?: string
  className?: string
  priority?: boolean
  sizes?: string
}

/**
 * A Payload image with the responsive widths of SPEC §9: a screen up to 500 px gets the 400 px file, up to 750
 * px the 600 px file, whatever its pixel density (a phone at 2.6× would otherwise pick the 1360 px file, five
 * times the bytes, for the page's largest paint: docs/performance.md, 2026-11-28). Wider screens choose by
 * `sizes`. Lazy unless it is the page's main picture, which is also preloaded from the head for its screen.
 */
export function Picture({ media, alt, className, priority = false, sizes = imageSizesAttribute }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const candidates = (['small', 'medium', 'large'] as const).flatMap((size) => {
    const variant = media.sizes?.[size]
    return variant?.url ? [`${variant.url} ${variant.width ?? imageWidths[size]}w`] : []
  })
  const fallback = media.sizes?.medium?.url ?? media.url
  const small = media.sizes?.small?.url
  const medium = media.sizes?.medium?.url
  const wide = candidates.length ? candidates.join(', ') : undefined
  if (priority) {
    // React preloads a plain <img>, never one inside <picture>: the same three choices, one per screen.
    if (small) preload(small, { as: 'image', fetchPriority: 'high', media: `(width <= ${screenWidths.small}px)` })
    if (medium) preload(medium, { as: 'image', fetchPriority: 'high', media: small ? `(${screenWidths.small}px < width <= ${screenWidths.medium}px)` : `(width <= ${screenWidths.medium}px)` })
    preload(fallback, { as: 'image', fetchPriority: 'high', imageSrcSet: wide, imageSizes: wide ? sizes : undefined, media: `(width > ${screenWidths.medium}px)` })
  }
  return (
    <picture>
      {small && <source media={`(max-width: ${screenWidths.small}px)`} srcSet={small} />}
      {medium && <source media={`(max-width: ${screenWidths.medium}px)`} srcSet={medium} />}
      <img
        className={className}
        src={fallback}
        srcSet={wide}
        sizes={wide ? sizes : undefined}
        alt={alt ?? media.alt ?? ''}
        width={media.width ?? undefined}
        height={media.height ?? undefined}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  )
}
