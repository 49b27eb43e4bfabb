/**
 * Where the public may see a property or project (issue "what leaks"): the exact spot only when the agency
 * publishes the address; otherwise a point on a fixed grid of about a kilometre.
 *
 * Snapping to a fixed grid (not adding noise) keeps the public point the same on every save, so comparing
 * many saves or many neighbouring listings never averages back to the real spot.
 */

/** Grid step in degrees: 0.01° is 1.1 km north–south and about 0.7 km east–west on the Belgian coast. */
export const PUBLIC_GRID_DEGREES = 0.01

const valid = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit

/** The grid point nearest to a coordinate, without floating-point tails (51.23 rather than 51.230000000000004). */
export function snapToGrid(value: number, step = PUBLIC_GRID_DEGREES): number {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)))
  return Number((Math.round(value / step) * step).toFixed(decimals))
}

export type PublicPlace = { publicLatitude: number | null; publicLongitude: number | null }

/** The coordinates the public may read, from the exact ones and the publish-address flag (anything but true hides). */
export function publicPlace(place: { latitude?: number | null; longitude?: number | null; publishAddress?: boolean | null }): PublicPlace {
  const { latitude, longitude } = place
  if (!valid(latitude, 90) || !valid(longitude, 180)) return { publicLatitude: null, publicLongitude: null }
  if (place.publishAddress === true) return { publicLatitude: latitude, publicLongitude: longitude }
  return { publicLatitude: snapToGrid(latitude), publicLongitude: snapToGrid(longitude) }
}

/** The price the public may read and sort on: null ("on request") unless the agency publishes it. */
export function publicPrice(offer: { price?: number | null; publishPrice?: boolean | null }): number | null {
  const { price } = offer
  if (offer.publishPrice !== true || typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null
  return price
}

/** The street address the public may read ('Zeedijk 12 /3, 8400 Oostende'), or null unless the agency publishes it. */
export function publicAddress(place: { publishAddress?: boolean | null; street?: string | null; houseNumber?: string | null; boxNumber?: string | null; zip?: string | null; city?: string | null }): string | null {
  if (place.publishAddress !== true || !place.street?.trim()) return null
  const street = [place.street.trim(), place.houseNumber?.trim(), place.boxNumber?.trim() ? `/${place.boxNumber.trim()}` : null].filter(Boolean).join(' ')
  const town = [place.zip?.trim(), place.city?.trim()].filter(Boolean).join(' ')
  return town ? `${street}, ${town}` : street
}
