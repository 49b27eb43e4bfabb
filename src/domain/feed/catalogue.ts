import { slugify } from '../slug'
import { type DocumentRef, field, type MapResult, onlyIn, type PictureRef, readDocuments, readId, readPictures } from './property'
import { webTypeNames } from './type-names'
import { FeedValueError, type LocalizedText, toBoolean, toInteger, toLocalized, toNumber, toText } from './values'

type Raw = Record<string, unknown>

export type PropertyTypeRecord = { externalId: number; webId: number; name: LocalizedText; showOrder: number; sale: boolean; rent: boolean }

export type ProjectRecord = {
  externalId: number
  webId: number | null
  values: Record<string, string | number | boolean | null>
  texts: Record<string, LocalizedText>
  picture: PictureRef | null
  pictures: PictureRef[]
  documents: DocumentRef[]
  constructions: { name: LocalizedText; status: LocalizedText }[]
}

/** A region; `pictures` the URLs of its largest picture list (SPEC §3: Small, Medium, Large or XLargePictures). */
export type RegionRecord = { externalId: number; texts: Record<string, LocalizedText>; polygons: string[]; pictures: string[] }

/** A region's picture list: URLs, or items with a Url, whichever size the feed sends (the largest first). */
function regionPictures(raw: Raw): string[] {
  for (const key of ['XLargePictures', 'LargePictures', 'MediumPictures', 'SmallPictures']) {
    const list = field(raw, key)
    if (!Array.isArray(list)) continue
    const urls = list.flatMap((item: unknown) => {
      const url = typeof item === 'string' ? item.trim() : item && typeof item === 'object' ? toText(field(item as Raw, 'Url')) : null
      return url ? [url] : []
    })
    if (urls.length > 0) return urls
  }
  return []
}

function guard<T>(input: unknown, read: (raw: Raw) => T): MapResult<T> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, id: '?', reason: 'not an object' }
  const raw = input as Raw
  try {
    return { ok: true, record: read(raw) }
  } catch (error) {
    if (error instanceof FeedValueError) return { ok: false, id: toText(field(raw, 'ID')) ?? '?', reason: error.message }
    throw error
  }
}

function required(value: LocalizedText, name: string): LocalizedText {
  if (Object.keys(value).length === 0) throw new FeedValueError(`${name} is missing`)
  return value
}

export const mapFeedPropertyType = (input: unknown): MapResult<PropertyTypeRecord> =>
  guard(input, (raw) => {
    const externalId = readId(raw)
    const webId = toInteger(field(raw, 'WebID'), 'WebID') ?? externalId
    return {
      externalId,
      webId,
      name: webTypeNames(required(toLocalized(field(raw, 'Name')), 'Name'), webId),
      showOrder: toInteger(field(raw, 'ShowOrder'), 'ShowOrder') ?? 0,
      sale: toBoolean(field(raw, 'Sale'), 'Sale') ?? true,
      rent: toBoolean(field(raw, 'Rent'), 'Rent') ?? true,
    }
  })

export const mapFeedProject = (input: unknown): MapResult<ProjectRecord> =>
  guard(input, (raw) => {
    const externalId = readId(raw)
    const name = toLocalized(field(raw, 'Name'))
    const goal = toInteger(field(raw, 'Goal'), 'Goal') ?? 0
    const small = field(raw, 'SmallPicture')
    const picture = small && typeof small === 'object' ? (readPictures({ LargePictureItems: [small] })[0] ?? null) : null
    const constructions = field(raw, 'Constructions')
    const named = Object.keys(name).length ? Object.keys(name) : ['nl']
    const captioned = (pictures: PictureRef[]) => pictures.map((p) => ({ ...p, caption: onlyIn(p.caption, named) }))
    return {
      externalId,
      webId: toInteger(field(raw, 'WebID'), 'WebID'),
      values: {
        externalId,
        published: true,
        goal: goal === 1 ? 'rent' : 'sale',
        projectWebId: toInteger(field(raw, 'ProjectWebID'), 'ProjectWebID'),
        priceMin: toNumber(field(raw, 'PriceMin'), 'PriceMin'),
        priceMax: toNumber(field(raw, 'PriceMax'), 'PriceMax'),
        street: toText(field(raw, 'Street')),
        houseNumber: toText(field(raw, 'HouseNumber')),
        boxNumber: toText(field(raw, 'BoxNr')),
        zip: toText(field(raw, 'Zip')),
        city: toText(field(raw, 'City')),
        countryId: toInteger(field(raw, 'CountryID'), 'CountryID'),
        countryName: toText(field(raw, 'CountryName')),
        latitude: toNumber(field(raw, 'GoogleX'), 'GoogleX'),
        longitude: toNumber(field(raw, 'GoogleY'), 'GoogleY'),
        publishAddress: toBoolean(field(raw, 'PublicAddress') ?? field(raw, 'PublishAddress'), 'PublicAddress'),
      },
      texts: {
        name: Object.keys(name).length ? name : { nl: `Project ${externalId}` },
        description: toLocalized(field(raw, 'Description')),
        slug: Object.fromEntries(Object.entries(name).map(([l, n]) => [l, slugify(n)])),
      },
      picture: picture && captioned([picture])[0]!,
      pictures: captioned(readPictures(raw)),
      documents: readDocuments(raw),
      constructions: Array.isArray(constructions)
        ? constructions.flatMap((c: unknown) => {
            if (!c || typeof c !== 'object') return []
            const cName = toLocalized(field(c as Raw, 'Name'))
            return Object.keys(cName).length ? [{ name: cName, status: toLocalized(field(c as Raw, 'Status')) }] : []
          })
        : [],
    }
  })

/** A polygon is a space-separated list of "lat,lng" pairs (SPEC §3 Region.Coordinates). */
export function isPolygon(text: string): boolean {
  const pairs = text.trim().split(/\s+/)
  return (
    pairs.length >= 3 &&
    pairs.every((pair) => {
      const [lat, lng, extra] = pair.split(',')
      return extra === undefined && Math.abs(Number(lat)) <= 90 && Math.abs(Number(lng)) <= 180 && lat !== '' && lng !== ''
    })
  )
}

export const mapFeedRegion = (input: unknown): MapResult<RegionRecord> =>
  guard(input, (raw) => {
    const coordinates = field(raw, 'Coordinates')
    const polygons = (Array.isArray(coordinates) ? coordinates : [coordinates]).flatMap((c) => (typeof c === 'string' && c.trim() ? [c.trim()] : []))
    const bad = polygons.find((p) => !isPolygon(p))
    if (bad) throw new FeedValueError(`Coordinates: "${bad.slice(0, 40)}…" is not a list of "lat,lng" pairs`)
    return {
      externalId: readId(raw),
      texts: {
        name: required(toLocalized(field(raw, 'Name')), 'Name'),
        title: toLocalized(field(raw, 'Title')),
        subtitle: toLocalized(field(raw, 'Subtitle')),
        description: toLocalized(field(raw, 'Description')),
      },
      polygons,
      pictures: regionPictures(raw),
    }
  })
