import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import { sameIds, samePolygons, type Zone, zonePolygons, zonesContaining } from '../domain/zones'
import { announceChange } from '../server/content-changes'

/**
 * The zone filter's data (ADR 0031): each property keeps the ids of the regions its public place lies in
 * (src/domain/zones.ts), as an indexed hidden list (regionIds), so a listing filtered by zone is an index lookup
 * that pages and counts in the database. Kept on the property's save, and for every property when a region's
 * polygons change.
 */

/** Every region with its polygons, as the save being made sees them (inside its transaction). */
export async function readZones(payload: Payload, req?: Partial<PayloadRequest>): Promise<Zone[]> {
  const { docs } = await payload.find({ collection: 'regions', depth: 0, limit: 1000, pagination: false, select: { polygons: true }, req })
  return docs.map((region) => ({ id: region.id, polygons: zonePolygons(region.polygons) }))
}

type PublicPlace = { publicLatitude?: number | null; publicLongitude?: number | null; publishAddress?: boolean | null }
/** What the public may know of the place: the public point, exact only when the address is published. */
const placeOf = (place: PublicPlace) => ({ latitude: place.publicLatitude, longitude: place.publicLongitude, exact: place.publishAddress === true })

/**
 * Properties' beforeChange, after publicPlaceHook: the zones of a new property, a moved one, or one whose address
 * was hidden or shown. A save that sends regionIds itself (the admin's form sends back what it loaded, perhaps
 * before a region changed) gets them computed again: the list is never anyone's to write.
 */
export const storeRegionIds: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const before = originalDoc as PublicPlace | undefined
  const after = { ...before, ...data } as PublicPlace
  const same = (key: keyof PublicPlace) => (after[key] ?? null) === (before?.[key] ?? null)
  if (before && !('regionIds' in data) && same('publicLatitude') && same('publicLongitude') && same('publishAddress')) return data
  data.regionIds = zonesContaining(placeOf(after), await readZones(req.payload, req))
  return data
}

const BATCH = 500

/**
 * Every property's zones against the regions as they are now; only the properties whose list changes are
 * written, straight through the database adapter: a derived hidden field, no hook of a property save
 * (alerts, price history) has anything to do for it. Then the listings are told the catalogue changed.
 */
export async function refreshZoneMemberships(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  const zones = await readZones(payload, req)
  let changed = 0
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'properties',
      depth: 0,
      sort: 'id',
      page,
      limit: BATCH,
      select: { publicLatitude: true, publicLongitude: true, publishAddress: true, regionIds: true },
      req,
    })
    for (const property of docs) {
      const regionIds = zonesContaining(placeOf(property), zones)
      if (sameIds(regionIds, property.regionIds)) continue
      await payload.db.updateOne({ collection: 'properties', id: property.id, data: { regionIds }, req, returning: false })
      changed++
    }
    if (!hasNextPage) break
  }
  if (changed > 0) await announceChange('catalogue')
  return changed
}

/** Regions' afterChange: a new region, or polygons that draw other areas, move properties between zones. */
export const regionPolygonsChanged: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && samePolygons(doc.polygons, previousDoc?.polygons)) return doc
  await refreshZoneMemberships(req.payload, req)
  return doc
}

/** Regions' afterDelete: no property stays in a zone that is gone. */
export const regionDeleted: CollectionAfterDeleteHook = async ({ req }) => {
  await refreshZoneMemberships(req.payload, req)
}
