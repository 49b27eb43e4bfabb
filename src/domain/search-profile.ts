/**
 * Keep-me-informed matching (SPEC §3 demand fields): a property interests a search profile when it has the
 * profile's goal and type, lies in one of its zones, and meets its price range (on the amount the listings'
 * price filter compares) and minimums.
 */
export type Point = { lat: number; lng: number }
export type Polygon = Point[]

/** A region polygon as the CRM sends it: space-separated "lat,lng" pairs. Invalid pairs are skipped. */
export function parsePolygon(text: string): Polygon {
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number))
    .filter((pair): pair is [number, number] => pair.length === 2 && pair.every(Number.isFinite))
    .map(([lat, lng]) => ({ lat, lng }))
}

/** Ray casting: whether the point lies inside the polygon (points on an edge may go either way). */
export function insidePolygon(point: Point, polygon: Polygon): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!
    const b = polygon[j]!
    if (a.lng > point.lng !== b.lng > point.lng && point.lat < ((b.lat - a.lat) * (point.lng - a.lng)) / (b.lng - a.lng) + a.lat) inside = !inside
  }
  return inside
}

export type ProfileCriteria = {
  goal: 'buy' | 'rent'
  typeIds: number[]
  /** Each zone is one or more polygons. */
  zones: Polygon[][]
  priceMin?: number | null
  priceMax?: number | null
  minBedrooms?: number | null
  minBathrooms?: number | null
  minGarages?: number | null
  minParkings?: number | null
}

export type ListedProperty = {
  goal: 'sale' | 'rent'
  typeId: number | null
  /**
   * The amount the listings' price filter compares (stored `comparablePrice`, price-terms.ts, ADR 0068): a price
   * without VAT with its VAT, a rent with its charges, a life annuity's bouquet. Null when the price is not
   * published: a price on request cannot be compared, it passes the price range.
   */
  comparablePrice?: number | null
  latitude?: number | null
  longitude?: number | null
  bedrooms?: number | null
  bathrooms?: number | null
  garages?: number | null
  parkings?: number | null
}

const atLeast = (value: number | null | undefined, minimum: number | null | undefined) => !minimum || (value ?? 0) >= minimum

export function matchesProfile(property: ListedProperty, profile: ProfileCriteria): boolean {
  if ((profile.goal === 'buy' ? 'sale' : 'rent') !== property.goal) return false
  if (profile.typeIds.length > 0 && (property.typeId === null || !profile.typeIds.includes(property.typeId))) return false
  if (profile.zones.length > 0) {
    if (typeof property.latitude !== 'number' || typeof property.longitude !== 'number') return false
    const point = { lat: property.latitude, lng: property.longitude }
    if (!profile.zones.some((zone) => zone.some((polygon) => insidePolygon(point, polygon)))) return false
  }
  // The listings' amount (ADR 0080): a unit at €339,000 without VAT (€410,190) is not "up to €350,000" here either.
  // Empty for a price not published, which never narrows who hears (no hidden price told by who gets mailed).
  const price = property.comparablePrice
  if (typeof price === 'number' && price > 0) {
    if (profile.priceMin && price < profile.priceMin) return false
    if (profile.priceMax && price > profile.priceMax) return false
  }
  return (
    atLeast(property.bedrooms, profile.minBedrooms) &&
    atLeast(property.bathrooms, profile.minBathrooms) &&
    atLeast(property.garages, profile.minGarages) &&
    atLeast(property.parkings, profile.minParkings)
  )
}
