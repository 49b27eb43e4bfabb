import type { ReactNode } from 'react'

import { CrossFade } from '@/shared/components/CrossFade'
import { Picture } from '@/shared/components/Picture'
import type { Banner, Media } from '@/payload-types'

const asMedia = (value: unknown): Media | null => (value && typeof value === 'object' ? (value as Media) : null)

type Props = { banner: Banner; children?: ReactNode; /** a CMS page's banner (showPageBanner): lower, and the logo stays in the bar */ onPage?: boolean }

/**
 * SPEC §2.5: the home banner is an image, a gallery (CSS cross-fade, no script) or a muted looping video.
 * A CMS page that asks for a banner shows the same pictures under its own title.
 */
export function HomeBanner({ banner, children, onPage = false }: Props) {
  const gallery = (banner.gallery ?? []).map(asMedia).filter((m): m is Media => Boolean(m?.url))
  const interval = Math.max(2, banner.galleryInterval ?? 6)
  let media: ReactNode = null
  if (banner.type === 'video' && (banner.videoUrl || asMedia(banner.video)?.url)) {
    media = (
      <video className="banner__media" autoPlay muted loop playsInline preload="metadata" poster={asMedia(banner.image)?.sizes?.large?.url ?? undefined}>
        <source src={banner.videoUrl || asMedia(banner.video)!.url!} />
      </video>
    )
  } else if (banner.type === 'gallery' && gallery.length > 0) {
    media = <CrossFade images={gallery} interval={interval} className="banner__gallery" imageClassName="banner__media" priority={!onPage} />
  } else if (asMedia(banner.image)) {
    media = <Picture media={asMedia(banner.image)} className="banner__media" priority sizes="100vw" alt="" />
  }
  return (
    <section className={onPage ? 'banner banner--page' : 'banner'}>
      {media}
      <div className="banner__overlay">
        <div className="container banner__content">{children}</div>
      </div>
    </section>
  )
}
