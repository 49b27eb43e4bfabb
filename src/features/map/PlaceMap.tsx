import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { MapViewIsland } from './MapViewIsland'

/** Only the public coordinates: exact when the address is published, else a point of the ~1 km grid (src/domain/public-place.ts). */
type Place = { publicLatitude?: number | null; publicLongitude?: number | null; publishAddress?: boolean | null }

/** The map section of a property or project, when its place is known. */
export async function PlaceMap({ place, name, locale }: { place: Place; name: string; locale: Locale }) {
  const { publicLatitude: latitude, publicLongitude: longitude } = place
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null
  const [t, listingMap] = await Promise.all([getTranslations({ locale, namespace: 'map' }), getTranslations({ locale, namespace: 'listingMap' })])
  // A hidden address stays hidden: the map then shows the neighbourhood (about a kilometre) without a marker.
  const exact = place.publishAddress === true
  return (
    <section className="place-map">
      <h2>{t('title')}</h2>
      <MapViewIsland
        latitude={latitude}
        longitude={longitude}
        zoom={exact ? 16 : 14}
        marker={exact}
        label={t('label', { name })}
        loadingText={t('loading')}
        attribution={t('attribution')}
        zoomIn={listingMap('zoomIn')}
        zoomOut={listingMap('zoomOut')}
      />
    </section>
  )
}
