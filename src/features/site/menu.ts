import { bySort } from '@/domain/page-tree'
import type { Locale } from '@/i18n/locales'
import { type AppPathname, pathnames } from '@/i18n/pathnames'
import { publicPath } from '@/i18n/paths'
import type { Menu, Page } from '@/payload-types'

export type MenuLink = { href: string; label: string; children: MenuLink[] }

const isAppPathname = (key: string): key is AppPathname => key in pathnames

function linkFor(page: Page | number | null | undefined, title: string | null | undefined, locale: Locale): MenuLink | null {
  if (!page || typeof page !== 'object' || page.status !== 'published' || !isAppPathname(page.routeKey)) return null
  return { href: publicPath(page.routeKey, locale), label: title || page.title, children: [] }
}

/**
 * SPEC §2.5: only published entries (and published pages) are shown; the home entry links to the root and
 * can be hidden by a setting; children are listed under their parent, in their pages' sort order (SPEC §2.4
 * Page.sort; entries with the same sort keep the menu's order). Hrefs are in the current language.
 */
export function buildMenu(menu: Menu, locale: Locale, { hideHome }: { hideHome: boolean }): MenuLink[] {
  return (menu.entries ?? []).flatMap((entry) => {
    if (entry.status !== 'published') return []
    const link = linkFor(entry.page, entry.title, locale)
    if (!link) return []
    if (hideHome && typeof entry.page === 'object' && entry.page.routeKey === '/') return []
    const published = (entry.children ?? []).filter((child) => child.status === 'published')
    const sorted = bySort(published.map((child) => ({ child, sort: typeof child.page === 'object' ? child.page?.sort : null })))
    link.children = sorted.flatMap(({ child }) => linkFor(child.page, child.title, locale) ?? [])
    return [link]
  })
}
