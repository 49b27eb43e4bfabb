import type { CollectionConfig, Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { AppointmentSlots } from './AppointmentSlots'
import { Articles } from './Articles'
import { Leads } from './Leads'
import { Owners } from './Owners'
import { Projects } from './Projects'
import { Properties } from './Properties'
import { Users } from './Users'
import { Banner } from '../globals/Banner'
import { Footer } from '../globals/Footer'
import { HeaderLinks } from '../globals/HeaderLinks'
import { HomeSearch } from '../globals/HomeSearch'
import { Menu } from '../globals/Menu'
import { Settings } from '../globals/Settings'
import { locales } from '../i18n/locales'

import { collectionInStaffLanguages, globalInStaffLanguages, maybeStaffText, staffLanguageOf, staffMessage, staffText } from './staff-texts'

const inFourLanguages = (text: unknown) =>
  typeof text === 'object' && text !== null && locales.every((locale) => typeof (text as Record<string, unknown>)[locale] === 'string' && (text as Record<string, string>)[locale]!.trim() !== '')

/** Every text staff read in a collection's form, with where it is, for a readable failure. */
function texts(fields: Field[], where: string): { where: string; text: unknown }[] {
  return fields.flatMap((field) => {
    const found: { where: string; text: unknown }[] = []
    const name = 'name' in field ? field.name : field.type
    const admin = field.admin as { hidden?: boolean; description?: unknown } | undefined
    if ('name' in field && !admin?.hidden) found.push({ where: `${where}.${name} label`, text: field.label })
    if (admin?.description && !admin.hidden) found.push({ where: `${where}.${name} description`, text: admin.description })
    if (field.type === 'select') for (const option of field.options) found.push({ where: `${where}.${name} option`, text: typeof option === 'string' ? option : option.label })
    if (field.type === 'collapsible') found.push({ where: `${where} collapsible`, text: field.label })
    if ('fields' in field && Array.isArray(field.fields)) found.push(...texts(field.fields, `${where}.${name}`))
    if (field.type === 'tabs') for (const tab of field.tabs) found.push({ where: `${where} tab`, text: tab.label }, ...texts(tab.fields, `${where}.${(tab.label as { en?: string }).en ?? String(tab.label)}`))
    return found
  })
}

describe('the admin in the staff member’s language', () => {
  // The collections staff use every day: every label, description and option of theirs is translated.
  const daily: CollectionConfig[] = [Properties, Projects, Leads, AppointmentSlots, Owners, Users].map(collectionInStaffLanguages)

  it.each(daily.map((collection) => [collection.slug, collection] as const))('translates every text of %s', (_slug, collection) => {
    expect(inFourLanguages(collection.labels?.singular), 'singular').toBe(true)
    expect(inFourLanguages(collection.labels?.plural), 'plural').toBe(true)
    expect(inFourLanguages(collection.admin?.group), 'group').toBe(true)
    const untranslated = texts(collection.fields, collection.slug).filter(({ text }) => !inFourLanguages(text))
    expect(untranslated.map(({ where }) => where)).toEqual([])
  })

  it('names every global and its group in the four languages', () => {
    const globals: GlobalConfig[] = [Settings, Menu, HeaderLinks, Footer, Banner, HomeSearch].map(globalInStaffLanguages)
    for (const global of globals) {
      expect(inFourLanguages(global.label), global.slug).toBe(true)
      expect(inFourLanguages(global.admin?.group), global.slug).toBe(true)
    }
  })

  it('takes a field’s label by its name, and the site’s attribute names for a property’s', () => {
    const bedrooms = texts(collectionInStaffLanguages(Properties).fields, 'properties').find(({ where }) => where.endsWith('.bedrooms label'))
    expect(bedrooms?.text).toEqual({ nl: 'Slaapkamers', fr: 'Chambres', en: 'Bedrooms', de: 'Schlafzimmer' })
    const handled = texts(collectionInStaffLanguages(Leads).fields, 'leads').find(({ where }) => where.endsWith('.handled label'))
    expect(handled?.text).toEqual(staffText('fields.handled'))
  })

  it('describes a nested field by its path: a document’s link, not every field named url', () => {
    const all = texts(collectionInStaffLanguages(Properties).fields, 'properties')
    const documentUrl = all.find(({ where }) => where.endsWith('documents.url description'))
    expect(documentUrl?.text).toEqual(staffText('descriptions.documents.url'))
    expect(all.find(({ where }) => where.endsWith('onlineMedia.url description'))).toBeUndefined()
  })

  it('leaves what it has no text for as it was', () => {
    const articles = collectionInStaffLanguages(Articles)
    expect(inFourLanguages(articles.labels?.plural)).toBe(true)
    expect(maybeStaffText('fields.noSuchField')).toBeUndefined()
    expect(() => staffText('fields.noSuchField')).toThrow(/admin\.fields\.noSuchField/)
  })

  it('shows JSON fields in a plain text area instead of Payload’s editor, which loads from a CDN', () => {
    const fields = collectionInStaffLanguages(Leads).fields
    const json = fields.find((field) => 'name' in field && field.name === 'fields')
    expect(json?.admin?.components).toMatchObject({ Field: '/features/admin/PlainJsonField#PlainJsonField' })
  })

  it('writes dates day first with a 24-hour clock, as in Belgium, unless a field says otherwise', () => {
    const dateFormat = (fields: Field[], name: string) => (fields.find((field) => 'name' in field && field.name === name)?.admin as { date?: { displayFormat?: string } })?.date?.displayFormat
    const slots = collectionInStaffLanguages(AppointmentSlots).fields.flatMap((field) => ('fields' in field ? field.fields : [field]))
    expect(dateFormat(slots, 'startsAt')).toBe('dd/MM/yyyy HH:mm')
    const owners = collectionInStaffLanguages(Owners).fields.flatMap((field) => ('fields' in field ? field.fields : [field]))
    expect(dateFormat(owners, 'invitedAt')).toBe('dd/MM/yyyy HH:mm')
    const custom = collectionInStaffLanguages({ slug: 'x', fields: [{ name: 'on', type: 'date', admin: { date: { displayFormat: 'yyyy' } } }, { name: 'day', type: 'date' }] })
    expect(dateFormat(custom.fields, 'on')).toBe('yyyy')
    expect(dateFormat(custom.fields, 'day')).toBe('dd/MM/yyyy')
  })

  it('refuses in the language of the staff member behind the request, in English for the server’s own calls', () => {
    expect(staffMessage({ i18n: { language: 'nl' } }, 'errors.passwordTooShort', { min: 12 })).toMatch(/^Het wachtwoord moet minstens 12 tekens/)
    expect(staffMessage({ i18n: { language: 'fr' } }, 'errors.lastAdministratorRole')).toBe('Il doit toujours y avoir au moins un administrateur.')
    expect(staffMessage(undefined, 'errors.passwordTooLong', { max: 128 })).toBe('The password may have at most 128 characters.')
  })

  it('uses the staff member’s language when it is one of the site’s, English otherwise', () => {
    expect(staffLanguageOf('nl')).toBe('nl')
    expect(staffLanguageOf('de')).toBe('de')
    expect(staffLanguageOf('ja')).toBe('en')
    expect(staffLanguageOf(undefined)).toBe('en')
  })
})
