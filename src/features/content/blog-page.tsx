import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import type { ModuleData } from './components/ModuleView'
import { parsePageSegment } from '@/domain/blog'
import { pageRedirect } from '@/i18n/link-target'
import { parseListingQuery } from '@/domain/listing'
import { buildMetadata } from '@/shared/site/metadata'
import { isLocale, type Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { Page } from '@/payload-types'

import { pageSeo } from './cms-page'
import { blogPath, type BlogView } from './blog-view'
import { CmsPageView, visibleModules } from './components/CmsPageView'
import { getArticlePage, getBlogCategories, getPage } from './queries'

type Params = { params: Promise<{ locale: string; category?: string; page?: string }> }

/** The blog page's list: its first module that lists a category as news or cards. */
export function blogModuleOf(page: Page): ModuleData | null {
  return visibleModules(page).find((module) => module.relationType === 'category' && module.category && module.view !== 'team-view' && module.view !== 'slider-view') ?? null
}

const relationId = (value: ModuleData['category']) => (typeof value === 'object' && value ? value.id : (value ?? null))

/** The blog page and what the path asks of it, or a 404 for a category or page that does not exist. */
async function resolve(params: Params['params']): Promise<{ locale: Locale; page: Page; view: BlogView | null }> {
  const { locale, category: slug, page: pageText } = await params
  if (!isLocale(locale)) notFound()
  const page = await getPage('/blog', locale)
  if (!page) notFound()
  const list = blogModuleOf(page)
  const root = list ? relationId(list.category) : null
  if (!list || root === null) {
    // A blog page without a list has only its first page.
    if (slug !== undefined || pageText !== undefined) notFound()
    return { locale, page, view: null }
  }
  const categories = await getBlogCategories(root, locale)
  const category = slug === undefined ? null : (categories.find((c) => c.slug === decodeURIComponent(slug)) ?? notFound())
  const segment = parsePageSegment(pageText)
  if (segment.kind === 'invalid') notFound()
  // Page 1 has the list's own address.
  if (segment.kind === 'first' && pageText !== undefined) permanentRedirect(blogPath(locale, category))
  const number = segment.kind === 'page' ? segment.page : 1
  const { pages } = await getArticlePage(category?.id ?? root, locale, number, list.maxItems ?? null)
  if (number > pages) notFound()
  return { locale, page, view: { moduleId: list.id ?? '', root, maxItems: list.maxItems ?? null, category, categories, page: number } }
}

/**
 * Route files of the blog: the list (/blog/), its pages (/blog/pagina/2/), its categories
 * (/blog/categorie/kopen/) and their pages. Each is the CMS page of the blog with its list at that category
 * and page; a path, not a query, so every one of them is a cached page (ADR 0035).
 */
export function blogPage() {
  async function BlogRoute({ params }: Params) {
    const { locale, page, view } = await resolve(params)
    setRequestLocale(locale)
    const basePath = view ? blogPath(locale, view.category, view.page) : publicPath('/blog', locale)
    const forward = pageRedirect(page, locale, publicPath('/blog', locale))
    if (forward) (forward.status === 308 ? permanentRedirect : redirect)(forward.location)
    return <CmsPageView page={page} locale={locale} listing={{ query: parseListingQuery({}), basePath, blog: view ?? undefined }} />
  }
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const { locale, page, view } = await resolve(params)
    const t = await getTranslations({ locale, namespace: 'findable' })
    const seo = pageSeo(page)
    const parts = [view?.category?.name, view && view.page > 1 ? t('pageNumber', { page: view.page }) : null].filter(Boolean)
    const title = parts.length > 0 ? `${parts.join(' · ')} | ${seo.title}` : seo.title
    return buildMetadata(locale, view ? blogPath(locale, view.category, view.page) : publicPath('/blog', locale), { ...seo, title, ogTitle: parts.length > 0 ? title : seo.ogTitle })
  }
  return { default: BlogRoute, generateMetadata }
}
