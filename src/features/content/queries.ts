import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Article, Category, Page } from '@/payload-types'
import { cachedRead } from '@/server/cached-read'
import { getPayloadClient } from '@/server/payload'

const published: Where = { status: { equals: 'published' } }

/** The first published document that matches, as the public sees it. */
async function findPublished<C extends 'pages' | 'articles'>(collection: C, where: Where, locale: Locale, depth: number) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection, where: { and: [where, published] }, locale, depth, limit: 1, pagination: false, overrideAccess: false })
  return docs[0] ?? null
}

// Pages are read on every visit and change rarely: cached until the content changes.
const pages = cachedRead('pages', 'content', (routeKey: string, locale: Locale) => findPublished('pages', { routeKey: { equals: routeKey } }, locale, 2))

export const getPage = cache((routeKey: string, locale: Locale): Promise<Page | null> => pages(routeKey, locale))

export const getArticleBySlug = cache(
  (slug: string, locale: Locale): Promise<Article | null> => findPublished('articles', { slug: { equals: slug } }, locale, 1),
)

export const getArticleByExternalId = cache(
  (externalId: number, locale: Locale): Promise<Article | null> => findPublished('articles', { externalId: { equals: externalId } }, locale, 1),
)

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
    pagination: false,
    sort: '-publishedAt',
    overrideAccess: false,
  })
  return docs
}
