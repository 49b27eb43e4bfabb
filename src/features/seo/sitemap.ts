import 'server-only'

import type { MetadataRoute } from 'next'

import { articlePath, CATEGORY, CMS_ROUTES } from '@/features/content'
import { projectPath, propertyPath } from '@/shared/catalogue-paths'
import { getSiteLanguages } from '@/shared/site/queries'
import { sitemapRoutes } from '@/domain/page-tree'
import type { Locale } from '@/i18n/locales'
import { staticPathnames } from '@/i18n/pathnames'
import { publicPath } from '@/i18n/paths'
import type { Category, Project } from '@/payload-types'
import { getEnv } from '@/server/env'
import { getPayloadClient } from '@/server/payload'

type Entry = MetadataRoute.Sitemap[number]

/** One sitemap entry per page, with its translations as alternates (SPEC §2.1 routes, every enabled language). */
function entry(paths: Partial<Record<Locale, string>>, locales: Locale[], lastModified?: string | null): Entry[] {
  const site = getEnv().SITE_URL
  const absolute = (p: string) => new URL(p, site).toString()
  const languages = Object.fromEntries(locales.flatMap((l) => (paths[l] ? [[l, absolute(paths[l]!)]] : [])))
  return locales.flatMap((l) =>
    paths[l] ? [{ url: absolute(paths[l]!), lastModified: lastModified ?? undefined, alternates: { languages } }] : [],
  )
}

export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayloadClient()
  const { enabled } = await getSiteLanguages()
  // The login page and the account pages under it (portal, password links) have nothing for a search engine.
  const routes = staticPathnames.filter((p) => !p.startsWith('/thank-you') && p !== '/login' && !p.startsWith('/login/'))
  // The CMS pages in their tree's order, siblings by sort (SPEC §2.4); a draft, forwarding or unindexed page left out.
  const { docs: published } = await payload.find({
    collection: 'pages',
    where: { status: { equals: 'published' } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { routeKey: true, parent: true, sort: true, redirect: true, seo: { isActiveSEO: true } },
    overrideAccess: false,
  })
  const tree = published.map((page) => ({
    id: page.id,
    routeKey: page.routeKey,
    parent: typeof page.parent === 'object' ? (page.parent?.id ?? null) : (page.parent ?? null),
    sort: page.sort,
    redirect: page.redirect,
    noIndex: page.seo?.isActiveSEO === false,
  }))
  const pages = sitemapRoutes(routes, tree, [...CMS_ROUTES, '/blog'])
  const result: MetadataRoute.Sitemap = pages.flatMap((route) => entry(Object.fromEntries(enabled.map((l) => [l, publicPath(route, l)])), enabled))

  // Localized slugs: read each language once, keyed by document id.
  const byLocale = async <T,>(read: (locale: Locale) => Promise<T[]>) => Object.fromEntries(await Promise.all(enabled.map(async (l) => [l, await read(l)] as const))) as Record<Locale, T[]>

  const articles = await byLocale((locale) =>
    payload
      .find({ collection: 'articles', where: { status: { equals: 'published' } }, locale, depth: 1, limit: 0, pagination: false, select: { slug: true, externalId: true, category: true, updatedAt: true }, overrideAccess: false })
      .then((r) => r.docs),
  )
  for (const [index, article] of (articles[enabled[0]!] ?? []).entries()) {
    const category = (typeof article.category === 'object' ? (article.category as Category).externalId : null) ?? null
    if (category === CATEGORY.team) continue
    const paths = Object.fromEntries(
      enabled.flatMap((l) => {
        const localized = articles[l]?.[index]
        const path = localized ? articlePath({ externalId: localized.externalId, slug: localized.slug, categoryExternalId: category }, l) : null
        return path ? [[l, path]] : []
      }),
    )
    result.push(...entry(paths, enabled, article.updatedAt))
  }

  const projects = await byLocale((locale) =>
    payload.find({ collection: 'projects', where: { published: { equals: true } }, locale, depth: 0, limit: 0, pagination: false, select: { slug: true, name: true, city: true, externalId: true, updatedAt: true }, overrideAccess: false }).then((r) => r.docs),
  )
  for (const [index, project] of (projects[enabled[0]!] ?? []).entries()) {
    result.push(...entry(Object.fromEntries(enabled.map((l) => [l, projectPath((projects[l]?.[index] ?? project) as Project, l)])), enabled, project.updatedAt))
  }

  const properties = await byLocale((locale) =>
    payload
      .find({
        collection: 'properties',
        where: { published: { equals: true } },
        locale,
        depth: 1,
        limit: 0,
        pagination: false,
        sort: 'id',
        select: { slug: true, title: true, city: true, goal: true, externalId: true, project: true, updatedAt: true },
        populate: { projects: { slug: true, name: true, city: true, externalId: true } },
        // As the public reads them: an unpublished project's name and slug never appear in a unit's path.
        overrideAccess: false,
      })
      .then((r) => r.docs),
  )
  for (const [index, property] of (properties[enabled[0]!] ?? []).entries()) {
    result.push(...entry(Object.fromEntries(enabled.map((l) => [l, propertyPath(properties[l]?.[index] ?? property, l)])), enabled, property.updatedAt))
  }
  return result
}
