import type { Payload, Sort, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

import { CARD_MEDIA_SELECT, CARD_PROJECT_SELECT, CARD_SELECT, type PropertyCardData } from './card-fields'

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number(value.id) : null)

/**
 * Properties as cards, in the order asked: their card fields at depth 0, then in one query each the first
 * picture of every card and the projects they belong to. Payload's own population (depth 1) would read
 * and process every picture of every property for one picture shown. Access stays Payload's: the public
 * reads only published properties and projects, and the fields it may see.
 */
export async function findPropertyCards(payload: Payload, args: { where: Where; locale: Locale; limit: number; sort?: Sort }): Promise<PropertyCardData[]> {
  const { docs } = await payload.find({
    collection: 'properties',
    where: args.where,
    locale: args.locale,
    sort: args.sort,
    limit: args.limit,
    pagination: false,
    depth: 0,
    select: CARD_SELECT,
    overrideAccess: false,
  })
  if (docs.length === 0) return []
  const coverIds = [...new Set(docs.flatMap((doc) => idOf(doc.pictures?.[0]?.image) ?? []))]
  const projectIds = [...new Set(docs.flatMap((doc) => idOf(doc.project) ?? []))]
  const [covers, projects] = await Promise.all([
    coverIds.length
      ? payload.find({ collection: 'media', where: { id: { in: coverIds } }, locale: args.locale, depth: 0, select: CARD_MEDIA_SELECT, limit: coverIds.length, pagination: false, overrideAccess: false })
      : { docs: [] },
    projectIds.length
      ? payload.find({ collection: 'projects', where: { id: { in: projectIds } }, locale: args.locale, depth: 0, select: CARD_PROJECT_SELECT, limit: projectIds.length, pagination: false, overrideAccess: false })
      : { docs: [] },
  ])
  const coverById = new Map(covers.docs.map((media) => [media.id, media as Media]))
  const projectById = new Map(projects.docs.map((project) => [project.id, project]))
  return docs.map(({ pictures, project, ...card }) => ({
    ...card,
    cover: coverById.get(idOf(pictures?.[0]?.image) ?? -1) ?? null,
    project: projectById.get(idOf(project) ?? -1) ?? null,
  }))
}
