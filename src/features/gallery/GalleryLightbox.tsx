'use client'

import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react'

import type { GallerySlide } from '@/shared/gallery-slides'

const loadLightbox = () => import('./Lightbox')
// The lightbox and its styles load on the first wish to open it, never with the page. React's own lazy:
// it is only rendered in the browser, after a tap, and next/dynamic would add its loader to the first load.
const Lightbox = lazy(loadLightbox)

type Props = { slides: GallerySlide[]; labels: Record<string, string>; children: ReactNode }

/** Opens the full-screen lightbox when one of the gallery's photo links is followed. */
export function GalleryLightbox({ slides, labels, children }: Props) {
  const [index, setIndex] = useState<number | null>(null)
  function open(event: MouseEvent<HTMLDivElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    const link = (event.target as HTMLElement).closest<HTMLElement>('[data-gallery-index]')
    if (!link) return
    event.preventDefault()
    setIndex(Number(link.dataset.galleryIndex))
  }
  return (
    // The links inside are the interactive elements (keyboard included); this wrapper only delegates their clicks.
    <div className="gallery__grid" onClick={open} onPointerEnter={loadLightbox} onFocus={loadLightbox}>
      {children}
      {index !== null && (
        <Suspense fallback={null}>
          <Lightbox slides={slides} labels={labels} index={index} onClose={() => setIndex(null)} />
        </Suspense>
      )}
    </div>
  )
}
