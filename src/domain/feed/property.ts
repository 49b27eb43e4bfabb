import { slugify } from '../slug'
import { pictureCaptions } from './picture-captions'
import { mainTypeNames } from './type-names'
import {
  FeedValueError,
  isEmpty,
  type LocalizedText,
  toBoolean,
  toDate,
  toInteger,
  toLocalized,
  toNumber,
  toText,
} from './values'

type Raw = Record<string, unknown>
export type PictureRef = { url: string; caption: LocalizedText; width: number | null; height: number | null }
export type DocumentRef = { url: string; name: LocalizedText }

/** A property read from the feed, ready to be stored: plain values, per-language texts, references by CRM id. */
export type PropertyRecord = {
  externalId: number
  webId: number | null
  projectExternalId: number | null
  values: Record<string, string | number | boolean | null | Record<string, number | string | null>>
  texts: Record<string, LocalizedText>
  pictures: PictureRef[]
  documents: DocumentRef[]
}

export type MapResult<T> = { ok: true; record: T } | { ok: false; id: string; reason: string }

type Reader = (value: unknown, field: string) => string | number | boolean | null

const integer: Reader = toInteger
const number: Reader = toNumber
const boolean: Reader = toBoolean
const text: Reader = (value) => toText(value)
const date: Reader = toDate

/** Feed field → stored field, with how to read it. Feed names are matched case-insensitively. */
const PLAIN: [feed: string, field: string, read: Reader][] = [
  ['RecordFile', 'reference', text],
  ['WebIDs', 'webIds', text],
  ['Marquee', 'marquee', integer],
  ['Street', 'street', text],
  ['HouseNumber', 'houseNumber', text],
  ['BoxNr', 'boxNumber', text],
  ['Zip', 'zip', text],
  ['City', 'city', text],
  ['CountryID', 'countryId', integer],
  ['CountryName', 'countryName', text],
  ['GoogleX', 'latitude', number],
  ['GoogleY', 'longitude', number],
  ['PublishAddress', 'publishAddress', boolean],
  ['Price', 'price', number],
  ['PublishPrice', 'publishPrice', boolean],
  ['PriceUnit', 'priceUnit', integer],
  ['NumberOfBedRooms', 'bedrooms', integer],
  ['NumberOfBathRooms', 'bathrooms', integer],
  ['NumberOfShowerRooms', 'showerRooms', integer],
  ['NumberOfToilets', 'toilets', integer],
  ['NumberOfGarages', 'garages', integer],
  ['NumberOfParkings', 'parkings', integer],
  ['Floor', 'floor', integer],
  ['NumberOfFloors', 'floors', integer],
  ['SurfaceTotal', 'surfaceTotal', number],
  ['SurfaceLiving', 'surfaceLiving', number],
  ['SurfaceGround', 'surfaceGround', number],
  ['SurfaceTerrace', 'surfaceTerrace', number],
  ['SurfaceGarden', 'surfaceGarden', number],
  ['SurfaceConstructed', 'surfaceConstructed', number],
  ['SurfaceOffice', 'surfaceOffice', number],
  ['SurfaceStore', 'surfaceStore', number],
  ['PlotWidth', 'plotWidth', number],
  ['FrontWidth', 'frontWidth', number],
  ['Facades', 'facades', integer],
  ['ConstructionYear', 'constructionYear', integer],
  ['RenovationYear', 'renovationYear', integer],
  ['EPCLabelText', 'epcLabel', text],
  ['EnergyPerformance', 'energyPerformance', number],
  ['EPCTotal', 'epcTotal', number],
  ['EPCSpecific', 'epcSpecific', number],
  ['EPCCO2', 'epcCo2', number],
  ['EPCUniqueCode', 'epcUniqueCode', text],
  ['EPCExpiryDate', 'epcExpiry', date],
  ['HasBuildingPermit', 'buildingPermit', boolean],
  ['PreemptiveRights', 'preemptiveRights', boolean],
  ['Summons', 'summons', boolean],
  ['FloodZoneP', 'floodZoneParcel', text],
  ['FloodZoneG', 'floodZoneBuilding', text],
  ['AsbestosCertificate', 'asbestosCertificate', boolean],
  ['AsbestosDate', 'asbestosDate', date],
  ['ChargesOwner', 'chargesOwner', number],
  ['ChargesRenter', 'chargesRenter', number],
  ['NotaryFee', 'notaryFee', number],
  ['RegistrationRights', 'registrationRights', number],
  ['VAT', 'vat', boolean],
  ['DepositAmount', 'deposit', number],
  ['AgencyCost', 'agencyCost', number],
  ['MonthlyRent', 'monthlyRent', number],
  ['VirtualTour', 'virtualTour', text],
  ['VideoUrl', 'video', text],
  ['DateFree', 'availableFrom', date],
  ['CreatedDate', 'listedAt', date],
  ['LastChangedDate', 'crmChangedAt', date],
]

/** Feed fields that carry a text per language ({ nl, fr, … }); an Omnicasa sync merges its per-language answers on these. */
export const PROPERTY_TEXT_FIELDS: [feed: string, field: string][] = [
  ['TypeDescription', 'title'],
  ['DescriptionA', 'description'],
  ['MainTypeName', 'mainTypeName'],
  ['MarqueeName', 'marqueeName'],
  ['PriceUnitText', 'priceUnitText'],
  ['HeatingName', 'heating'],
  ['KitchenName', 'kitchen'],
  ['WindowGlazing', 'glazing'],
  ['WindowFrame', 'windowFrame'],
  ['RoofName', 'roof'],
  ['UrbanPlanningDestination', 'urbanDestination'],
  ['AvailabilityText', 'availabilityText'],
]

/** Omnicasa Status: 2 sold, 4 rented; everything else on the site is available. */
const AVAILABILITY: Record<number, string> = { 2: 'sold', 4: 'rented' }

export function field(raw: Raw, name: string): unknown {
  if (name in raw) return raw[name]
  const lower = name.toLowerCase()
  const key = Object.keys(raw).find((k) => k.toLowerCase() === lower)
  return key === undefined ? undefined : raw[key]
}

export function readPictures(raw: Raw): PictureRef[] {
  const items = field(raw, 'LargePictureItems') ?? field(raw, 'XLargePictureItems')
  if (!Array.isArray(items)) return []
  return items.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const entry = item as Raw
    const url = toText(field(entry, 'Url'))
    if (!url) return []
    return [
      {
        url,
        caption: pictureCaptions(toLocalized(field(entry, 'Name'))),
        width: toInteger(field(entry, 'Width'), 'Picture width'),
        height: toInteger(field(entry, 'Height'), 'Picture height'),
      },
    ]
  })
}

/**
 * The texts the site adds itself (main type names, picture captions from its tables) only in the languages
 * the record's headline has: the importer writes a language with its headline, which is required, so a
 * caption in German on a property without a German headline would fail the whole property (an Omnicasa
 * account without German). Those languages fall back to Dutch on the site.
 */
export function onlyIn<T extends LocalizedText>(text: T, languages: readonly string[]): T {
  return Object.fromEntries(Object.entries(text).filter(([language]) => languages.includes(language))) as T
}

export function readDocuments(raw: Raw): DocumentRef[] {
  const items = field(raw, 'Documents')
  if (!Array.isArray(items)) return []
  return items.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const url = toText(field(item as Raw, 'Url'))
    return url ? [{ url, name: toLocalized(field(item as Raw, 'Name')) }] : []
  })
}

export function readId(raw: Raw, name = 'ID'): number {
  const id = toInteger(field(raw, name), name)
  if (id === null || id <= 0) throw new FeedValueError(`${name} is missing`)
  return id
}

/** Reads one property of the feed, or says why it cannot be stored. */
export function mapFeedProperty(input: unknown): MapResult<PropertyRecord> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, id: '?', reason: 'not an object' }
  const raw = input as Raw
  const rawId = toText(field(raw, 'ID')) ?? '?'
  try {
    const externalId = readId(raw)
    const goal = toInteger(field(raw, 'Goal'), 'Goal')
    if (goal === null) throw new FeedValueError('Goal is missing')
    if (goal !== 0 && goal !== 1) throw new FeedValueError(`Goal: ${goal} is neither 0 (sale) nor 1 (rent)`)
    const texts: PropertyRecord['texts'] = {}
    for (const [feedName, name] of PROPERTY_TEXT_FIELDS) {
      const value = toLocalized(field(raw, feedName))
      if (Object.keys(value).length > 0) texts[name] = value
    }
    if (!texts.title) throw new FeedValueError('TypeDescription (headline) is missing')
    const values: PropertyRecord['values'] = { externalId, goal: goal === 0 ? 'sale' : 'rent', published: true }
    for (const [feedName, name, read] of PLAIN) values[name] = read(field(raw, feedName), feedName)
    if (isEmpty(values.city)) throw new FeedValueError('City is missing')
    const status = toInteger(field(raw, 'Status'), 'Status')
    values.availability = (status !== null && AVAILABILITY[status]) || 'available'
    const annuity = field(raw, 'Annuity')
    if (annuity && typeof annuity === 'object') {
      const a = annuity as Raw
      const ages = field(a, 'Ages')
      values.annuity = {
        bouquet: toNumber(field(a, 'Bouquet'), 'Annuity.Bouquet'),
        monthlyRent: toNumber(field(a, 'MonthlyRent'), 'Annuity.MonthlyRent'),
        ages: Array.isArray(ages) ? ages.join(', ') : toText(ages),
      }
    }
    values.agent = {
      name: toText(field(raw, 'ManagerName')),
      email: toText(field(raw, 'ManagerEmail')),
      phone: toText(field(raw, 'ManagerDirectPhone')),
      mobile: toText(field(raw, 'ManagerMobilePhone')),
    }
    const webId = toInteger(field(raw, 'WebID'), 'WebID')
    // The CRM names the main type in Dutch only: the other languages get theirs (SPEC §3, ADR 0038).
    const titled = Object.keys(texts.title)
    if (texts.mainTypeName) texts.mainTypeName = onlyIn(mainTypeNames(texts.mainTypeName, webId), titled)
    texts.slug = Object.fromEntries(Object.entries(texts.title).map(([l, title]) => [l, slugify(title)]))
    return {
      ok: true,
      record: {
        externalId,
        webId,
        projectExternalId: toInteger(field(raw, 'ProjectID'), 'ProjectID'),
        values,
        texts,
        pictures: readPictures(raw).map((picture) => ({ ...picture, caption: onlyIn(picture.caption, titled) })),
        documents: readDocuments(raw),
      },
    }
  } catch (error) {
    if (error instanceof FeedValueError) return { ok: false, id: rawId, reason: error.message }
    throw error
  }
}
