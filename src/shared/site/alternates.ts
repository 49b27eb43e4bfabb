import 'server-only'

import { cache } from 'react'

import { categorySlug } from '@/domain/blog'
import { propertyPath, projectPath } from '@/shared/catalogue-paths'
import { getSiteLanguages } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'
import { publicPath, resolvePublicPath, type ResolvedPath } from '@/i18n/paths'
import { getPayloadClient } from '@/server/payload'

export type Alternates = Partial<Record<Locale, string>>

type LocalizedSlug = Partial<Record<Locale, string | null>>

async function articleAlternates(resolved: ResolvedPath, locales: Locale[]): Promise<Alternates | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { and: [{ slug: { equals: String(resolved.params.slug) } }, { status: { equals: 'published' } }] },
    locale: resolved.locale,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { slug: true },
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  const all = await payload.findByID({ collection: 'articles', id: doc.id, locale: 'all', depth: 0, select: { slug: true }, overrideAccess: false })
  const slugs = all.slug as unknown as LocalizedSlug
  const internal = resolved.internal as '/blog/[slug]' | '/testimonials/[slug]'
  return Object.fromEntries(
    locales.map((l) => [l, publicPath(internal, l, { slug: slugs[l] || slugs.nl || String(resolved.params.slug) })]),
  )
}

/** A blog category's pages in each language: its path segment is its name there. */
async function blogCategoryAlternates(resolved: ResolvedPath, locales: Locale[]): Promise<Alternates | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'categories', locale: 'all', depth: 0, limit: 1000, pagination: false, select: { name: true } })
  const names = docs.map((doc) => doc.name as unknown as LocalizedSlug)
  const match = names.find((name) => categorySlug(name[resolved.locale]) === resolved.params.category)
  if (!match) return null
  const internal = resolved.internal as '/blog/category/[category]' | '/blog/category/[category]/page/[page]'
  return Object.fromEntries(locales.map((l) => [l, publicPath(internal, l, { ...resolved.params, category: categorySlug(match[l] || match.nl) })]))
}

/** A property's or project's path in each language: its slug is translated, so each language is read. */
async function catalogueAlternates(collection: 'properties' | 'projects', externalId: number, locales: Locale[]): Promise<Alternates | null> {
  const payload = await getPayloadClient()
  // Only what the public may read: an unpublished property's or project's titles and slugs never reach the switcher.
  if (!Number.isSafeInteger(externalId)) return null
  const { docs } = await payload.find({
    collection,
    where: { and: [{ externalId: { equals: externalId } }, { published: { equals: true } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { externalId: true },
    overrideAccess: false,
  })
  const doc = docs[0]
  if (!doc) return null
  // Only the fields a path is made of: the whole property (pictures, type) read in four languages was most of
  // the database work of a property page.
  const entries = await Promise.all(
    locales.map(async (l) => {
      const path =
        collection === 'properties'
          ? propertyPath(
              await payload.findByID({
                collection,
                id: doc.id,
                locale: l,
                depth: 1,
                select: { externalId: true, slug: true, city: true, goal: true, title: true, project: true },
                populate: { projects: { externalId: true, slug: true, city: true, name: true } },
                overrideAccess: false,
              }),
              l,
            )
          : projectPath(
              await payload.findByID({ collection, id: doc.id, locale: l, depth: 0, select: { externalId: true, slug: true, city: true, name: true }, overrideAccess: false }),
              l,
            )
      return [l, path] as const
    }),
  )
  return Object.fromEntries(entries)
}

/**
 * The same page in every enabled language, for the language switcher and hreflang links. Translated
 * slugs (articles, properties, projects) are looked up; unknown paths give null.
 */
export const getAlternates = cache(async (pathname: string): Promise<Alternates | null> => {
  const resolved = resolvePublicPath(pathname)
  if (!resolved) return null
  const { enabled } = await getSiteLanguages()
  switch (resolved.internal) {
    case '/blog/[slug]':
    case '/testimonials/[slug]':
      return articleAlternates(resolved, enabled)
    case '/blog/category/[category]':
    case '/blog/category/[category]/page/[page]':
      return blogCategoryAlternates(resolved, enabled)
    case '/for-sale/[city]/[slug]/[id]':
    case '/for-rent/[city]/[slug]/[id]':
      return catalogueAlternates('properties', Number(resolved.params.id), enabled)
    case '/projects/[...path]': {
      const path = resolved.params.path as string[]
      const id = Number(path[path.length - 1])
      if (!Number.isInteger(id)) return null
      return catalogueAlternates(path.length === 5 ? 'properties' : 'projects', id, enabled)
    }
    default:
      return Object.fromEntries(enabled.map((l) => [l, publicPath(resolved.internal, l, resolved.params)]))
  }
})
