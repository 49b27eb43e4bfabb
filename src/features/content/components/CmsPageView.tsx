import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ReactNode } from 'react'

import { type ListingContext, ModuleView } from '@/blocks/module/ModuleView'
import { repeatsHeading } from '@/domain/headings'
import type { Locale } from '@/i18n/locales'
import { isAppPathname, publicPath } from '@/i18n/paths'
import type { Page } from '@/payload-types'

import { Breadcrumb, type Crumb } from './Breadcrumb'

export function visibleModules(page: Page) {
  return (page.modules ?? []).filter((m) => m.status !== 'draft').sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
}

function crumbsFor(page: Page, locale: Locale): Crumb[] {
  const parent = typeof page.parent === 'object' ? page.parent : null
  const crumbs: Crumb[] = []
  if (parent && isAppPathname(parent.routeKey)) crumbs.push({ label: parent.title, href: publicPath(parent.routeKey, locale) })
  crumbs.push({ label: page.title })
  return crumbs
}

/** A CMS page: breadcrumb, title, optional body, what the route adds (children), then its published modules on the 12-column grid. */
type Props = { page: Page; locale: Locale; hideTitle?: boolean; listing?: ListingContext; children?: ReactNode }

export async function CmsPageView({ page, locale, hideTitle = false, listing, children }: Props) {
  return (
    <>
      {page.showBreadcrumb && <Breadcrumb locale={locale} items={crumbsFor(page, locale)} />}
      <div className="container page">
        {!hideTitle && (
          <header className="page__header">
            <h1>{page.title}</h1>
            {page.description && <p className="lead">{page.description}</p>}
          </header>
        )}
        {page.body && <RichText data={page.body} className="prose" />}
        {children}
        <div className="grid">
          {visibleModules(page).map((module) => (
            <ModuleView
              key={module.id}
              module={module}
              locale={locale}
              listing={listing}
              showTitle={hideTitle || !repeatsHeading(module.title, page.title)}
            />
          ))}
        </div>
      </div>
    </>
  )
}
