import type { Block, CollectionConfig, Field, GlobalConfig, Tab } from 'payload'

import { MESSAGES, translatorFor } from '../i18n/messages'
import { type Locale, locales } from '../i18n/locales'

/**
 * The admin's own texts (collection and field labels, descriptions, options) in the four languages staff
 * use, from the `admin` namespace of messages/*.json. Payload shows each staff member the one of their
 * language: it accepts a label as `{ en, nl, fr, de }` (ADR 0033).
 */
export type StaffText = Record<Locale, string>

type Tree = { [key: string]: string | Tree }
const ADMIN_TEXTS = Object.fromEntries(locales.map((locale) => [locale, MESSAGES[locale].admin as Tree])) as Record<Locale, Tree>

function lookUp(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

/** The text under `admin.<key>` in every language, or undefined when English has none. */
export function maybeStaffText(key: string): StaffText | undefined {
  if (lookUp(ADMIN_TEXTS.en, key) === undefined) return undefined
  // npm run check:i18n keeps the four catalogues complete; English stands in should one still miss a key.
  return Object.fromEntries(locales.map((locale) => [locale, lookUp(ADMIN_TEXTS[locale], key) ?? lookUp(ADMIN_TEXTS.en, key)])) as StaffText
}

/** The text under `admin.<key>` in every language; a key missing from the catalogue is a programming error. */
export function staffText(key: string): StaffText {
  const text = maybeStaffText(key)
  if (!text) throw new Error(`messages/en.json has no admin.${key}`)
  return text
}

/**
 * Payload's JSON editor (Monaco) loads its code from a CDN: every JSON field gets the plain text area of
 * PlainJsonField instead, so no admin page asks anything of an outside host (ADR 0033).
 */
const PLAIN_JSON_FIELD = '/features/admin/PlainJsonField#PlainJsonField'

/** The site's own name for a property attribute (messages `attributes`), where the admin has none of its own. */
function attributeText(name: string): StaffText | undefined {
  const texts = locales.map((locale) => (MESSAGES[locale].attributes as Record<string, unknown>)[name])
  if (!texts.every((text): text is string => typeof text === 'string')) return undefined
  return Object.fromEntries(locales.map((locale, index) => [locale, texts[index]])) as StaffText
}

/** A tab's or collapsible's English label as a key: "Urban planning & legal" is `sections.urban-planning-legal`. */
const sectionText = (label: unknown) =>
  typeof label === 'string' ? maybeStaffText(`sections.${label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`) : undefined

type Place = { scope: string; path: string }

/**
 * Dates as staff in Belgium write them, in every admin language: day first, 24-hour clock (Payload's
 * defaults are American: 09/19/2026, 7:10 AM). The pickers that show a month name keep Payload's.
 */
export const BELGIAN_DATE_FORMATS: Partial<Record<string, string>> = { default: 'dd/MM/yyyy', dayAndTime: 'dd/MM/yyyy HH:mm', timeOnly: 'HH:mm' }
/** The dates of the admin's own lists and document headers ("Last modified"). */
export const BELGIAN_DATE_TIME = 'd MMMM yyyy, HH:mm'

/**
 * Gives one field (and the fields inside it) its label, description and option labels in the staff
 * languages. Labels go by field name (`fieldsIn.<collection>.<name>` first, then `fields.<name>`, then
 * the site's `attributes.<name>`); descriptions by path, as `documents.url` (`descriptionsIn.<collection>`
 * first, then `descriptions`); options by field name and value (`options.<name>.<value>`).
 */
function translateField(field: Field, place: Place): Field {
  const translated = { ...field } as Field & Record<string, unknown>
  let inner = place
  if ('name' in field && field.name) {
    const path = place.path ? `${place.path}.${field.name}` : field.name
    inner = { ...place, path }
    const label = maybeStaffText(`fieldsIn.${place.scope}.${field.name}`) ?? maybeStaffText(`fields.${field.name}`) ?? attributeText(field.name)
    if (label && typeof field.label !== 'function' && field.label !== false) translated.label = label
    const description = maybeStaffText(`descriptionsIn.${place.scope}.${path}`) ?? maybeStaffText(`descriptions.${path}`)
    if (description) translated.admin = { ...field.admin, description } as Field['admin']
    if ((field.type === 'select' || field.type === 'radio') && field.options) {
      translated.options = field.options.map((option) => {
        const value = typeof option === 'string' ? option : option.value
        return { label: maybeStaffText(`options.${field.name}.${value}`) ?? (typeof option === 'string' ? option : option.label), value }
      })
    }
  } else if (field.type === 'collapsible') {
    translated.label = sectionText(field.label) ?? field.label
  }
  if (field.type === 'date' && !field.admin?.date?.displayFormat) {
    const displayFormat = BELGIAN_DATE_FORMATS[field.admin?.date?.pickerAppearance ?? 'default']
    if (displayFormat) translated.admin = { ...(translated.admin as object), date: { ...field.admin?.date, displayFormat } } as Field['admin']
  }
  if (field.type === 'json' && !field.admin?.components?.Field) {
    translated.admin = { ...(translated.admin as object), components: { ...field.admin?.components, Field: PLAIN_JSON_FIELD } } as Field['admin']
  }
  const within = (fields: Field[]) => fields.map((child) => translateField(child, inner))
  if ('fields' in field && Array.isArray(field.fields)) translated.fields = within(field.fields)
  if (field.type === 'tabs') translated.tabs = field.tabs.map((tab) => ({ ...tab, label: sectionText(tab.label) ?? tab.label, fields: within(tab.fields) }) as Tab)
  if (field.type === 'blocks' && field.blocks) translated.blocks = field.blocks.map((block) => ({ ...block, fields: within(block.fields) }) as Block)
  return translated as Field
}

const groupOf = (group: unknown) => (typeof group === 'string' ? (maybeStaffText(`groups.${group.toLowerCase()}`) ?? group) : group)

/**
 * A collection as staff see it in their language: its name, its navigation group, and the labels,
 * descriptions and options of its fields that the `admin` messages name (by field name, or per collection
 * under `fieldsIn` where one name means something else there).
 */
export function collectionInStaffLanguages(collection: CollectionConfig): CollectionConfig {
  const singular = maybeStaffText(`collections.${collection.slug}.singular`)
  const plural = maybeStaffText(`collections.${collection.slug}.plural`)
  const description = maybeStaffText(`collectionDescriptions.${collection.slug}`)
  return {
    ...collection,
    labels: singular && plural ? { singular, plural } : collection.labels,
    admin: { ...collection.admin, group: groupOf(collection.admin?.group) as string, ...(description ? { description } : {}) },
    fields: collection.fields.map((field) => translateField(field, { scope: collection.slug, path: '' })),
  }
}

/** A global as staff see it in their language (see collectionInStaffLanguages). */
export function globalInStaffLanguages(global: GlobalConfig): GlobalConfig {
  const label = maybeStaffText(`globals.${global.slug}`)
  return {
    ...global,
    label: label ?? global.label,
    admin: { ...global.admin, group: groupOf(global.admin?.group) as string },
    fields: global.fields.map((field) => translateField(field, { scope: global.slug, path: '' })),
  }
}

/** The admin languages: Payload's own translations of the four languages of the site (payload.config.ts). */
export const STAFF_LANGUAGES = locales

/** The staff member's admin language (Payload's i18n.language) as one of the site's languages; English otherwise. */
export const staffLanguageOf = (language: string | undefined): Locale => (locales as readonly string[]).includes(language ?? '') ? (language as Locale) : 'en'

type AdminKey = Parameters<ReturnType<typeof translatorFor<'admin'>>>[0]

/**
 * A message for the staff member behind this request (a validation error, a refusal), in their admin
 * language; English for the server's own calls, which have no staff member.
 */
export function staffMessage(req: { i18n?: { language?: string } } | undefined, key: AdminKey, values?: Record<string, string | number>): string {
  return translatorFor(staffLanguageOf(req?.i18n?.language), 'admin')(key, values)
}
