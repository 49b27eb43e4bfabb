import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Project, Property } from '@/payload-types'
import { rankSimilar, type SimilarCandidate, similarCriteria, type SimilarSubject, SIMILAR_LIMIT } from '@/domain/similar'
import { cachedRead } from '@/server/cached-read'
import { getPayloadClient } from '@/server/payload'

import type { PropertyCardData } from './card-fields'
import type { ListingScope } from './listing-query'
import { scopeWhere } from './listing-where'
import { findPropertyCards } from './property-cards'

/** What a page's property list shows: the newest on offer, a listing's scope, or the latest sales. */
export type ListFilter = 'latest' | 'sold' | ListingScope

function whereFor(filter: ListFilter): Where {
  if (filter === 'latest') return { and: [{ published: { equals: true } }, { availability: { equals: 'available' } }] }
  // Proof for a seller (the valuation page): homes sold here, the sale scope with its done ones, sold only.
  if (filter === 'sold') return { and: [...scopeWhere('sale', true), { availability: { equals: 'sold' } }] }
  return { and: scopeWhere(filter) }
}

export async function getProperties(filter: ListFilter, locale: Locale, limit = 24): Promise<PropertyCardData[]> {
  const payload = await getPayloadClient()
  return findPropertyCards(payload, { where: whereFor(filter), locale, limit, sort: '-listedAt' })
}

/** Published projects, at most `limit` (a module's maximum items). */
export async function getProjects(locale: Locale, limit = 100): Promise<Project[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'projects', where: { published: { equals: true } }, locale, depth: 1, limit, overrideAccess: false })
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

// Enough candidates for the rank to choose from without reading a town's whole catalogue (a narrow read).
const SIMILAR_CANDIDATES = 100

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null)

/** The public values similarity compares (src/domain/similar.ts), never a hidden price. */
export function similarSubject(property: Pick<Property, 'id' | 'goal' | 'countryId' | 'propertyType' | 'regionIds' | 'citySearchName' | 'publicPrice'>): SimilarSubject {
  return {
    id: property.id,
    goal: property.goal,
    countryId: property.countryId ?? null,
    propertyType: idOf(property.propertyType),
    regionIds: property.regionIds ?? [],
    citySearchName: property.citySearchName ?? null,
    publicPrice: property.publicPrice ?? null,
  }
}

/**
 * Other published properties still on offer that are like this one (src/domain/similar.ts): one narrow read
 * of the candidates' compared columns, ranked here, then the chosen ones as cards. Read as the public.
 */
export async function getSimilarProperties(subject: SimilarSubject, locale: Locale, limit = SIMILAR_LIMIT): Promise<PropertyCardData[]> {
  const payload = await getPayloadClient()
  const criteria = similarCriteria(subject)
  const alike: Where[] = [
    ...(criteria.propertyType !== null ? [{ propertyType: { equals: criteria.propertyType } }] : []),
    ...criteria.regionIds.map((region) => ({ regionIds: { equals: region } })),
    ...(criteria.citySearchName ? [{ citySearchName: { equals: criteria.citySearchName } }] : []),
  ]
  if (alike.length === 0) return []
  const where: Where[] = [
    { published: { equals: true } },
    { availability: { equals: 'available' } },
    { goal: { equals: criteria.goal } },
    { id: { not_equals: subject.id } },
    // Never another country than this property's own (Belgium 10, Luxembourg 50).
    { countryId: criteria.countryId === null ? { exists: false } : { equals: criteria.countryId } },
    { or: alike },
  ]
  // Public prices only: a candidate whose price is hidden has none, so it is never in a range.
  if (criteria.price) where.push({ publicPrice: { greater_than_equal: criteria.price.min } }, { publicPrice: { less_than_equal: criteria.price.max } })
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: where },
    sort: ['-listedAt', '-id'],
    limit: SIMILAR_CANDIDATES,
    pagination: false,
    depth: 0,
    select: { propertyType: true, regionIds: true, citySearchName: true, publicPrice: true, listedAt: true },
    overrideAccess: false,
  })
  const candidates: SimilarCandidate[] = docs.map((doc) => ({ ...doc, propertyType: idOf(doc.propertyType) }))
  const ids = rankSimilar(subject, candidates, limit)
  if (ids.length === 0) return []
  const cards = await findPropertyCards(payload, { where: { id: { in: ids } }, locale, limit: ids.length })
  const byId = new Map(cards.map((card) => [card.id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
