import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { buildMetadata } from '@/shared/site/metadata'
import { isLocale, type Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { pageRedirect } from '@/i18n/link-target'
import { type ProfilePrefill, parseProfilePrefill } from '@/domain/forms/profile-prefill'
import { type ListingQuery, parseListingQuery } from '@/domain/listing'
import type { Media, Page } from '@/payload-types'

import { type CmsRoute, isCmsRoute } from './cms-routes'
import { CmsPageView } from './components/CmsPageView'
import type { SectionAfter } from './components/Prose'
import { getPage } from './queries'

type Params = { params: Promise<{ locale: string }> }
type FilteredParams = { params: Promise<{ locale: string; route: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

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

/**
 * What a page's own code adds below the CMS content (the login page's form, the cookie list); it must not
 * read the request. `heading` names the section's heading for the page's table of contents.
 */
export type Addition = {
  Section: (props: { locale: Locale }) => ReactNode
  heading?: (locale: Locale) => Promise<SectionAfter>
  /** Last on the page, after the page's modules (the seller pages' call to the free valuation). */
  atEnd?: boolean
}
/** The additions by route, for the filtered route, which renders any CMS page. */
export type Additions = Partial<Record<CmsRoute, Addition>>

async function render(routeKey: CmsRoute, locale: Locale, query: ListingQuery, addition?: Addition, prefill?: ProfilePrefill) {
  setRequestLocale(locale)
  const page = await getPage(routeKey, locale)
  if (!page) notFound()
  const basePath = publicPath(routeKey, locale)
  const forward = pageRedirect(page, locale, basePath)
  if (forward) (forward.status === 308 ? permanentRedirect : redirect)(forward.location)
  const sectionsAfter = addition?.heading ? [await addition.heading(locale)] : []
  return (
    <CmsPageView
      page={page}
      locale={locale}
      listing={{ query, basePath, prefill }}
      sectionsAfter={sectionsAfter}
      closing={addition?.atEnd ? <addition.Section locale={locale} /> : undefined}
    >
      {addition && !addition.atEnd && <addition.Section locale={locale} />}
    </CmsPageView>
  )
}

async function metadataFor(routeKey: CmsRoute, locale: Locale): Promise<Metadata> {
  const page = await getPage(routeKey, locale)
  return page ? buildMetadata(locale, publicPath(routeKey, locale), pageSeo(page)) : {}
}

/**
 * Route files of plain CMS pages are one line: `export const { default, generateMetadata } = cmsPage('/blog')`.
 * The page reads no query, so it is cached (ADR 0019); a listing's filters go to filteredCmsPage.
 */
export function cmsPage(routeKey: CmsRoute, addition?: Addition) {
  async function CmsRoutePage({ params }: Params) {
    return render(routeKey, await localeOf(params), parseListingQuery({}), addition)
  }
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    return metadataFor(routeKey, await localeOf(params))
  }
  return { default: CmsRoutePage, generateMetadata }
}

function routeOf(route: string[]): CmsRoute {
  const key = `/${route.join('/')}`
  if (!isCmsRoute(key)) notFound()
  return key
}

/**
 * A CMS page asked with a listing's filters (the proxy rewrites it here): rendered for each request, with the
 * same addition as its cached page (any query with a filter reaches this route, the login page's too).
 */
export function filteredCmsPage(additions: Additions) {
  return {
    async default({ params, searchParams }: FilteredParams) {
      const { route } = await params
      const routeKey = routeOf(route)
      const search = await searchParams
      // The keep-me-informed form of a page (Ik zoek) fills in the criteria a listing sent along.
      return render(routeKey, await localeOf(params), parseListingQuery(search), additions[routeKey], parseProfilePrefill(search))
    },
    async generateMetadata({ params }: FilteredParams): Promise<Metadata> {
      const { route } = await params
      return metadataFor(routeOf(route), await localeOf(params))
    },
  }
}
