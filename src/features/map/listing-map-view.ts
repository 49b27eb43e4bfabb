import 'leaflet/dist/leaflet.css'

import { circle, control, type DivIcon, divIcon, type Layer, latLng, latLngBounds, layerGroup, map as leafletMap, type Marker, marker, polygon, popup, tileLayer } from 'leaflet'
import Supercluster, { type AnyProps, type ClusterFeature, type PointFeature } from 'supercluster'

import { listingParams, listingSearch, parseListingQuery } from '@/domain/listing'
import { approximateRadiusMetres, atOnePlace, type ListingMapData, type MapMarker, type MapZone } from '@/domain/listing-map'

import { controlsFirst } from './leaflet-map'

/** Every text of the listing map, in the visitor's language; {count}, {zone}, {shown}, {total} are filled in here. */
export type ListingMapTexts = {
  show: string
  hide: string
  label: string
  help: string
  loading: string
  failed: string
  none: string
  limited: string
  cluster: string
  samePlace: string
  approximate: string
  zone: string
  selectedZone: string
  zoomIn: string
  zoomOut: string
  close: string
  attribution: string
}

type Options = { basePath: string; zone: number | null; texts: ListingMapTexts }

/** The Belgian coast, when there is nothing to fit the view to. */
const COAST: [number, number] = [51.2, 2.9]
const MAX_ZOOM = 18
/** The site's colours (src/styles/base.css :root): Leaflet writes its shapes' colours as SVG attributes, not CSS. */
const PALETTE = { sea: '#145f8c', coral: '#b8452b', sun: '#e8a33d' } as const

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/** A zone's card on hover: what clicking does, with the zone's subtitle and first picture (SPEC §3 region). */
function zoneCard(zone: MapZone, action: string): HTMLElement {
  const card = element('span', 'map-zone')
  if (zone.picture) {
    const picture = element('img', 'map-zone__picture')
    picture.src = zone.picture
    picture.alt = ''
    picture.width = 160
    picture.height = 100
    card.append(picture)
  }
  card.append(element('span', 'map-zone-name', action))
  if (zone.subtitle) card.append(element('span', 'map-zone__subtitle', zone.subtitle))
  return card
}

/** The card of one property: photo, city, title (the link), price, status; written as text, never as HTML. */
function propertyCard(property: MapMarker, texts: ListingMapTexts): HTMLElement {
  const card = element('article', 'map-card')
  if (property.image) {
    const image = element('img', 'map-card__image')
    image.src = property.image.url
    image.alt = ''
    image.loading = 'lazy'
    if (property.image.width && property.image.height) Object.assign(image, { width: property.image.width, height: property.image.height })
    card.append(image)
  } else card.append(element('div', 'map-card__image map-card__image--empty'))
  const body = element('div', 'map-card__body')
  if (property.city) body.append(element('p', 'map-card__city', property.city))
  const title = element('h3', 'map-card__title')
  const link = element('a', 'map-card__link', property.title)
  link.href = property.path
  title.append(link)
  body.append(title, element('p', 'map-card__price', property.price))
  if (property.badge) body.append(element('p', 'map-card__badge', property.badge))
  if (!property.exact) body.append(element('p', 'map-card__approximate', texts.approximate))
  card.append(body)
  return card
}

/** Several properties on one public point (neighbours of one grid cell): a list, since zooming never parts them. */
function placeList(properties: MapMarker[], texts: ListingMapTexts): HTMLElement {
  const box = element('div', 'map-card map-card--list')
  box.append(element('p', 'map-card__heading', fill(texts.samePlace, { count: String(properties.length) })))
  const list = element('ul', 'map-card__list')
  for (const property of properties) {
    const item = element('li', 'map-card__item')
    const link = element('a', 'map-card__link', property.title)
    link.href = property.path
    item.append(link, element('span', 'map-card__price', property.price))
    list.append(item)
  }
  box.append(list)
  return box
}

const markerLabel = (property: MapMarker, texts: ListingMapTexts) =>
  [property.title, property.city, property.price, property.badge, property.exact ? null : texts.approximate].filter(Boolean).join(', ')

type Cluster = ClusterFeature<AnyProps>
type Feature = PointFeature<MapMarker> | Cluster

const isCluster = (feature: Feature): feature is Cluster => 'cluster' in feature.properties && feature.properties.cluster === true
const keyOf = (feature: Feature) => (isCluster(feature) ? `cluster-${feature.properties.cluster_id}` : `property-${feature.properties.id}`)

/**
 * The listing's properties on an OpenStreetMap map (ADR 0031): clustered where dense (supercluster), a pin where
 * the address is published and an area of the public grid cell where it is not, a card on click or Enter, and
 * the zones of the zone filter, the chosen one drawn, another one applied by clicking it. Returns what removes it.
 */
export function showListingMap(container: HTMLElement, data: ListingMapData, { basePath, zone, texts }: Options): () => void {
  const map = leafletMap(container, { zoomControl: false, maxZoom: MAX_ZOOM })
  control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map)
  tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
    maxZoom: 19,
    attribution: `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">${texts.attribution}</a>`,
  }).addTo(map)

  const zoneHref = (id: number) => {
    const query = parseListingQuery(listingParams(new URLSearchParams(window.location.search)))
    return `${basePath}${listingSearch(query, { zone: id, page: 1 })}#map`
  }
  const chosen = data.zones.find((item) => item.id === zone)
  for (const item of data.zones) {
    const selected = item === chosen
    const shape = polygon(item.polygons, selected ? { color: PALETTE.coral, weight: 3, fillColor: PALETTE.sun, fillOpacity: 0.12 } : { color: PALETTE.sea, weight: 1.5, dashArray: '4 4', fillOpacity: 0.04 })
    // A region's name comes from the CRM or the admin: written as text (a string tooltip would be HTML).
    shape.bindTooltip(zoneCard(item, fill(selected ? texts.selectedZone : texts.zone, { zone: item.name })), { sticky: true })
    if (!selected) shape.on('click', () => window.location.assign(zoneHref(item.id)))
    shape.addTo(map)
  }

  // A card opened from the keyboard takes the focus, and gives it back to its marker when it closes.
  let returnFocus: HTMLElement | null = null
  const card = popup({ maxWidth: 280, minWidth: 220, autoPanPadding: [16, 16] })
  map.on('popupopen', (event) => {
    const box = event.popup.getElement()
    box?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.close)
    if (returnFocus) box?.querySelector<HTMLElement>('a.map-card__link')?.focus()
  })
  map.on('popupclose', (event) => {
    const focus = document.activeElement
    if (returnFocus?.isConnected && (focus === document.body || event.popup.getElement()?.contains(focus))) returnFocus.focus()
    returnFocus = null
  })
  // Leaflet closes a card on Escape only while the map itself has the focus, not a marker or the card's link.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && map.hasLayer(card)) map.closePopup(card)
  }
  container.addEventListener('keydown', onEscape)
  const openCard = (at: [number, number], content: HTMLElement, from: HTMLElement | null) => {
    returnFocus = from
    card.setLatLng(at).setContent(content).openOn(map)
  }

  const index = new Supercluster<MapMarker>({ radius: 56, maxZoom: MAX_ZOOM - 1 })
  index.load(data.markers.map((property) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [property.lng, property.lat] }, properties: property })))

  /** Enter or Space on a focused marker acts as a click, and sends focus into what it opens. */
  const onActivate = (layer: Layer, act: (from: HTMLElement | null) => void) => {
    layer.on('click', () => act(null))
    layer.on('keypress', (event) => {
      const key = (event as unknown as { originalEvent: KeyboardEvent }).originalEvent
      if (key.key !== 'Enter' && key.key !== ' ') return
      key.preventDefault()
      act(key.target as HTMLElement)
    })
  }

  /** What one feature puts on the map, and its focusable marker. */
  type Drawn = { layer: Layer; pin: Marker }

  /** A focusable marker; Leaflet names it by its title only, and screen readers read aria-label more reliably. */
  const focusableMarker = (at: [number, number], icon: DivIcon, label: string) =>
    marker(at, { icon, title: label, keyboard: true }).on('add', (event) => (event.target as Marker).getElement()?.setAttribute('aria-label', label))

  function drawCluster(feature: Cluster, at: [number, number]): Drawn {
    const count = feature.properties.point_count
    const size = count < 10 ? 36 : count < 50 ? 44 : 52
    const label = fill(texts.cluster, { count: String(count) })
    const icon = divIcon({ className: 'map-cluster', html: `<span>${count}</span>`, iconSize: [size, size] })
    const pin = focusableMarker(at, icon, label)
    onActivate(pin, (from) => {
      const leaves = index.getLeaves(feature.properties.cluster_id, Infinity).map((leaf) => leaf.properties)
      const zoomTo = index.getClusterExpansionZoom(feature.properties.cluster_id)
      if (atOnePlace(leaves) || zoomTo > MAX_ZOOM) openCard(at, placeList(leaves, texts), from)
      else {
        // The cluster is gone once zoomed in: the keyboard goes on from the marker nearest to it.
        if (from) map.once('moveend', () => focusNearest(at))
        map.setView(at, zoomTo)
      }
    })
    return { layer: pin, pin }
  }

  function drawProperty(property: MapMarker): Drawn {
    const at: [number, number] = [property.lat, property.lng]
    const label = markerLabel(property, texts)
    const icon = divIcon({ className: property.exact ? 'map-pin' : 'map-pin map-pin--approximate', html: '<span></span>', iconSize: [28, 28] })
    const pin = focusableMarker(at, icon, label)
    const open = (from: HTMLElement | null) => openCard(at, propertyCard(property, texts), from)
    onActivate(pin, open)
    if (property.exact) return { layer: pin, pin }
    // A hidden address: the area of its grid cell, which holds the real spot, never a pin on it.
    const area = circle(at, { radius: approximateRadiusMetres(property.lat), color: PALETTE.sea, weight: 1.5, dashArray: '5 5', fillColor: PALETTE.sea, fillOpacity: 0.14 })
    area.on('click', () => open(null))
    return { layer: layerGroup([area, pin]), pin }
  }

  // Only what changed is redrawn, so a marker that has the keyboard focus keeps it while the map moves.
  const drawn = new Map<string, Drawn>()
  const layers = layerGroup().addTo(map)
  const redraw = () => {
    const bounds = map.getBounds()
    const features: Feature[] = index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.round(map.getZoom()))
    // North to south, then west to east: the order in which Tab visits the markers.
    features.sort((a, b) => b.geometry.coordinates[1]! - a.geometry.coordinates[1]! || a.geometry.coordinates[0]! - b.geometry.coordinates[0]!)
    const wanted = new Map(features.map((feature) => [keyOf(feature), feature]))
    for (const [key, item] of drawn) {
      if (wanted.has(key)) continue
      layers.removeLayer(item.layer)
      drawn.delete(key)
    }
    for (const [key, feature] of wanted) {
      if (drawn.has(key)) continue
      const [lng, lat] = feature.geometry.coordinates as [number, number]
      const item = isCluster(feature) ? drawCluster(feature, [lat, lng]) : drawProperty(feature.properties)
      layers.addLayer(item.layer)
      drawn.set(key, item)
    }
  }
  map.on('moveend', redraw)

  function focusNearest(at: [number, number]) {
    const nearest = [...drawn.values()].sort((a, b) => a.pin.getLatLng().distanceTo(at) - b.pin.getLatLng().distanceTo(at))[0]
    nearest?.pin.getElement()?.focus()
  }

  // The view holds every marker, the whole area of each hidden address, and the chosen zone.
  const view = latLngBounds(chosen?.polygons.flat() ?? [])
  for (const property of data.markers) {
    const at = latLng(property.lat, property.lng)
    view.extend(property.exact ? at : at.toBounds(2 * approximateRadiusMetres(property.lat)))
  }
  if (view.isValid()) map.fitBounds(view, { padding: [24, 24], maxZoom: 15 })
  else map.setView(COAST, 11)
  redraw()
  controlsFirst(container)
  // The container may have been sized after Leaflet measured it (the panel opens with the map).
  const resize = new ResizeObserver(() => map.invalidateSize())
  resize.observe(container)
  return () => {
    resize.disconnect()
    container.removeEventListener('keydown', onEscape)
    map.remove()
  }
}
