import createMiddleware from 'next-intl/middleware'
import { NextRequest, type NextResponse } from 'next/server'
import { describe, expect, it, vi } from 'vitest'

import { locales } from './locales'
import { pathnames } from './pathnames'
import { rememberingRouting } from './remembered-routing'
import { routing } from './routing'

const intl = createMiddleware(routing)

/** Every public path of the routing table in every language (dynamic segments filled in), and odd ones. */
function publicPaths(): string[] {
  const fill = (template: string) => template.replace('[...path]', 'oostende/residentie-zeezicht').replace(/\[(\w+)\]/g, (_, name: string) => (name === 'id' || name === 'page' ? '2' : `een-${name}`))
  const paths = new Set<string>()
  for (const entry of Object.values(pathnames))
    for (const locale of locales) {
      const template = typeof entry === 'string' ? entry : entry[locale]
      paths.add(`/${locale}${fill(template) === '/' ? '/' : `${fill(template)}/`}`)
    }
  const odd = ['/nl/bestaat-niet/', '/fr/te-koop/', '/en/TE-KOOP/', '/nl/te-koop', '/xx/te-koop/', '/nl/%ZZ/', '/de/zu-verkaufen/%C3%BC/', '/nl//te-koop/', '/nl/te-koop/oostende/x/1/extra/']
  return [...paths, ...odd]
}

const ask = (path: string) => new NextRequest(`http://localhost:3100${path}`, { headers: { 'accept-language': 'fr-BE,fr;q=0.9', cookie: 'zeedijk_consent=1', 'x-forwarded-for': '203.0.113.9' } })
const answerOf = (response: NextResponse) => ({ status: response.status, headers: [...response.headers.entries()] })

describe('next-intl with its answers remembered', () => {
  it('answers every path as next-intl does, the first time and from memory, with the query kept', () => {
    const routeLocalized = rememberingRouting(intl)
    for (const path of publicPaths())
      for (const query of ['', '?page=2&sort=price-asc'])
        for (let time = 0; time < 2; time++) expect(answerOf(routeLocalized(ask(path + query))), `${path}${query} (${time ? 'remembered' : 'first'})`).toEqual(answerOf(intl(ask(path + query))))
  })

  it('asks next-intl once per remembered path, and every time for a redirect', () => {
    const counted = vi.fn(intl)
    const routeLocalized = rememberingRouting(counted)
    for (let i = 0; i < 3; i++) routeLocalized(ask('/nl/te-koop/'))
    expect(counted).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 3; i++) routeLocalized(ask('/xx/te-koop/'))
    expect(intl(ask('/xx/te-koop/')).headers.has('location')).toBe(true)
    expect(counted).toHaveBeenCalledTimes(4)
  })

  it('forgets the oldest path beyond its limit', () => {
    const counted = vi.fn(intl)
    const routeLocalized = rememberingRouting(counted, { maxPaths: 2 })
    for (const path of ['/nl/te-koop/', '/nl/te-huur/', '/nl/contact/', '/nl/te-koop/']) routeLocalized(ask(path))
    expect(counted).toHaveBeenCalledTimes(4)
    routeLocalized(ask('/nl/contact/'))
    expect(counted).toHaveBeenCalledTimes(4)
  })
})
