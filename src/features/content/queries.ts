import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Article, Category, Page } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'

const published: Where = { status: { equals: 'published' } }

export const getPage = cache(async (routeKey: string, locale: Locale): Promise<Page | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ routeKey: { equals: routeKey } }, published] },
    locale,
    depth: 2,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

export const getArticleBySlug = cache(async (slug: string, locale: Locale): Promise<Article | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ slug: { equals: slug } }, published] },
    locale,
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

export const getArticleByExternalId = cache(async (externalId: number, locale: Locale): Promise<Article | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ externalId: { equals: externalId } }, published] },
    locale,
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** The category and, when asked, all its descendants (SPEC §3 Module.isHasSubcategories). */
async function categoryIds(category: number | Category, withChildren: boolean): Promise<number[]> {
  const rootId = typeof category === 'object' ? category.id : category
  if (!withChildren) return [rootId]
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'categories', depth: 0, limit: 1000, pagination: false })
  const ids = new Set([rootId])
  let grew = true
  while (grew) {
    grew = false
    for (const doc of docs) {
      const parent = typeof doc.parent === 'object' ? doc.parent?.id : doc.parent
      if (parent && ids.has(parent) && !ids.has(doc.id)) {
        ids.add(doc.id)
        grew = true
      }
    }
  }
  return [...ids]
}

export async function getArticlesInCategory(
  category: number | Category,
  locale: Locale,
  { limit = 12, withChildren = true }: { limit?: number; withChildren?: boolean } = {},
): Promise<Article[]> {
  const payload = await getPayloadClient()
  const ids = await categoryIds(category, withChildren)
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ category: { in: ids } }, published] },
    locale,
    depth: 1,
    limit,
    sort: '-publishedAt',
    overrideAccess: false,
  })
  return docs
}

export async function getCategoryByExternalId(externalId: number): Promise<Category | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'categories', where: { externalId: { equals: externalId } }, limit: 1, depth: 0 })
  return docs[0] ?? null
}
