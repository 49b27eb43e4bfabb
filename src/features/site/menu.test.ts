import { describe, expect, it } from 'vitest'

import type { Menu, Page } from '@/payload-types'

import { buildMenu } from './menu'

const page = (id: number, routeKey: string, title: string, status: Page['status'] = 'published'): Page =>
  ({ id, routeKey, title, status, updatedAt: '', createdAt: '' }) as Page

const menu = {
  id: 1,
  entries: [
    { page: page(1, '/', 'Home'), status: 'published' },
    { page: page(2, '/for-sale', 'Te koop'), status: 'published', title: 'Kopen' },
    {
      page: page(3, '/i-sell', 'Ik verkoop'),
      status: 'published',
      children: [
        { page: page(4, '/i-sell/selling-yourself', 'Zelf verkopen'), status: 'published' },
        { page: page(5, '/i-sell/home-not-selling', 'Niet verkocht'), status: 'draft' },
        { page: page(6, '/i-sell/selling-with-an-agent', 'Met makelaar', 'draft'), status: 'published' },
      ],
    },
    { page: page(7, '/abroad', 'Buitenland'), status: 'draft' },
    { page: page(8, '/not-a-route', 'Kapot'), status: 'published' },
  ],
} as unknown as Menu

describe('buildMenu (SPEC §2.5)', () => {
  it('shows published entries and children only, with paths in the current language', () => {
    expect(buildMenu(menu, 'fr', { hideHome: false })).toEqual([
      { href: '/fr/', label: 'Home', children: [] },
      { href: '/fr/a-vendre/', label: 'Kopen', children: [] },
      {
        href: '/fr/je-vends/',
        label: 'Ik verkoop',
        children: [{ href: '/fr/je-vends/je-veux-vendre-moi-meme/', label: 'Zelf verkopen', children: [] }],
      },
    ])
  })

  it('lists the sub-menu in the sort order of its pages (SPEC §2.4 Page.sort)', () => {
    const sorted = (sorts: [number, number, number]) =>
      ({
        id: 1,
        entries: [
          {
            page: page(3, '/i-sell', 'Ik verkoop'),
            status: 'published',
            children: [
              { page: { ...page(4, '/i-sell/selling-yourself', 'Zelf'), sort: sorts[0] }, status: 'published' },
              { page: { ...page(5, '/i-sell/home-not-selling', 'Niet verkocht'), sort: sorts[1] }, status: 'published' },
              { page: { ...page(6, '/i-sell/selling-with-an-agent', 'Makelaar'), sort: sorts[2] }, status: 'published' },
            ],
          },
        ],
      }) as unknown as Menu
    const labels = (sorts: [number, number, number]) => buildMenu(sorted(sorts), 'nl', { hideHome: false })[0]!.children.map((l) => l.label)
    expect(labels([1, 2, 3])).toEqual(['Zelf', 'Niet verkocht', 'Makelaar'])
    expect(labels([3, 1, 2])).toEqual(['Niet verkocht', 'Makelaar', 'Zelf'])
    expect(labels([0, 0, 0])).toEqual(['Zelf', 'Niet verkocht', 'Makelaar'])
  })

  it('hides the home entry when the setting says so', () => {
    expect(buildMenu(menu, 'nl', { hideHome: true }).map((l) => l.href)).toEqual(['/nl/te-koop/', '/nl/ik-verkoop/'])
  })
})
