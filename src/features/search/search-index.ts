import 'server-only'

import { deriveCities } from '@/domain/cities'
import { buildSearchIndex, type SearchIndex } from '@/domain/search'
import type { Locale } from '@/i18n/locales'
import type { Media, Property } from '@/payload-types'
import { catalogueMemo } from '@/server/catalogue-cache'
import { getPayloadClient } from '@/server/payload'

import { propertyPath } from '../catalogue/paths'

async function build(locale: Locale): Promise<SearchIndex> {
  const payload = await getPayloadClient()
  const [types, { docs }] = await Promise.all([
    payload.find({ collection: 'property-types', locale, limit: 0, pagination: false, sort: 'showOrder', depth: 0 }),
    payload.find({
      collection: 'properties',
      where: { and: [{ published: { equals: true } }, { availability: { equals: 'available' } }] },
      locale,
      depth: 1,
      limit: 0,
      pagination: false,
      sort: '-listedAt',
      select: { externalId: true, reference: true, title: true, description: true, city: true, zip: true, goal: true, slug: true, project: true, propertyType: true, pictures: true, countryId: true },
      populate: { media: { sizes: true, url: true }, projects: { slug: true, name: true, city: true, externalId: true }, 'property-types': { webId: true } },
    }),
  ])
  const properties = docs as Property[]
  const countFor = (webId: number, goal: 'sale' | 'rent') =>
    properties.filter((p) => p.goal === goal && typeof p.propertyType === 'object' && p.propertyType?.webId === webId).length
  return buildSearchIndex({
    types: types.docs.map((type) => ({ webId: type.webId, name: type.name, saleCount: countFor(type.webId, 'sale'), rentCount: countFor(type.webId, 'rent') })),
    cities: deriveCities(properties).map(({ name, zip, saleCount, rentCount }) => ({ name, zip, saleCount, rentCount })),
    properties: properties.map((property) => {
      const image = property.pictures?.[0]?.image as Media | undefined
      return {
        id: property.externalId ?? property.id,
        reference: property.reference ?? null,
        title: property.title,
        description: property.description ?? property.title,
        city: property.city ?? '',
        zip: property.zip ?? '',
        href: propertyPath(property, locale),
        thumbnail: image?.sizes?.placeholder?.url ?? image?.sizes?.small?.url ?? null,
      }
    }),
  })
}

const readIndex = catalogueMemo('search index', (locale) => build(locale as Locale))

/** The search index of one language, kept in memory and rebuilt in the background when the catalogue changes. */
export function getSearchIndex(locale: Locale): Promise<SearchIndex> {
  return readIndex(locale)
}
