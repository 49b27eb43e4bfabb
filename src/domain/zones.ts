import { PUBLIC_GRID_DEGREES } from './public-place'
import { insidePolygon, parsePolygon, type Point, type Polygon } from './search-profile'

/**
 * Zones of the listing's zone filter: the regions of the demand register (SPEC §3 Neighbourhood/region),
 * each one or more polygons.
 */
export type Zone = { id: number; polygons: Polygon[] }

/** A region's polygons as stored (CRM strings of "lat,lng" pairs); fewer than three valid points is no area. */
export function zonePolygons(rows: { coordinates?: string | null }[] | null | undefined): Polygon[] {
  return (rows ?? []).map((row) => parsePolygon(row.coordinates ?? '')).filter((polygon) => polygon.length >= 3)
}

const validPoint = (latitude: unknown, longitude: unknown): latitude is number =>
  typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude) && Number.isFinite(longitude)

type Box = { south: number; west: number; north: number; east: number }

const withinBox = (point: Point, box: Box) => point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east

/** Whether segments ab and cd meet (touching and overlapping count). */
function segmentsMeet(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) => Math.sign((q.lng - p.lng) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lng - p.lng))
  const [d1, d2, d3, d4] = [side(c, d, a), side(c, d, b), side(a, b, c), side(a, b, d)]
  if (d1 === 0 && d2 === 0 && d3 === 0 && d4 === 0) {
    // On one line: they meet when their extents overlap.
    const overlap = (key: 'lat' | 'lng') => Math.max(Math.min(a[key], b[key]), Math.min(c[key], d[key])) <= Math.min(Math.max(a[key], b[key]), Math.max(c[key], d[key]))
    return overlap('lat') && overlap('lng')
  }
  return d1 * d2 <= 0 && d3 * d4 <= 0
}

/** Whether a polygon and a box share any area: one holds a corner of the other, or their edges cross. */
export function polygonMeetsBox(polygon: Polygon, box: Box): boolean {
  const corners: Point[] = [
    { lat: box.south, lng: box.west },
    { lat: box.south, lng: box.east },
    { lat: box.north, lng: box.east },
    { lat: box.north, lng: box.west },
  ]
  if (polygon.some((point) => withinBox(point, box)) || corners.some((corner) => insidePolygon(corner, polygon))) return true
  return polygon.some((a, i) => {
    const b = polygon[(i + 1) % polygon.length]!
    return corners.some((c, j) => segmentsMeet(a, b, c, corners[(j + 1) % corners.length]!))
  })
}

/**
 * The ids of the zones a property lies in, from what the public may know of its place (ADR 0031), ascending.
 * A published address is its exact point: the zones holding it. A hidden one is a point of the public grid,
 * and the real spot may be anywhere in that grid cell: every zone the cell overlaps. So the filter never
 * tells more than the public point (which zone of a cell the spot is in), and never loses a property.
 */
export function zonesContaining(place: { latitude?: number | null; longitude?: number | null; exact: boolean }, zones: Zone[], gridDegrees = PUBLIC_GRID_DEGREES): number[] {
  const { latitude, longitude } = place
  if (!validPoint(latitude, longitude)) return []
  const point: Point = { lat: latitude, lng: longitude as number }
  const half = gridDegrees / 2
  const cell: Box = { south: point.lat - half, north: point.lat + half, west: point.lng - half, east: point.lng + half }
  const holds = (polygon: Polygon) => (place.exact ? insidePolygon(point, polygon) : polygonMeetsBox(polygon, cell))
  return zones
    .filter((zone) => zone.polygons.some(holds))
    .map((zone) => zone.id)
    .sort((a, b) => a - b)
}

/** Whether two stored polygon lists draw the same areas (row ids and spacing aside): only then may memberships stay. */
export function samePolygons(a: { coordinates?: string | null }[] | null | undefined, b: { coordinates?: string | null }[] | null | undefined): boolean {
  const key = (rows: typeof a) => JSON.stringify(zonePolygons(rows))
  return key(a) === key(b)
}

/** Whether two id lists hold the same ids, whatever their order. */
export function sameIds(a: readonly number[] | null | undefined, b: readonly number[] | null | undefined): boolean {
  const sorted = (list: typeof a) => [...(list ?? [])].sort((x, y) => x - y).join(',')
  return sorted(a) === sorted(b)
}
