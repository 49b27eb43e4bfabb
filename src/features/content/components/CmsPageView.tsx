import type { ReactNode } from 'react'

import { type ListingContext, ModuleView } from './ModuleView'
import { repeatsHeading } from '@/domain/headings'
import { HomeBanner } from '@/features/home'
import { getBanner } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'
import { isAppPathname, publicPath } from '@/i18n/paths'
import type { Page } from '@/payload-types'

import { Breadcrumb, type Crumb } from '@/shared/components/Breadcrumb'
import { Prose, type SectionAfter } from './Prose'
import { SubPages } from './SubPages'

export function visibleModules(page: Page) {
  return (page.modules ?? []).filter((m) => m.status !== 'draft').sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
}

type Position = 'top' | 'main' | 'bottom'
const positionOf = (module: NonNullable<Page['modules']>[number]): Position => module.position ?? 'main'

function crumbsFor(page: Page, locale: Locale): Crumb[] {
  const parent = typeof page.parent === 'object' ? page.parent : null
  const crumbs: Crumb[] = []
  if (parent && isAppPathname(parent.routeKey)) crumbs.push({ label: parent.title, href: publicPath(parent.routeKey, locale) })
  crumbs.push({ label: page.title })
  return crumbs
}

/**
 * A CMS page: its banner when asked (showPageBanner: the site's banner pictures under the page's banner
 * title), breadcrumb, title, the modules placed at the top, the body (with its table of contents) and what
 * the route adds (children, whose heading `sectionsAfter` names for the contents), the page's published
 * sub-pages in their sort order, the main modules on the
 * 12-column grid, then the bottom ones (each group in its own sort order).
 */
type Props = {
  page: Page
  locale: Locale
  hideTitle?: boolean
  listing?: ListingContext
  children?: ReactNode
  sectionsAfter?: SectionAfter[]
  /** What the route puts last, after every module. */
  closing?: ReactNode
}

export async function CmsPageView({ page, locale, hideTitle = false, listing, children, sectionsAfter, closing }: Props) {
  const banner = page.showPageBanner && !hideTitle ? await getBanner(locale) : null
  const heading = banner ? page.bannerTitle || page.title : page.title
  const lead = banner ? page.bannerDescription || page.description : page.description
  const modules = visibleModules(page)
  const grid = (position: Position) => {
    const placed = modules.filter((module) => positionOf(module) === position)
    if (placed.length === 0) return null
    return (
      <div className={`grid grid--${position}`}>
        {placed.map((module) => (
          <ModuleView
            key={module.id}
            module={module}
            locale={locale}
            listing={listing}
            showTitle={hideTitle || !repeatsHeading(module.title, heading)}
          />
        ))}
      </div>
    )
  }
  const top = grid('top')
  return (
    <>
      {banner && (
        <HomeBanner banner={banner} onPage>
          <div className="page-banner">
            <h1 className="page-banner__title">{heading}</h1>
            {lead && <p className="page-banner__text">{lead}</p>}
          </div>
        </HomeBanner>
      )}
      {page.showBreadcrumb && <Breadcrumb locale={locale} items={crumbsFor(page, locale)} />}
      <div className="container page">
        {!hideTitle && !banner && (
          <header className="page__header">
            <h1>{heading}</h1>
            {lead && <p className="lead">{lead}</p>}
          </header>
        )}
        {/* A form at the top beside the body that explains it (the valuation page): side by side on a wide screen. */}
        <div className={page.body && top ? 'page__split' : 'page__stack'}>
          {top}
          {page.body && (
            <div className="page__body">
              <Prose data={page.body} locale={locale} sectionsAfter={sectionsAfter} />
            </div>
          )}
        </div>
        {children}
        <SubPages parent={page.id} locale={locale} />
        {grid('main')}
        {grid('bottom')}
        {closing}
      </div>
    </>
  )
}
