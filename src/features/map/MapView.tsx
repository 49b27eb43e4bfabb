'use client'

import { useEffect, useRef, useState } from 'react'

import type { MapPlace } from './leaflet-map'

type Props = MapPlace & { label: string; loadingText: string }

/** A Leaflet map whose code, styles and tiles load only once the map comes near the screen. */
export function MapView({ label, loadingText, ...place }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)
  const { latitude, longitude, zoom, marker, attribution, zoomIn, zoomOut } = place
  useEffect(() => {
    const element = container.current
    if (!element) return
    let remove: (() => void) | undefined
    let cancelled = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void import('./leaflet-map').then(({ showMap }) => {
          if (cancelled) return
          remove = showMap(element, { latitude, longitude, zoom, marker, attribution, zoomIn, zoomOut })
          setShown(true)
        })
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
      remove?.()
    }
  }, [latitude, longitude, zoom, marker, attribution, zoomIn, zoomOut])
  return (
    <div className="map" role="region" aria-label={label} data-map-ready={shown || undefined}>
      {/* Leaflet owns the canvas's children; React keeps to its sibling. */}
      <div ref={container} className="map__canvas" />
      {!shown && <p className="map__loading">{loadingText}</p>}
    </div>
  )
}
