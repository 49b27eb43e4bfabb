import 'server-only'

import { type ProfilePrefill, prefillValues } from '@/domain/forms/profile-prefill'
import { insidePolygon, parsePolygon } from '@/domain/search-profile'
import { searchName } from '@/domain/slug'
import type { FormValues } from '@/shared/forms/form-state'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'

/**
 * The zones a city's properties lie in, by the points the public may see: how a listing's city becomes the
 * form's zones (the form asks for zones, not cities).
 */
async function zonesOfCity(city: { name: string; zip: string }): Promise<number[]> {
  const payload = await getPayloadClient()
  const [properties, regions] = await Promise.all([
    payload.find({
      collection: 'properties',
      where: { and: [{ published: { equals: true } }, { citySearchName: { equals: searchName(city.name) } }, { zip: { equals: city.zip } }] },
      depth: 0,
      limit: 1000,
      pagination: false,
      select: { publicLatitude: true, publicLongitude: true },
      overrideAccess: false,
    }),
    payload.find({ collection: 'regions', depth: 0, limit: 500, pagination: false, select: { polygons: true } }),
  ])
  const points = properties.docs.flatMap((p) => (typeof p.publicLatitude === 'number' && typeof p.publicLongitude === 'number' ? [{ lat: p.publicLatitude, lng: p.publicLongitude }] : []))
  return regions.docs
    .filter((region) => (region.polygons ?? []).some(({ coordinates }) => points.some((point) => insidePolygon(point, parsePolygon(coordinates)))))
    .map((region) => region.id)
}

/** The keep-me-informed form's values for a listing's criteria, among the form's own choices; nothing when none apply. */
export async function profileFormValues(prefill: ProfilePrefill, locale: Locale): Promise<FormValues | undefined> {
  const payload = await getPayloadClient()
  const [types, regions, cityZones] = await Promise.all([
    payload.find({ collection: 'property-types', locale, depth: 0, limit: 50, pagination: false, select: { webId: true } }),
    payload.find({ collection: 'regions', locale, depth: 0, limit: 500, pagination: false, select: { name: true } }),
    prefill.city && prefill.zone === null ? zonesOfCity(prefill.city) : Promise.resolve([]),
  ])
  const values = prefillValues(
    prefill,
    { types: types.docs.map((type) => ({ value: String(type.id), webId: type.webId })), regions: regions.docs.map((region) => ({ value: String(region.id) })) },
    cityZones,
  )
  return Object.keys(values).length > 0 ? values : undefined
}
