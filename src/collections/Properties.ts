import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { storeRegionIds } from './region-zones'
import { catalogueChanged } from '../server/content-changes'

import { pricePerArea, propertyEpcRank, typeWebIds } from '../domain/listing'
import { relationId } from '../domain/relation'
import { publicPrice } from '../domain/public-place'
import { comparablePrice, type ProjectPricesVat } from '../domain/price-terms'
import { propertySearchText } from '../domain/search-text'
import { searchName } from '../domain/slug'
import { publishedOrStaff, readableWhen, staffOnly } from './access'
import { staffText } from './staff-texts'
import {
  addressFields,
  catalogueIdentityFields,
  documentsField,
  onlineMediaField,
  localizedTexts,
  numbers,
  picturesField,
  publicPlaceHook,
  visitFiguresField,
  yesNo,
} from './fields'

/** Price and the amounts that give it away (fees are a share of it): public only when publishPrice is true. */
const hiddenPrice = { read: readableWhen('publishPrice') }
const priceGated = (fields: Field[]): Field[] => fields.map((field) => ({ ...field, access: hiddenPrice }) as Field)

/**
 * The type web ids a type filter looks for (SPEC §2.3): the main type's and the WebIDs, kept as an indexed
 * list beside the text staff and the feed fill in, so a filter is an index lookup, not a text scan.
 */
const storeTypeWebIds: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!('propertyType' in data) && !('webIds' in data) && originalDoc) return data
  const merged = { ...originalDoc, ...data }
  const typeId = relationId(merged.propertyType)
  const mainType = typeId === null ? null : await req.payload.findByID({ collection: 'property-types', id: typeId, depth: 0, req, disableErrors: true })
  data.typeWebIds = typeWebIds(mainType?.webId, merged.webIds)
  return data
}

/**
 * The amount listings filter and sort on (domain/price-terms.ts, ADR 0068): the price as one pays it, so a
 * unit written without VAT is compared with it. A unit's project says how its prices are written; a project's
 * change of that word saves its units again (Projects.ts).
 */
const storeComparablePrice: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data }
  const projectId = merged.vat === true ? relationId(merged.project) : null
  const project = projectId === null ? null : await req.payload.findByID({ collection: 'projects', id: projectId, depth: 0, req, disableErrors: true, select: { pricesVat: true } })
  data.comparablePrice = comparablePrice(merged, (project?.pricesVat as ProjectPricesVat | null | undefined) ?? null)
  // The price-per-m² sort divides the same amount the price filter and sort compare (ADR 0080).
  data.pricePerArea = pricePerArea(data.comparablePrice, merged.surfaceLiving)
  return data
}

/**
 * The text free-text search looks in (domain/search-text.ts): the titles of every language, so the Dutch
 * "zeezicht" also finds the property on the French site, with the place and the ids. A save writes one
 * language's title: the others are read from the database.
 */
const storeSearchText: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const titles: Record<string, unknown> = {}
  if (originalDoc?.id) {
    // The database adapter itself, in this save's transaction: the local API would set this request's locale to 'all'.
    const stored = await req.payload.db.findOne<{ id: number; title?: Record<string, unknown> }>({ collection: 'properties', where: { id: { equals: originalDoc.id } }, locale: 'all', select: { title: true }, req })
    if (stored?.title && typeof stored.title === 'object') Object.assign(titles, stored.title)
  }
  if (typeof data.title === 'string') titles[req.locale ?? 'nl'] = data.title
  else if (data.title && typeof data.title === 'object') Object.assign(titles, data.title)
  const merged = { ...originalDoc, ...data }
  data.searchText = propertySearchText({ ...merged, titles: Object.values(titles).filter((title): title is string => typeof title === 'string') })
  return data
}

/** A property as the agency CRM sends it (SPEC §3), grouped the way a visitor reads it. */
export const Properties: CollectionConfig = {
  slug: 'properties',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'reference', 'city', 'goal', 'availability', 'published'],
    group: 'Catalogue',
  },
  access: { read: publishedOrStaff('published', true), create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: '-listedAt',
  hooks: {
    // Search alerts, then the price history, add theirs after these (payload.config.ts, ADR 0046).
    afterChange: [catalogueChanged],
    afterDelete: [catalogueChanged],
    beforeChange: [
      ({ data }) => {
        // Accent- and case-free city name, so listings can filter "Liège" and "liege" alike (SPEC §5).
        if (typeof data.city === 'string') data.citySearchName = searchName(data.city)
        return data
      },
      publicPlaceHook,
      storeRegionIds,
      storeTypeWebIds,
      storeSearchText,
      ({ data, originalDoc }) => {
        // What listings sort and filter on: a hidden price sorts as "on request" (docs/decisions/0009).
        const merged = { ...originalDoc, ...data }
        data.publicPrice = publicPrice(merged)
        // The listing's EPC filter (ADR 0066): the class the property page shows.
        data.epcRank = propertyEpcRank(merged)
        return data
      },
      storeComparablePrice,
    ],
  },
  fields: [
    ...catalogueIdentityFields,
    visitFiguresField,
    { name: 'citySearchName', type: 'text', index: true, admin: { hidden: true } },
    { name: 'publicPrice', type: 'number', index: true, admin: { hidden: true, description: 'The price when published, else empty' } },
    {
      name: 'comparablePrice',
      type: 'number',
      index: true,
      admin: { hidden: true, description: 'The published price as one pays it (with VAT, a rent with its charges), else empty: what listings filter and sort on (ADR 0068)' },
    },
    { name: 'epcRank', type: 'number', index: true, admin: { hidden: true, description: 'The EPC class as a rank, 1 for A … 7 for G: what the EPC filter compares (ADR 0066)' } },
    { name: 'pricePerArea', type: 'number', index: true, admin: { hidden: true, description: 'The comparable price (comparablePrice) per m² of living area: what the price-per-m² sort compares (ADR 0066, 0080)' } },
    { name: 'regionIds', type: 'number', hasMany: true, index: true, admin: { hidden: true, description: 'The regions the public place lies in: what the zone filter matches (ADR 0031)' } },
    { name: 'searchText', type: 'text', admin: { hidden: true, description: 'What free-text search matches: titles, place, ids, a published street' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            { name: 'title', type: 'text', localized: true, required: true, admin: { description: 'Headline (TypeDescription)' } },
            { name: 'description', type: 'textarea', localized: true },
            { type: 'row', fields: [{ name: 'reference', type: 'text', index: true }, { name: 'mainTypeName', type: 'text', localized: true }] },
            {
              type: 'row',
              fields: [
                {
                  name: 'goal',
                  type: 'select',
                  required: true,
                  index: true,
                  options: [
                    { label: 'For sale', value: 'sale' },
                    { label: 'For rent', value: 'rent' },
                  ],
                },
                {
                  name: 'availability',
                  type: 'select',
                  required: true,
                  defaultValue: 'available',
                  index: true,
                  options: [
                    { label: 'Available', value: 'available' },
                    { label: 'Sold', value: 'sold' },
                    { label: 'Rented', value: 'rented' },
                  ],
                },
                { name: 'propertyType', type: 'relationship', relationTo: 'property-types', index: true },
              ],
            },
            { name: 'webIds', type: 'text', admin: { description: 'All web type ids, comma-separated (WebIDs)' } },
            { name: 'typeWebIds', type: 'number', hasMany: true, index: true, admin: { hidden: true, description: 'The main type and the WebIDs: what the type filter matches' } },
            { type: 'row', fields: [{ name: 'marquee', type: 'number', admin: { description: '0 none, 3 new, 4 in option' } }, ...localizedTexts('marqueeName')] },
            { name: 'project', type: 'relationship', relationTo: 'projects', index: true },
            {
              type: 'row',
              fields: [
                { name: 'listedAt', type: 'date', index: true },
                // When the CRM last changed it (LastChangedDate): the CRM's to set, so read-only here (issue 21 §1).
                { name: 'crmChangedAt', type: 'date', label: staffText('crmSync.fields.crmChangedAt'), admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
              ],
            },
            {
              name: 'agent',
              type: 'group',
              fields: [
                { type: 'row', fields: [{ name: 'name', type: 'text' }, { name: 'email', type: 'email' }] },
                { type: 'row', fields: [{ name: 'phone', type: 'text' }, { name: 'mobile', type: 'text' }] },
              ],
            },
          ],
        },
        {
          label: 'Location',
          fields: [{ name: 'publishAddress', type: 'checkbox', defaultValue: true }, ...addressFields],
        },
        {
          label: 'Price',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'price', type: 'number', index: true, access: hiddenPrice },
                { name: 'publishPrice', type: 'checkbox', defaultValue: true },
                { name: 'priceUnit', type: 'number', admin: { description: '7 = "from"' } },
              ],
            },
            ...localizedTexts('priceUnitText'),
          ],
        },
        {
          label: 'Rooms',
          fields: [
            { type: 'row', fields: numbers('bedrooms', 'bathrooms', 'showerRooms', 'toilets') },
            { type: 'row', fields: numbers('garages', 'parkings', 'floor', 'floors') },
          ],
        },
        {
          label: 'Surfaces',
          fields: [
            { type: 'row', fields: numbers('surfaceTotal', 'surfaceLiving', 'surfaceGround', 'surfaceTerrace') },
            { type: 'row', fields: numbers('surfaceGarden', 'surfaceConstructed', 'surfaceOffice', 'surfaceStore') },
            { type: 'row', fields: numbers('plotWidth', 'frontWidth', 'facades', 'constructionYear', 'renovationYear') },
          ],
        },
        {
          label: 'Energy',
          fields: [
            { type: 'row', fields: [{ name: 'epcLabel', type: 'text' }, ...numbers('energyPerformance', 'epcTotal', 'epcSpecific', 'epcCo2')] },
            { type: 'row', fields: [{ name: 'epcUniqueCode', type: 'text', access: { read: readableWhen('publishAddress') }, admin: { description: 'Names the address in the EPC register: public only when the address is.' } }, { name: 'epcExpiry', type: 'date' }] },
            ...localizedTexts('heating', 'kitchen', 'glazing', 'windowFrame', 'roof'),
          ],
        },
        {
          label: 'Urban planning & legal',
          fields: [
            { type: 'row', fields: yesNo('buildingPermit', 'preemptiveRights', 'summons', 'asbestosCertificate') },
            ...localizedTexts('urbanDestination'),
            {
              type: 'row',
              fields: [
                { name: 'floodZoneParcel', type: 'text', admin: { description: 'P-score A–D' } },
                { name: 'floodZoneBuilding', type: 'text', admin: { description: 'G-score A–D' } },
                { name: 'asbestosDate', type: 'date' },
              ],
            },
          ],
        },
        {
          label: 'Financial',
          fields: [
            { type: 'row', fields: [...numbers('chargesOwner', 'chargesRenter'), ...priceGated(numbers('notaryFee', 'registrationRights'))] },
            { type: 'row', fields: [...yesNo('vat'), ...priceGated(numbers('deposit', 'agencyCost', 'monthlyRent'))] },
            {
              name: 'annuity',
              label: 'Life annuity',
              type: 'group',
              access: hiddenPrice,
              fields: [{ type: 'row', fields: [...numbers('bouquet', 'monthlyRent'), { name: 'ages', type: 'text' }] }],
            },
          ],
        },
        {
          label: 'Media',
          fields: [
            picturesField,
            { name: 'virtualTour', type: 'text' },
            onlineMediaField,
            { name: 'video', type: 'text' },
          ],
        },
        { label: 'Documents', fields: [documentsField] },
        {
          label: 'Availability',
          fields: [{ name: 'availableFrom', type: 'date' }, ...localizedTexts('availabilityText')],
        },
      ],
    },
  ],
}
