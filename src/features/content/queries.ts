import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import { BLOG_PAGE_SIZE, blogPaging, categorySlug, pageSlice, RELATED_ARTICLES } from '@/domain/blog'
import type { Locale } from '@/i18n/locales'
import type { Article, Category, Page } from '@/payload-types'
import { cachedRead } from '@/server/cached-read'
import { getPayloadClient } from '@/server/payload'

import { CATEGORY } from './article-path'

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

export type SubPage = Pick<Page, 'id' | 'routeKey' | 'title' | 'description' | 'sort'>

// A page's published sub-pages in their sort order (SPEC §2.4 Page.sort), ties by creation.
const subPages = cachedRead('sub-pages', 'content', async (parent: number, locale: Locale): Promise<SubPage[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ parent: { equals: parent } }, published] },
    locale,
    depth: 0,
    limit: 100,
    pagination: false,
    sort: ['sort', 'id'],
    select: { routeKey: true, title: true, description: true, sort: true },
    overrideAccess: false,
  })
  return docs.map(({ id, routeKey, title, description, sort }) => ({ id, routeKey, title, description, sort }))
})

export const getSubPages = cache((parent: number, locale: Locale): Promise<SubPage[]> => subPages(parent, locale))

export const getArticleBySlug = cache(
  (slug: string, locale: Locale): Promise<Article | null> => findPublished('articles', { slug: { equals: slug } }, locale, 1),
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

/** A category of the blog: a child of the blog list's category, with its name's path segment and its article count. */
export type BlogCategory = { id: number; name: string; slug: string; count: number }

/** Every category in one language (a short list), read once per render. */
const allCategories = cache(async (locale: Locale): Promise<Category[]> => {
  const payload = await getPayloadClient()
  // In the order staff created them (the demo: buying, renting, selling, energy, the coast).
  const { docs } = await payload.find({ collection: 'categories', locale, depth: 0, limit: 1000, pagination: false, sort: 'id' })
  return docs
})

const countPublished = async (ids: number[]) => {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({ collection: 'articles', where: { and: [{ category: { in: ids } }, published] }, overrideAccess: false })
  return totalDocs
}

/** The children of the blog's category that hold published articles, with how many (their own sub-categories counted in). */
export const getBlogCategories = cache(async (root: number, locale: Locale): Promise<BlogCategory[]> => {
  const children = (await allCategories(locale)).filter((category) => (typeof category.parent === 'object' ? category.parent?.id : category.parent) === root)
  const counted = await Promise.all(
    children.map(async (category) => ({ id: category.id, name: category.name, slug: categorySlug(category.name), count: await countPublished(await categoryIds(category.id, true)) })),
  )
  return counted.filter((category) => category.count > 0 && category.slug)
})

/** One page of a category's published articles (with its descendants), newest first, and how many there are. */
export const getArticlePage = cache(async (category: number, locale: Locale, page: number, maxItems: number | null): Promise<{ docs: Article[]; total: number; shown: number; pages: number }> => {
  const payload = await getPayloadClient()
  const ids = await categoryIds(category, true)
  const total = await countPublished(ids)
  const { shown, pages } = blogPaging(total, maxItems)
  const { limit } = pageSlice(page, shown)
  if (limit === 0) return { docs: [], total, shown, pages }
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ category: { in: ids } }, published] },
    locale,
    depth: 1,
    limit: BLOG_PAGE_SIZE,
    page,
    sort: ['-publishedAt', '-id'],
    overrideAccess: false,
  })
  return { docs: docs.slice(0, limit), total, shown, pages }
})

/** The newest other published articles of an article's own category (ADR 0035: related articles). */
export const getRelatedArticles = cache(async (article: Article, locale: Locale): Promise<Article[]> => {
  const category = typeof article.category === 'object' ? article.category.id : article.category
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ category: { equals: category } }, { id: { not_equals: article.id } }, published] },
    locale,
    depth: 1,
    limit: RELATED_ARTICLES,
    pagination: false,
    sort: ['-publishedAt', '-id'],
    overrideAccess: false,
  })
  return docs
})

/** The published testimonials (SPEC §2.4: category 8, up to 40), newest first. */
export const getTestimonials = cache(async (locale: Locale): Promise<Article[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'categories', where: { externalId: { equals: CATEGORY.testimonials } }, depth: 0, limit: 1, pagination: false })
  return docs[0] ? getArticlesInCategory(docs[0], locale, { limit: 40 }) : []
})
