import type { CollectionConfig } from 'payload'

import { queueSearchAlerts } from '../features/leads/search-alerts'
import { bumpCatalogueVersion } from '../server/catalogue-version'

import { searchName } from '../domain/slug'
import { publishedOrStaff, staffOnly } from './access'
import {
  addressFields,
  catalogueIdentityFields,
  documentsField,
  localizedTexts,
  numbers,
  picturesField,
  yesNo,
} from './fields'

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
    afterChange: [bumpCatalogueVersion, queueSearchAlerts],
    afterDelete: [bumpCatalogueVersion],
    beforeChange: [
      ({ data }) => {
        // Accent- and case-free city name, so listings can filter "Liège" and "liege" alike (SPEC §5).
        if (typeof data.city === 'string') data.citySearchName = searchName(data.city)
        return data
      },
    ],
  },
  fields: [
    ...catalogueIdentityFields,
    { name: 'citySearchName', type: 'text', index: true, admin: { hidden: true } },
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
            { type: 'row', fields: [{ name: 'marquee', type: 'number', admin: { description: '0 none, 3 new, 4 in option' } }, ...localizedTexts('marqueeName')] },
            { name: 'project', type: 'relationship', relationTo: 'projects', index: true },
            { type: 'row', fields: [{ name: 'listedAt', type: 'date', index: true }, { name: 'changedAt', type: 'date' }] },
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
                { name: 'price', type: 'number', index: true },
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
            { type: 'row', fields: [{ name: 'epcLabel', type: 'text' }, ...numbers('energyPerformance', 'epcTotal', 'epcCo2')] },
            { type: 'row', fields: [{ name: 'epcUniqueCode', type: 'text' }, { name: 'epcExpiry', type: 'date' }] },
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
            { type: 'row', fields: numbers('chargesOwner', 'chargesRenter', 'notaryFee', 'registrationRights') },
            { type: 'row', fields: [...yesNo('vat'), ...numbers('deposit', 'agencyCost', 'monthlyRent')] },
            {
              name: 'annuity',
              label: 'Life annuity',
              type: 'group',
              fields: [{ type: 'row', fields: [...numbers('bouquet', 'monthlyRent'), { name: 'ages', type: 'text' }] }],
            },
          ],
        },
        {
          label: 'Media',
          fields: [
            picturesField,
            { name: 'virtualTour', type: 'text' },
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
