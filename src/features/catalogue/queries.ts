import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Project, Property } from '@/payload-types'
import { cachedRead } from '@/server/cached-read'
import { getPayloadClient } from '@/server/payload'

import type { PropertyCardData } from './card-fields'
import type { ListingScope } from './listing-query'
import { scopeWhere } from './listing-where'
import { findPropertyCards } from './property-cards'

export type ListFilter = 'latest' | ListingScope

function whereFor(filter: ListFilter): Where {
  if (filter !== 'latest') return { and: scopeWhere(filter) }
  return { and: [{ published: { equals: true } }, { availability: { equals: 'available' } }] }
}

export async function getProperties(filter: ListFilter, locale: Locale, limit = 24): Promise<PropertyCardData[]> {
  const payload = await getPayloadClient()
  return findPropertyCards(payload, { where: whereFor(filter), locale, limit, sort: '-listedAt' })
}

export async function getProjects(locale: Locale): Promise<Project[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'projects', where: { published: { equals: true } }, locale, depth: 1, limit: 100, overrideAccess: false })
  return docs
}

const catalogueCounts = cachedRead('catalogue counts', 'catalogue', async () => {
  const payload = await getPayloadClient()
  const count = async (where: Where) => (await payload.count({ collection: 'properties', where, overrideAccess: false })).totalDocs
  const published = { published: { equals: true } }
  // For sale and for rent: what those listings show (the search dropdown counts by the same rule).
  const [sale, rent, done, projects] = await Promise.all([
    count({ and: scopeWhere('sale') }),
    count({ and: scopeWhere('rent') }),
    count({ and: [published, { availability: { in: ['sold', 'rented'] } }] }),
    payload.count({ collection: 'projects', where: published, overrideAccess: false }).then((r) => r.totalDocs),
  ])
  return { sale, rent, done, projects }
})

/** Properties for sale and for rent, sold or rented, and projects: the home page's figures. */
export const getCatalogueCounts = cache(() => catalogueCounts())

/** A published property or project by its CRM id, as the public sees it. */
async function findByExternalId<C extends 'properties' | 'projects'>(collection: C, externalId: number, locale: Locale, depth: number) {
  if (!Number.isSafeInteger(externalId)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    where: { and: [{ externalId: { equals: externalId } }, { published: { equals: true } }] },
    locale,
    depth,
    limit: 1,
    // One document: no count of all matches.
    pagination: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

export const getPropertyByExternalId = cache(
  (externalId: number, locale: Locale): Promise<Property | null> => findByExternalId('properties', externalId, locale, 2),
)

export const getProjectByExternalId = cache(
  (externalId: number, locale: Locale): Promise<Project | null> => findByExternalId('projects', externalId, locale, 1),
)

export async function getProjectUnits(projectId: number, locale: Locale): Promise<Property[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [{ project: { equals: projectId } }, { published: { equals: true } }] },
    locale,
    depth: 1,
    limit: 200,
    sort: 'publicPrice',
    overrideAccess: false,
  })
  return docs
}

/** Up to four other published properties with the same goal, same type first, then same city. */
export async function getSimilarProperties(property: Property, locale: Locale): Promise<PropertyCardData[]> {
  const payload = await getPayloadClient()
  const typeId = typeof property.propertyType === 'object' ? property.propertyType?.id : property.propertyType
  return findPropertyCards(payload, {
    where: {
      and: [
        { published: { equals: true } },
        { availability: { equals: 'available' } },
        { goal: { equals: property.goal } },
        { id: { not_equals: property.id } },
        { or: [...(typeId ? [{ propertyType: { equals: typeId } }] : []), { citySearchName: { equals: property.citySearchName ?? '' } }] },
      ],
    },
    sort: '-listedAt',
    limit: 4,
    locale,
  })
}
