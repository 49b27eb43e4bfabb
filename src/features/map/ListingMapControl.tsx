'use client'

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'

import type { ListingMapData } from '@/domain/listing-map'

import type { ListingMapTexts } from './listing-map-view'

export type ListingMapControlProps = {
  /** The map route with the listing's query (src/app/api/listing-map). */
  dataUrl: string
  /** The listing's own path: a zone clicked on the map is applied there. */
  basePath: string
  zone: number | null
  locale: string
  texts: ListingMapTexts
  canMap: boolean
  /** The server's empty place for the map, before the list (ListingMapPanel). */
  slotId: string
}

type Outcome = { status: 'failed' } | { status: 'shown'; shown: number; total: number }

const MAP_HASH = '#map'

// Whether the map is open lives in the address (#map), so it survives a zone clicked on the map and a reload.
const hashListeners = new Set<() => void>()
function subscribeToHash(listener: () => void) {
  hashListeners.add(listener)
  window.addEventListener('hashchange', listener)
  return () => {
    hashListeners.delete(listener)
    window.removeEventListener('hashchange', listener)
  }
}
const mapInAddress = () => window.location.hash === MAP_HASH
const noMapOnServer = () => false
function setMapInAddress(open: boolean) {
  const { pathname, search } = window.location
  window.history.replaceState(window.history.state, '', `${pathname}${search}${open ? MAP_HASH : ''}`)
  for (const listener of hashListeners) listener()
}
const subscribeToNothing = () => () => {}

/**
 * The listing map's button and, once opened, the map (ADR 0031), in the browser only: a lazy island of
 * ListingMapPanel. Leaflet, the clustering and the markers load only when the map opens.
 */
export function ListingMapControl({ dataUrl, basePath, zone, locale, texts, canMap, slotId }: ListingMapControlProps) {
  const scripted = useSyncExternalStore(subscribeToNothing, () => true, noMapOnServer)
  const open = useSyncExternalStore(subscribeToHash, mapInAddress, noMapOnServer) && canMap
  // Each opening loads anew; an outcome of an earlier opening is not this one's.
  const [opening, setOpening] = useState(0)
  const [outcome, setOutcome] = useState<(Outcome & { opening: number }) | null>(null)
  const state = outcome?.opening === opening ? outcome : { status: 'loading' as const }
  const canvas = useRef<HTMLDivElement>(null)
  const id = useId()
  // The map's place is server HTML outside the island: found in the page, never on the server.
  const slot = useSyncExternalStore(subscribeToNothing, () => document.getElementById(slotId), () => null)
  // The list's column beside the map is the body's class (server HTML, never rendered by React).
  useEffect(() => {
    slot?.parentElement?.classList.toggle('listing__body--map', open)
  }, [slot, open])

  useEffect(() => {
    const element = canvas.current
    if (!open || !element) return
    let cancelled = false
    let remove: (() => void) | undefined
    // Opened by the button, the map comes into view (on a phone it opens below the fold); from #map, the page stays put.
    if (opening > 0) element.scrollIntoView({ block: 'nearest' })
    const answer = fetch(dataUrl).then((response) => {
      if (!response.ok) throw new Error(`map data: ${response.status}`)
      return response.json() as Promise<ListingMapData>
    })
    Promise.all([import('./listing-map-view'), answer])
      .then(([{ showListingMap }, data]) => {
        if (cancelled) return
        remove = showListingMap(element, data, { basePath, zone, texts })
        setOutcome({ opening, status: 'shown', shown: data.markers.length, total: data.total })
      })
      .catch(() => {
        if (!cancelled) setOutcome({ opening, status: 'failed' })
      })
    return () => {
      cancelled = true
      remove?.()
    }
  }, [open, opening, dataUrl, basePath, zone, texts, slot])

  const toggle = () => {
    if (!open) setOpening((count) => count + 1)
    setMapInAddress(!open)
  }

  const count = (value: number) => new Intl.NumberFormat(locale).format(value)
  const notice =
    state.status === 'failed'
      ? texts.failed
      : state.status === 'shown' && state.shown === 0
        ? texts.none
        : state.status === 'shown' && state.shown < state.total
          ? texts.limited.replace('{shown}', count(state.shown)).replace('{total}', count(state.total))
          : null

  return (
    <>
      {scripted && canMap && (
        <button type="button" className="button button--ghost listing__map-toggle" aria-expanded={open} aria-controls={open ? `${id}-map` : undefined} onClick={toggle}>
          <MapIcon />
          {open ? texts.hide : texts.show}
        </button>
      )}
      {/* The server's HTML keeps the button's place, unseen and unread: on a phone the button wraps the bar
          onto a second line, and the cards below moved when it came (CLS 0.017 at 390 px, issue 23). */}
      {!scripted && canMap && (
        <span className="button button--ghost listing__map-toggle listing__map-toggle--pending" aria-hidden="true">
          <MapIcon />
          {texts.show}
        </span>
      )}
      {open &&
        slot &&
        createPortal(
          <section id={`${id}-map`} className="listing-map" aria-label={texts.label} aria-describedby={`${id}-help`}>
            <p id={`${id}-help`} className="visually-hidden">
              {texts.help}
            </p>
            {notice && (
              <p className="listing-map__notice" role="status">
                {notice}
              </p>
            )}
            <div className="listing-map__frame" data-map-ready={state.status === 'shown' || undefined}>
              {/* Leaflet owns the canvas's children; React keeps to its siblings. */}
              <div ref={canvas} className="listing-map__canvas" />
              {state.status === 'loading' && <p className="map__loading">{texts.loading}</p>}
            </div>
          </section>,
          slot,
        )}
    </>
  )
}

function MapIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 2.2 6 2v11.6l-6-2V6.2Z" fill="currentColor" />
    </svg>
  )
}
