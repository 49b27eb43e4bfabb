import { getTranslations } from 'next-intl/server'

import { Picture } from '@/shared/components/Picture'
import { PicturePlaceholder } from '@/shared/components/PicturePlaceholder'
import type { Locale } from '@/i18n/locales'

import { GalleryLightbox } from './GalleryLightbox'
import { type GalleryPicture, photoAlt, toSlide } from '@/shared/gallery-slides'

const SHOWN = 5
/**
 * The photos' widths as laid out by property-detail.css, so a phone fetches the 600 px file rather than the
 * 1360: on phones each is a slide of the strip (88 % of the page less its 16 px margins), wider up a grid
 * of four columns (24 px margins, 8 px gaps) whose first photo takes two.
 */
const SIZES = {
  main: '(max-width: 766px) calc(88vw - 28px), (max-width: 1240px) calc(50vw - 28px), 592px',
  thumb: '(max-width: 766px) calc(88vw - 28px), (max-width: 1240px) calc(25vw - 18px), 290px',
}

/**
 * The photos of a property or project (SPEC §2.7): the first five on the page, every one in the lightbox.
 * Each photo is a link to its large file, so the gallery works before (or without) JavaScript. `subject`
 * says what and where it is in the page's language ('Apartment in Ostend'), for the photos' alt texts.
 */
export async function PhotoGallery({ pictures, subject, locale }: { pictures: GalleryPicture[]; subject: string; locale: Locale }) {
  const [t, detail] = await Promise.all([getTranslations({ locale, namespace: 'gallery' }), getTranslations({ locale, namespace: 'detail' })])
  const shown = pictures.filter((picture) => picture.image.url)
  const alts = shown.map((picture, index) => photoAlt(picture.caption, t('photoAlt', { subject, index: index + 1, total: shown.length })))
  const slides = shown.map((picture, index) => toSlide(picture, alts[index]!)).filter((slide) => slide !== null)
  if (slides.length === 0) {
    return (
      // No photo yet: the site's drawing stands in its place rather than a sentence about what is missing.
      <div className="gallery gallery--empty">
        <PicturePlaceholder className="gallery__placeholder" />
      </div>
    )
  }
  const labels = {
    Previous: t('previous'),
    Next: t('next'),
    Close: t('close'),
    Slide: t('slide'),
    Carousel: t('carousel'),
    Lightbox: t('lightbox'),
    'Photo gallery': t('photoGallery'),
    '{index} of {total}': t('slideOf', { index: '{index}', total: '{total}' }),
    Thumbnails: t('thumbnails'),
  }
  return (
    // data-count: how many tiles the grid lays out (1 to 5), so it never leaves one empty (property-detail.css).
    <section className="gallery" aria-label={detail('photos')} data-count={Math.min(shown.length, SHOWN)}>
      <GalleryLightbox slides={slides} labels={labels}>
        {shown.slice(0, SHOWN).map((picture, index) => (
          <figure key={index} className={index === 0 ? 'gallery__main' : 'gallery__thumb'}>
            <a href={slides[index]?.src} data-gallery-index={index} aria-label={t('openPhoto', { index: index + 1, total: slides.length })}>
              <Picture
                media={picture.image}
                alt={alts[index]}
                priority={index === 0}
                sizes={index === 0 ? SIZES.main : SIZES.thumb}
              />
            </a>
            {picture.caption && <figcaption>{picture.caption}</figcaption>}
            {index === SHOWN - 1 && slides.length > SHOWN && (
              // Every photo, from the first: the lightbox opens at the start and its thumbnails show the rest.
              <a className="gallery__more" href={slides[0]?.src} data-gallery-index={0}>
                {t('allPhotos', { count: slides.length })}
              </a>
            )}
          </figure>
        ))}
      </GalleryLightbox>
    </section>
  )
}
