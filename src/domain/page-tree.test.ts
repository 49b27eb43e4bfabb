import { describe, expect, it } from 'vitest'

import { bySort, sitemapRoutes, treeOrder } from './page-tree'

describe('bySort (SPEC §2.4 Page.sort)', () => {
  it('orders by sort, an empty sort as 0, ties in the order given', () => {
    const items = [{ k: 'a', sort: 3 }, { k: 'b', sort: null }, { k: 'c', sort: 1 }, { k: 'd' }, { k: 'e', sort: -1 }]
    expect(bySort(items).map((item) => item.k)).toEqual(['e', 'b', 'd', 'c', 'a'])
  })

  it('leaves its argument as it was', () => {
    const items = [{ sort: 2 }, { sort: 1 }]
    bySort(items)
    expect(items).toEqual([{ sort: 2 }, { sort: 1 }])
  })
})

describe('treeOrder', () => {
  it('puts each page before its sub-pages, siblings by sort', () => {
    const pages = [
      { id: 1, parent: null, sort: 2 },
      { id: 2, parent: 1, sort: 9 },
      { id: 3, parent: 1, sort: 4 },
      { id: 4, parent: null, sort: 1 },
      { id: 5, parent: 3, sort: 0 },
    ]
    expect(treeOrder(pages).map((page) => page.id)).toEqual([4, 1, 3, 5, 2])
  })

  it('keeps a page whose parent is missing at the top level, and a loop of parents', () => {
    const pages = [
      { id: 1, parent: 99, sort: 5 },
      { id: 2, parent: null, sort: 1 },
      { id: 3, parent: 4, sort: 0 },
      { id: 4, parent: 3, sort: 0 },
      { id: 6, parent: 6, sort: 7 },
    ]
    expect(treeOrder(pages).map((page) => page.id).sort()).toEqual([1, 2, 3, 4, 6])
    expect(treeOrder(pages).slice(0, 3).map((page) => page.id)).toEqual([2, 1, 6])
  })
})

describe('sitemapRoutes', () => {
  const routes = ['/', '/for-sale', '/i-sell', '/i-sell/a', '/i-sell/b', '/favourites', '/contact', '/abroad'] as const
  const pageRoutes = ['/for-sale', '/i-sell', '/i-sell/a', '/i-sell/b', '/contact', '/abroad']

  it('lists the pages in tree order, then the routes without a page', () => {
    const pages = [
      { id: 1, routeKey: '/', sort: 1 },
      { id: 2, routeKey: '/i-sell', sort: 3 },
      { id: 3, routeKey: '/i-sell/a', parent: 2, sort: 9 },
      { id: 4, routeKey: '/i-sell/b', parent: 2, sort: 4 },
      { id: 5, routeKey: '/for-sale', sort: 2 },
      { id: 6, routeKey: '/contact', sort: 5 },
      { id: 7, routeKey: '/abroad', sort: 6 },
    ]
    expect(sitemapRoutes(routes, pages, pageRoutes)).toEqual(['/', '/for-sale', '/i-sell', '/i-sell/b', '/i-sell/a', '/contact', '/abroad', '/favourites'])
  })

  it('leaves out a route whose page is not published, forwards or is kept from search engines', () => {
    const pages = [
      { id: 2, routeKey: '/i-sell', sort: 3 },
      { id: 3, routeKey: '/i-sell/a', parent: 2, sort: 1, redirect: true },
      { id: 5, routeKey: '/for-sale', sort: 2, noIndex: true },
      { id: 6, routeKey: '/contact', sort: 5 },
    ]
    expect(sitemapRoutes(routes, pages, pageRoutes)).toEqual(['/i-sell', '/contact', '/', '/favourites'])
  })
})
