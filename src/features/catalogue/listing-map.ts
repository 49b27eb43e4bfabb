import type { Payload, Where } from 'payload'

import { type ListingMapData, MAP_MARKER_LIMIT, type MapMarker, type MapZone, mapListingQuery } from '@/domain/listing-map'
import type { ListingQuery, ListingScope } from '@/domain/listing'
import { offerBadge } from '@/domain/offer'
import { zonePolygons } from '@/domain/zones'
import type { Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import type { Property } from '@/payload-types'

import { listingSort, listingWhere } from './listing-where'
import { propertyPath } from '@/shared/catalogue-paths'
import { priceText } from './price'
import { readPropertyCards } from './property-cards'
import { placeName } from '@/domain/place-names'

/** Marquees staff leave off the map (Settings); a property without one has code 0, as the CRM sends it. */
function marqueeWhere(ignored: readonly number[]): Where[] {
  if (ignored.length === 0) return []
  const other: Where = { marquee: { not_in: [...ignored] } }
  // NOT IN leaves an empty marquee out too: it stays unless 0 ("none") is ignored.
  return [ignored.includes(0) ? other : { or: [other, { marquee: { exists: false } }] }]
}

/** The listing's properties that the map marks: its filters, a public place, and a marquee not ignored. */
export function listingMapWhere(scope: ListingScope, query: ListingQuery, ignoredMarquees: readonly number[], capped = false): Where {
  const listing = listingWhere(scope, mapListingQuery(query, capped))
  return { and: [listing, { publicLatitude: { exists: true } }, { publicLongitude: { exists: true } }, ...marqueeWhere(ignoredMarquees)] }
}

/** The ids a capped list shows over all its pages: the first `cap` of the listing in its own order. */
async function cappedListIds(payload: Payload, scope: ListingScope, query: ListingQuery, cap: number): Promise<number[]> {
  const { docs } = await payload.db.find<{ id: number }>({ collection: 'properties', where: listingWhere(scope, query), sort: listingSort(query), limit: cap, select: { externalId: true } })
  return docs.map((doc) => doc.id)
}

/** The regions of the zone filter, with their names in the visitor's language and their polygons. */
export async function findZoneOutlines(payload: Payload, locale: Locale): Promise<MapZone[]> {
  const { docs } = await payload.find({
    collection: 'regions',
    locale,
    sort: 'name',
    depth: 1,
    limit: 1000,
    pagination: false,
    // The pictures whole: a media's url is computed from its filename when read.
    select: { name: true, subtitle: true, polygons: true, pictures: true },
    overrideAccess: false,
  })
  return docs.map((region) => {
    const picture = (region.pictures ?? []).find((media) => typeof media === 'object' && media?.url)
    return {
      id: region.id,
      name: region.name,
      subtitle: region.subtitle || null,
      picture: typeof picture === 'object' ? (picture.sizes?.small?.url ?? picture.url ?? null) : null,
      polygons: zonePolygons(region.polygons).map((polygon) => polygon.map(({ lat, lng }): [number, number] => [lat, lng])),
    }
  })
}

type Args = {
  scope: ListingScope
  query: ListingQuery
  locale: Locale
  ignoredMarquees: readonly number[]
  /** A capped list's maximum (a module's maxItems): the map marks only the items that list shows. */
  cap?: number | null
  now?: number
  /** The zone outlines when the caller has them at hand (a page's cached read); read here otherwise. */
  zones?: () => Promise<MapZone[]>
}

/**
 * The listing map's data (SPEC §7 map frame, ADR 0031): a marker for each property of the listing with its
 * filters, public values only. The place is the stored public point (exact only when the address is
 * published); the price is the public price text. Read as the public: published properties, and hidden
 * fields unreadable.
 */
export async function findListingMap(payload: Payload, { scope, query, locale, ignoredMarquees, cap = null, now = Date.now(), zones: outlines = () => findZoneOutlines(payload, locale) }: Args): Promise<ListingMapData> {
  // A capped list shows the first `cap` of its own order: those, and only those, are the map's (issue 23).
  const shown = cap === null ? null : await cappedListIds(payload, scope, query, cap)
  const where = listingMapWhere(scope, query, ignoredMarquees, cap !== null)
  // Two steps, as the listing reads: the newest places, then only those properties' cards. The places come
  // from the database adapter itself: the local API's per-document processing cost 0.6 to 1.9 s for 500 of
  // them on the 10,000-property bench, the adapter 70 to 100 ms. It applies no access rule, and needs none
  // here: the query is the listing's (published properties only, public columns only, no visitor's field
  // names) and it reads three public columns. The cards then come from narrow reads too (readPropertyCards,
  // ADR 0061), which keep the public's rules: the local API's processing of 500 cards was the rest of 450 ms.
  const places = await payload.db.find<Pick<Property, 'id' | 'publicLatitude' | 'publicLongitude' | 'publishAddress'>>({
    collection: 'properties',
    where: shown ? { and: [where, { id: { in: shown } }] } : where,
    sort: ['-listedAt', '-id'],
    limit: MAP_MARKER_LIMIT,
    select: { publicLatitude: true, publicLongitude: true, publishAddress: true },
  })
  const ids = places.docs.map((doc) => doc.id)
  const [cards, zones] = await Promise.all([readPropertyCards(payload, ids, locale), outlines()])
  const cardById = new Map(cards.map((card) => [card.id, card]))
  const [catalogue, listing] = [translatorFor(locale, 'catalogue'), translatorFor(locale, 'listing')]
  const badgeText = { sold: catalogue('sold'), rented: catalogue('rented'), option: listing('inOption'), new: listing('new') }
  const markers = await Promise.all(
    places.docs.map(async (place): Promise<MapMarker | null> => {
      const card = cardById.get(place.id)
      if (!card || typeof place.publicLatitude !== 'number' || typeof place.publicLongitude !== 'number') return null
      const badge = offerBadge(card, now)
      const picture = card.cover?.sizes?.small?.url ? card.cover.sizes.small : card.cover
      return {
        id: card.id,
        lat: place.publicLatitude,
        lng: place.publicLongitude,
        exact: place.publishAddress === true,
        title: card.title,
        city: card.city ? placeName(card.city, locale) : null,
        price: await priceText(card, locale),
        badge: badge ? badgeText[badge] : null,
        path: propertyPath(card, locale),
        image: picture?.url ? { url: picture.url, width: picture.width ?? null, height: picture.height ?? null } : null,
      }
    }),
  )
  return { markers: markers.filter((marker) => marker !== null), total: places.totalDocs, zones }
}
