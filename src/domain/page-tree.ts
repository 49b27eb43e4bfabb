/**
 * SPEC §2.4 Page.sort: the order of a page among its siblings, wherever sub-pages are listed (the menu's
 * sub-menus, a page's list of its sub-pages, the sitemap). Ties keep the order they came in (Array.sort is
 * stable), so a list staff never sorted stays as it was.
 */
export type Sorted = { sort?: number | null }

const sortOf = (item: Sorted) => (typeof item.sort === 'number' && Number.isFinite(item.sort) ? item.sort : 0)

export function bySort<T extends Sorted>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => sortOf(a) - sortOf(b))
}

export type TreePage = Sorted & { id: number; parent?: number | null }

/**
 * The pages depth first: each page followed by its sub-pages, siblings by sort. A page whose parent is not in
 * the list (a draft parent, a deleted one) stands at the top level; a loop of parents cannot hide a page.
 */
export function treeOrder<T extends TreePage>(pages: readonly T[]): T[] {
  const ids = new Set(pages.map((page) => page.id))
  const childrenOf = new Map<number | null, T[]>()
  for (const page of pages) {
    const parent = page.parent != null && ids.has(page.parent) && page.parent !== page.id ? page.parent : null
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), page])
  }
  const ordered: T[] = []
  const seen = new Set<number>()
  const visit = (page: T) => {
    if (seen.has(page.id)) return
    seen.add(page.id)
    ordered.push(page)
    for (const child of bySort(childrenOf.get(page.id) ?? [])) visit(child)
  }
  for (const root of bySort(childrenOf.get(null) ?? [])) visit(root)
  // Pages caught in a loop of parents (a → b → a) have no root: they come last, by sort, rather than vanish.
  for (const page of bySort(pages)) visit(page)
  return ordered
}

export type ListedPage = TreePage & { routeKey: string; redirect?: boolean | null; noIndex?: boolean }

/**
 * The routes a sitemap lists, in order: the published pages in the tree's order (a page before its sub-pages,
 * siblings by sort), leaving out a page that forwards its visitors or asks search engines to keep away; then
 * the routes no page stands behind, as `routes` gives them. A route that only a page fills (`pageRoutes`)
 * and that has no published page answers 404, so it is left out.
 */
export function sitemapRoutes<R extends string>(routes: readonly R[], pages: readonly ListedPage[], pageRoutes: readonly string[]): R[] {
  const known = new Set<string>(routes)
  const withPage = new Set<string>([...pageRoutes, ...pages.map((page) => page.routeKey)])
  const fromPages = treeOrder(pages)
    .filter((page) => !page.redirect && !page.noIndex && known.has(page.routeKey))
    .map((page) => page.routeKey as R)
  return [...new Set([...fromPages, ...routes.filter((route) => !withPage.has(route))])]
}
