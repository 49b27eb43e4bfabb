import type { Field, SelectField } from 'payload'

export const statusField: SelectField = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'published',
  index: true,
  options: [
    { label: 'Published', value: 'published' },
    { label: 'Draft', value: 'draft' },
  ],
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

export const documentsField: Field = {
  name: 'documents',
  type: 'array',
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'file', type: 'upload', relationTo: 'media' },
    { name: 'url', type: 'text', admin: { description: 'External link when no file is uploaded.' } },
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

export const addressFields: Field[] = [
  { type: 'row', fields: [{ name: 'street', type: 'text' }, { name: 'houseNumber', type: 'text' }, { name: 'boxNumber', type: 'text' }] },
  { type: 'row', fields: [{ name: 'zip', type: 'text', index: true }, { name: 'city', type: 'text', index: true }] },
  {
    type: 'row',
    fields: [
      { name: 'countryId', type: 'number', defaultValue: 10, index: true, admin: { description: '10 Belgium, 50 Luxembourg' } },
      { name: 'countryName', type: 'text' },
    ],
  },
  { type: 'row', fields: [{ name: 'latitude', type: 'number' }, { name: 'longitude', type: 'number' }] },
]

/** CRM id, translated slug and the published flag: how the site finds and shows a property or project. */
export const catalogueIdentityFields: Field[] = [
  externalIdField,
  localizedSlugField,
  { name: 'published', type: 'checkbox', defaultValue: true, index: true, admin: { position: 'sidebar' } },
]
