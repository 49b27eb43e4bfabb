import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, Field, PayloadRequest, SelectField } from 'payload'

import { normalEmail } from '../domain/accounts/email'
import { staffMessage } from './staff-texts'
import { publicPlace } from '../domain/public-place'

import { readableWhen, staffOnlyField } from './access'
import { importHashField } from './import-hash'

/** The choices of a `status`: a draft is seen by staff only. */
export const PUBLISHED_OR_DRAFT = [
  { label: 'Published', value: 'published' },
  { label: 'Draft', value: 'draft' },
]

export const statusField: SelectField = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'published',
  index: true,
  options: PUBLISHED_OR_DRAFT,
  admin: { position: 'sidebar' },
}

/** The CRM's own id: the key the importer upserts on. */
export const externalIdField: Field = {
  name: 'externalId',
  label: 'CRM ID',
  type: 'number',
  unique: true,
  index: true,
  admin: { position: 'sidebar' },
}

export const localizedSlugField: Field = {
  name: 'slug',
  type: 'text',
  localized: true,
  index: true,
  admin: { position: 'sidebar', description: 'Lower-case words joined by hyphens, per language.' },
}

const num = (name: string, label?: string): Field => ({ name, label, type: 'number' })
export const numbers = (...names: string[]): Field[] => names.map((name) => num(name))

export const yesNo = (...names: string[]): Field[] =>
  // A checkbox without default stays null: "unknown" must never be shown as "no".
  names.map((name) => ({ name, type: 'checkbox' }) satisfies Field)

export const localizedTexts = (...names: string[]): Field[] =>
  names.map((name) => ({ name, type: 'text', localized: true }) satisfies Field)

/**
 * Documents of a property or project: their names are public, the files are not. A file lives in the staff-only
 * `property-documents` collection and reaches a visitor only through the signed, expiring link of a document request.
 */
export const documentsField: Field = {
  name: 'documents',
  type: 'array',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'file', type: 'upload', relationTo: 'property-documents', access: { read: staffOnlyField } },
    { name: 'url', type: 'text', access: { read: staffOnlyField }, admin: { description: 'External link when no file is uploaded (sent by e-mail only).' } },
  ],
}

export const picturesField: Field = {
  name: 'pictures',
  type: 'array',
  fields: [
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'caption', type: 'text', localized: true },
  ],
}

const hiddenAddress = { read: readableWhen('publishAddress') }

/**
 * Address and place. Street, number and box are public only when publishAddress is true; the exact
 * coordinates are staff-only. The public reads publicLatitude/publicLongitude, kept by publicPlaceHook.
 */
export const addressFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'street', type: 'text', access: hiddenAddress },
      { name: 'houseNumber', type: 'text', access: hiddenAddress },
      { name: 'boxNumber', type: 'text', access: hiddenAddress },
    ],
  },
  { type: 'row', fields: [{ name: 'zip', type: 'text', index: true }, { name: 'city', type: 'text', index: true }] },
  {
    type: 'row',
    fields: [
      { name: 'countryId', type: 'number', defaultValue: 10, index: true, admin: { description: '10 Belgium, 50 Luxembourg' } },
      { name: 'countryName', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'latitude', type: 'number', access: { read: staffOnlyField }, admin: { description: 'Exact; staff only' } },
      { name: 'longitude', type: 'number', access: { read: staffOnlyField }, admin: { description: 'Exact; staff only' } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'publicLatitude', type: 'number', admin: { readOnly: true, description: 'What the public sees: exact when the address is published, else a ~1 km grid point' } },
      { name: 'publicLongitude', type: 'number', admin: { readOnly: true } },
    ],
  },
]

/** Keeps the public coordinates in step with the exact ones and the publish-address flag, on every save. */
export const publicPlaceHook: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  Object.assign(data, publicPlace(merged))
  return data
}

/** CRM id, translated slug and the published flag: how the site finds and shows a property or project. */
export const catalogueIdentityFields: Field[] = [
  externalIdField,
  importHashField,
  localizedSlugField,
  { name: 'published', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
]

/** The page's visits for staff (ADR 0027), in the sidebar of a property or project; stores nothing. */
export const visitFiguresField: Field = {
  name: 'visitFigures',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/features/visits/admin/VisitFiguresField#VisitFiguresField' } },
}

/** Where else the agency publishes this property (portals, social media): listed in the owner portal. */
export const onlineMediaField: Field = {
  name: 'onlineMedia',
  type: 'array',
  admin: { description: 'Links shown to the owner in the portal, beside the site’s own pages (Immoweb, Zimmo, social media…).' },
  access: { read: staffOnlyField },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text', required: true },
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: (value: unknown, { req }: { req: PayloadRequest }) => (typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value) ? true : staffMessage(req, 'errors.webAddress')),
        },
      ],
    },
  ],
}

/** Addresses are kept in lower case and trimmed: logins and lookups compare them exactly (src/features/accounts/). */
export const lowerCaseEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = normalEmail(data.email)
  return data
}
