import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { buildMetadata } from '@/features/site/metadata'
import { isLocale, type Locale } from '@/i18n/locales'
import type { AppPathname } from '@/i18n/pathnames'
import { publicPath } from '@/i18n/paths'
import { parseListingQuery } from '@/domain/listing'
import type { Media, Page } from '@/payload-types'

import { CmsPageView } from './components/CmsPageView'
import { getPage } from './queries'

type Params = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export function pageSeo(page: Page) {
  const seo = page.seo ?? {}
  return {
    title: seo.title || page.title,
    description: seo.description || page.description,
    ogTitle: seo.ogTitle,
    ogDescription: seo.ogDescription,
    twitterTitle: seo.twitterTitle,
    twitterDescription: seo.twitterDescription,
    image: typeof seo.image === 'object' ? (seo.image as Media | null) : null,
    noIndex: seo.isActiveSEO === false,
  }
}

async function localeOf(params: Params['params']): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}

/** Route files of plain CMS pages are one line: `export const { default, generateMetadata } = cmsPage('/blog')`. */
export function cmsPage(routeKey: AppPathname) {
  async function CmsRoute({ params, searchParams }: Params) {
    const locale = await localeOf(params)
    setRequestLocale(locale)
    const page = await getPage(routeKey, locale)
    if (!page) notFound()
    return <CmsPageView page={page} locale={locale} listing={{ query: parseListingQuery(await searchParams), basePath: publicPath(routeKey, locale) }} />
  }
  async function generateMetadata({ params }: Pick<Params, 'params'>): Promise<Metadata> {
    const locale = await localeOf(params)
    const page = await getPage(routeKey, locale)
    return page ? buildMetadata(locale, pageSeo(page)) : {}
  }
  return { default: CmsRoute, generateMetadata }
}
