import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { catalogueChanged } from '../server/content-changes'

import { publishedOrStaff, staffOnly } from './access'
import { addressFields, catalogueIdentityFields, documentsField, onlineMediaField, picturesField, publicPlaceHook, visitFiguresField } from './fields'

/**
 * A unit's comparable price depends on how its project writes VAT (ADR 0068): when staff change that, each
 * unit is saved again so its stored `comparablePrice` (Properties.ts) follows.
 */
const unitsFollowPricesVat: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.pricesVat === previousDoc?.pricesVat) return doc
  await req.payload.update({ collection: 'properties', where: { project: { equals: doc.id } }, data: {}, req, overrideAccess: true, depth: 0 })
  return doc
}

/** A new-build project; its units are properties that point to it. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'priceMin', 'priceMax'], group: 'Catalogue' },
  access: { read: publishedOrStaff('published', true), create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { beforeChange: [publicPlaceHook], afterChange: [unitsFollowPricesVat, catalogueChanged], afterDelete: [catalogueChanged] },
  fields: [
    ...catalogueIdentityFields,
    visitFiguresField,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            { name: 'name', type: 'text', localized: true, required: true },
            { name: 'description', type: 'textarea', localized: true },
            {
              type: 'row',
              fields: [
                { name: 'goal', type: 'select', defaultValue: 'sale', options: [{ label: 'For sale', value: 'sale' }, { label: 'For rent', value: 'rent' }] },
                { name: 'propertyType', type: 'relationship', relationTo: 'property-types' },
                { name: 'projectWebId', type: 'number' },
              ],
            },
            { type: 'row', fields: [{ name: 'priceMin', type: 'number' }, { name: 'priceMax', type: 'number' }] },
            // Belgian new build is sold plus 21 % VAT on the building: visitors read which way the prices are meant.
            {
              name: 'pricesVat',
              type: 'select',
              defaultValue: 'exclusive',
              options: [
                { label: 'Excluding VAT', value: 'exclusive' },
                { label: 'Including VAT', value: 'inclusive' },
                { label: 'Registration duties, no VAT', value: 'registration' },
              ],
            },
            {
              name: 'constructions',
              type: 'array',
              fields: [
                { name: 'name', type: 'text', localized: true, required: true },
                { name: 'status', type: 'text', localized: true },
              ],
            },
          ],
        },
        { label: 'Location', fields: [{ name: 'publishAddress', type: 'checkbox', defaultValue: true }, ...addressFields] },
        { label: 'Media', fields: [{ name: 'picture', type: 'upload', relationTo: 'media' }, picturesField, onlineMediaField] },
        { label: 'Documents', fields: [documentsField] },
      ],
    },
  ],
}
