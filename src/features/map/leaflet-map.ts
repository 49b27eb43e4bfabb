import 'leaflet/dist/leaflet.css'

import { circleMarker, control, map as leafletMap, tileLayer } from 'leaflet'

export type MapPlace = {
  latitude: number
  longitude: number
  zoom: number
  marker: boolean
  attribution: string
  /** The zoom buttons' names in the visitor's language (Leaflet's own are English). */
  zoomIn: string
  zoomOut: string
}

/** An OpenStreetMap map centred on one place with a marker where the place may be shown; returns what removes it again. */
export function showMap(container: HTMLElement, { latitude, longitude, zoom, marker, attribution, zoomIn, zoomOut }: MapPlace): () => void {
  // Scroll-wheel zoom off: a page scrolled past the map must not get caught in it.
  const map = leafletMap(container, { scrollWheelZoom: false, zoomControl: false }).setView([latitude, longitude], zoom)
  control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map)
  tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution: `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">${attribution}</a>`,
  }).addTo(map)
  // A drawn marker rather than Leaflet's default icon, whose image paths bundlers break.
  if (marker) circleMarker([latitude, longitude], { radius: 10, color: '#0b2a4a', weight: 3, fillColor: '#e8a33d', fillOpacity: 0.9 }).addTo(map)
  controlsFirst(container)
  return () => map.remove()
}

/**
 * Leaflet puts its controls after the panes, so the keyboard met every marker before the zoom buttons; first
 * in the map's order, they come right after the map itself (their place on screen is CSS's).
 */
export function controlsFirst(container: HTMLElement) {
  const controls = container.querySelector(':scope > .leaflet-control-container')
  if (controls) container.prepend(controls)
}
