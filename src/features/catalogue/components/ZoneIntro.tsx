import { Picture } from '@/shared/components/Picture'

import type { ZoneIntro as Zone } from '../listing-query'

/**
 * The zone a filtered listing shows (SPEC §3 Neighbourhood/region): its title (its name when it has none),
 * subtitle, description and up to three pictures, above the properties found in it.
 */
export function ZoneIntro({ zone }: { zone: Zone }) {
  const pictures = zone.pictures.slice(0, 3)
  return (
    <section className="zone-intro" aria-labelledby="zone-intro-title">
      <div className="zone-intro__text">
        <h2 id="zone-intro-title" className="zone-intro__title">
          {zone.title || zone.name}
        </h2>
        {zone.subtitle && <p className="zone-intro__subtitle">{zone.subtitle}</p>}
        {zone.description && <p className="zone-intro__description">{zone.description}</p>}
      </div>
      {pictures.length > 0 && (
        <div className="zone-intro__pictures">
          {pictures.map((picture) => (
            <Picture key={picture.id} media={picture} className="zone-intro__picture" sizes="(max-width: 767px) 100vw, 360px" />
          ))}
        </div>
      )}
    </section>
  )
}
