'use client'

import YetAnotherLightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import 'yet-another-react-lightbox/plugins/thumbnails.css'
import './lightbox.css'

import type { GallerySlide } from '@/shared/gallery-slides'

type Props = { slides: GallerySlide[]; labels: Record<string, string>; index: number; onClose: () => void }

/** Full-screen photos: arrow keys and Escape, swipe on touch screens, the caption under each photo, a strip of thumbnails. */
export default function Lightbox({ slides, labels, index, onClose }: Props) {
  return (
    <YetAnotherLightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      labels={labels}
      plugins={[Captions, Counter, Thumbnails]}
      captions={{ descriptionTextAlign: 'center' }}
      thumbnails={{ width: 96, height: 64, border: 2, padding: 0, gap: 8, imageFit: 'cover', vignette: false }}
      controller={{ closeOnBackdropClick: true }}
    />
  )
}
