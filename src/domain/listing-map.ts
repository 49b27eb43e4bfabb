import type { ListingQuery } from './listing'
import { PUBLIC_GRID_DEGREES } from './public-place'

/**
 * The map view of a listing (SPEC §7 map frame): which properties it marks, and how a hidden address is drawn.
 */

/** A marker of the map answer: public values only (ADR 0031). */
export type MapMarker = {
  id: number
  lat: number
  lng: number
  /** The address is published: a pin on the spot. Otherwise the point is a grid point, and the map draws an area. */
  exact: boolean
  title: string
  city: string | null
  /** The public price text, or 'price on request'. */
  price: string
  badge: string | null
  path: string
  image: { url: string; width: number | null; height: number | null } | null
}

/**
 * A region of the zone filter as the map draws it: polygons of [lat, lng]; its card (on hover) shows its
 * subtitle and first picture when staff gave them (SPEC §3 Neighbourhood/region).
 */
export type MapZone = { id: number; name: string; polygons: [number, number][][]; subtitle?: string | null; picture?: string | null }

export type ListingMapData = {
  markers: MapMarker[]
  /** Every property the map would mark; more than markers.length when the limit cut the list. */
  total: number
  zones: MapZone[]
}

/** The most markers one map answer carries: the newest of the listing, as its first pages list them. */
export const MAP_MARKER_LIMIT = 500

/**
 * What the map reads of a listing's query: every filter, but not its page (the map shows every page). Its
 * sort only for a capped list (`capped`), whose map marks exactly the items the list shows, the first of
 * that order; an uncapped map marks the newest up to MAP_MARKER_LIMIT, whatever the list's order.
 */
export function mapListingQuery(query: ListingQuery, capped = false): ListingQuery {
  return capped ? { ...query, page: 1 } : { ...query, sort: 'newest', page: 1 }
}

/** The map answer's parameter that carries a list's cap (a module's maxItems, ADR 0075). */
export const MAP_CAP_PARAM = 'max'

/** A list's cap as the map reads it: a whole number from 1, at most MAP_MARKER_LIMIT; null for no cap. */
export function mapCap(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : typeof value === 'number' ? Math.floor(value) : NaN
  return Number.isSafeInteger(number) && number > 0 ? Math.min(number, MAP_MARKER_LIMIT) : null
}

/** The map answer's address for a listing: its filters, and the cap when its list has one. */
export function mapDataSearch(search: string, cap: number | null): string {
  if (cap === null) return search
  return `${search}${search.includes('?') ? '&' : '?'}${MAP_CAP_PARAM}=${cap}`
}

const METRES_PER_DEGREE = 111_320

/**
 * The radius of the circle drawn for a hidden address, in metres: half the diagonal of a cell of the public
 * grid (src/domain/public-place.ts) at that latitude, with 1 % to spare, rounded up to 10 m. A public point is
 * the centre of the cell the real spot lies in, so the circle holds the real spot (about 670 m on the coast)
 * and says no more than the public point already does.
 */
export function approximateRadiusMetres(latitude: number, gridDegrees = PUBLIC_GRID_DEGREES): number {
  const half = gridDegrees / 2
  const northSouth = half * METRES_PER_DEGREE
  const eastWest = half * METRES_PER_DEGREE * Math.cos((Math.min(Math.abs(latitude), 89) * Math.PI) / 180)
  return Math.ceil((Math.hypot(northSouth, eastWest) * 1.01) / 10) * 10
}

/** The marquee codes staff leave off the map (Settings), as whole numbers, once each, in order. */
export function marqueeIgnoreList(value: unknown): number[] {
  const list = Array.isArray(value) ? value : []
  const codes = list.map(Number).filter((code) => Number.isSafeInteger(code) && code >= 0 && code <= 1_000_000)
  return [...new Set(codes)].sort((a, b) => a - b)
}

/** Whether the map shows a property with this marquee: no marquee is code 0, as the CRM sends it (SPEC §3). */
export function shownOnMap(marquee: number | null | undefined, ignored: readonly number[]): boolean {
  return !ignored.includes(typeof marquee === 'number' ? marquee : 0)
}

/** Whether every point is the same place: a cluster of them never splits by zooming, so it lists them instead. */
export function atOnePlace(points: readonly { lat: number; lng: number }[]): boolean {
  return points.every((point) => point.lat === points[0]?.lat && point.lng === points[0]?.lng)
}
