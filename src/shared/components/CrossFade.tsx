import type { CSSProperties } from 'react'

import { GALLERY_INTERVAL, gallerySlides } from '@/domain/module-layout'
import type { Media } from '@/payload-types'

import { Picture } from './Picture'

type Props = {
  images: Media[]
  /** Seconds each picture stays (the banner's setting; 6 by default). */
  interval?: number
  className?: string
  imageClassName?: string
  /** The first picture is the page's largest paint (the home banner). */
  priority?: boolean
}

/**
 * A gallery that cross-fades without script (src/styles/crossfade.css; the rule in src/domain/module-layout.ts):
 * the home banner's (SPEC §2.5) and a module's gallery background (SPEC §3). Decorative: no text alternatives.
 */
export function CrossFade({ images, interval = GALLERY_INTERVAL, className, imageClassName, priority = false }: Props) {
  const shown = images.slice(0, gallerySlides(images.length))
  if (shown.length === 0) return null
  return (
    <div
      className={['crossfade', className].filter(Boolean).join(' ')}
      data-slides={shown.length}
      style={{ '--slides': shown.length, '--interval': `${interval}s` } as CSSProperties}
      aria-hidden="true"
    >
      {shown.map((image, index) => (
        <div key={image.id} className="crossfade__slide" style={{ '--index': index } as CSSProperties}>
          <Picture media={image} alt="" className={imageClassName} priority={priority && index === 0} sizes="100vw" />
        </div>
      ))}
    </div>
  )
}
