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
 * can be hidden by a setting; children are listed under their parent. Hrefs are in the current language.
 */
export function buildMenu(menu: Menu, locale: Locale, { hideHome }: { hideHome: boolean }): MenuLink[] {
  return (menu.entries ?? []).flatMap((entry) => {
    if (entry.status !== 'published') return []
    const link = linkFor(entry.page, entry.title, locale)
    if (!link) return []
    if (hideHome && typeof entry.page === 'object' && entry.page.routeKey === '/') return []
    link.children = (entry.children ?? []).flatMap((child) =>
      child.status === 'published' ? (linkFor(child.page, child.title, locale) ?? []) : [],
    )
    return [link]
  })
}
