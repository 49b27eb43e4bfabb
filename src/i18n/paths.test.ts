import { describe, expect, it } from 'vitest'

import { resolveLanguageAlias, resolveLegacyPath } from './legacy'
import { locales } from './locales'
import { getPathname } from './navigation'
import { type AppPathname, pathnames } from './pathnames'
import { publicPath, resolvePublicPath } from './paths'

const sampleParams: Record<string, Record<string, string | string[]>> = {
  '/for-sale/[city]/[slug]/[id]': { city: 'oostende', slug: 'appartement-met-zeezicht', id: '4000001' },
  '/for-rent/[city]/[slug]/[id]': { city: 'oostende', slug: 'studio-aan-zee', id: '4000002' },
  '/projects/[...path]': { path: ['oostende', 'residentie-duinzicht', '900', 'app-1-1', '4000003'] },
  '/blog/[slug]': { slug: 'kopen-aan-de-kust' },
  '/blog/page/[page]': { page: '2' },
  '/blog/category/[category]': { category: 'kopen' },
  '/blog/category/[category]/page/[page]': { category: 'kopen', page: '3' },
  '/testimonials/[slug]': { slug: 'familie-peeters' },
  '/login/portal/property/[id]': { id: '12' },
  '/login/portal/project/[id]': { id: '3' },
  '/purchase-costs/[id]': { id: '4000101' },
  '/thank-you/contact-me/[id]': { id: '4000101' },
  '/thank-you/contact-appointment/[id]': { id: '4000101' },
  '/thank-you/send-to-friend/[id]': { id: '4000101' },
  '/thank-you/rent-application/[id]': { id: '4000101' },
  '/thank-you/offer-to-purchase/[id]': { id: '4000101' },
}

describe('routing table', () => {
  const routes = Object.keys(pathnames) as AppPathname[]

  it.each(routes.flatMap((route) => locales.map((locale) => [route, locale] as const)))('%s maps both ways in %s', (route, locale) => {
    const params = sampleParams[route] ?? {}
    const path = publicPath(route, locale, params)
    expect(path.startsWith(`/${locale}/`)).toBe(true)
    expect(path.endsWith('/')).toBe(true)
    expect(resolvePublicPath(path)).toEqual({ locale, internal: route, params })
  })

  it('gives every language its own path for every page, except where the word is the same', () => {
    const seen = new Set<string>()
    for (const route of routes) for (const locale of locales) {
      const path = publicPath(route, locale, sampleParams[route] ?? {})
      expect(seen.has(path)).toBe(false)
      seen.add(path)
    }
  })

  it('keeps the Dutch paths of SPEC §2.1 exactly', () => {
    const expected: [AppPathname, string][] = [
      ['/', '/nl/'],
      ['/for-sale', '/nl/te-koop/'],
      ['/for-rent', '/nl/te-huur/'],
      ['/contact', '/nl/contact/'],
      ['/i-sell', '/nl/ik-verkoop/'],
      ['/i-sell/selling-with-an-agent', '/nl/ik-verkoop/verkopen-met-een-makelaar/'],
      ['/i-sell/selling-yourself', '/nl/ik-verkoop/ik-wil-zelf-verkopen/'],
      ['/i-sell/home-not-selling', '/nl/ik-verkoop/mijn-woning-raakt-niet-verkocht/'],
      ['/demand-register', '/nl/ik-zoek/'],
      ['/free-valuation', '/nl/gratis-schatting/'],
      ['/blog', '/nl/blog/'],
      ['/about-us', '/nl/over-ons/'],
      ['/disclaimer', '/nl/disclaimer/'],
      ['/cookie-policy', '/nl/cookie-policy/'],
      ['/privacy-statement', '/nl/privacy-statement/'],
      ['/abroad', '/nl/buitenland/'],
      ['/login', '/nl/login/'],
      ['/projects', '/nl/projecten/'],
      ['/testimonials', '/nl/getuigenissen/'],
      ['/thank-you/contact-me', '/nl/bedankt/contact-me/'],
      ['/thank-you/contact-appointment', '/nl/bedankt/contact-appointment/'],
      ['/thank-you/contact-construction', '/nl/bedankt/contact-construction/'],
      ['/thank-you/free-valuation', '/nl/bedankt/gratis-schatting/'],
      ['/thank-you/search-profile', '/nl/bedankt/zoekopdracht/'],
      ['/thank-you/send-to-friend', '/nl/bedankt/send-to-friend/'],
      ['/thank-you/site-contact', '/nl/bedankt/contacteer-ons/'],
      ['/thank-you/sign-newsletter', '/nl/bedankt/sign-newsletter/'],
      ['/thank-you/testing-testing', '/nl/bedankt/testing-testing/'],
    ]
    for (const [route, path] of expected) expect(publicPath(route, 'nl')).toBe(path)
    expect(publicPath('/for-sale/[city]/[slug]/[id]', 'nl', sampleParams['/for-sale/[city]/[slug]/[id]'])).toBe('/nl/te-koop/oostende/appartement-met-zeezicht/4000001/')
    expect(publicPath('/projects/[...path]', 'nl', { path: ['oostende', 'duinzicht', '900'] })).toBe('/nl/projecten/oostende/duinzicht/900/')
  })

  it('has the login page at /nl/, /fr/ and /en/login/', () => {
    expect(['nl', 'fr', 'en'].map((l) => publicPath('/login', l as 'nl'))).toEqual(['/nl/login/', '/fr/login/', '/en/login/'])
  })

  it('resolves paths without a trailing slash and rejects unknown ones', () => {
    expect(resolvePublicPath('/fr/a-vendre')).toEqual({ locale: 'fr', internal: '/for-sale', params: {} })
    expect(resolvePublicPath('/nl/bestaat-niet/')).toBeNull()
    expect(resolvePublicPath('/xx/te-koop/')).toBeNull()
    expect(resolvePublicPath('/fr/te-koop/')).toBeNull()
  })

  it('encodes and decodes parameters', () => {
    const path = publicPath('/blog/[slug]', 'fr', { slug: 'été à la mer' })
    expect(path).toBe('/fr/blog/%C3%A9t%C3%A9%20%C3%A0%20la%20mer/')
    expect(resolvePublicPath(path)?.params).toEqual({ slug: 'été à la mer' })
  })

  it('refuses to build a path with a missing parameter', () => {
    expect(() => publicPath('/blog/[slug]', 'nl', {})).toThrow(/slug/)
    expect(() => publicPath('/blog/[slug]', 'nl', { slug: '' })).toThrow('Missing route parameter "slug" for /blog/[slug]')
    expect(() => publicPath('/blog/[slug]', 'nl', { slug: ['a', 'b'] })).toThrow('Parameter "slug" of /blog/[slug] takes one segment')
  })

  it('keeps a slash, question mark or hash of a parameter inside its segment; numbers and one-element lists count as one segment', () => {
    expect(publicPath('/blog/[slug]', 'nl', { slug: 'a/b?c#d' })).toBe('/nl/blog/a%2Fb%3Fc%23d/')
    expect(publicPath('/purchase-costs/[id]', 'en', { id: 4000101 })).toBe('/en/purchase-costs/4000101/')
    expect(publicPath('/blog/[slug]', 'nl', { slug: ['kopen'] })).toBe('/nl/blog/kopen/')
    expect(publicPath('/projects/[...path]', 'fr', { path: 'oostende/duinzicht' })).toBe('/fr/projets/oostende%2Fduinzicht/')
  })
})

describe('one path builder: next-intl', () => {
  const routes = Object.keys(pathnames) as AppPathname[]
  const cases = routes.flatMap((route) => locales.map((locale) => [route, locale] as const))
  const builtByNextIntl = (route: AppPathname, locale: (typeof locales)[number]) =>
    getPathname({ locale, href: { pathname: route, params: sampleParams[route] ?? {} } as Parameters<typeof getPathname>[0]['href'] })

  it.each(cases)('%s in %s is getPathname’s path, with the slash of trailingSlash', (route, locale) => {
    expect(publicPath(route, locale, sampleParams[route] ?? {})).toBe(`${builtByNextIntl(route, locale).replace(/\/$/, '')}/`)
  })

  it('gives the same paths inside a Next.js build, where next-intl adds the trailing slash itself', () => {
    // next-intl's plugin sets this from next.config.ts `trailingSlash: true`; tests and scripts run without it.
    const before = process.env._next_intl_trailing_slash
    const outside = cases.map(([route, locale]) => publicPath(route, locale, sampleParams[route] ?? {}))
    process.env._next_intl_trailing_slash = 'true'
    try {
      expect(cases.map(([route, locale]) => builtByNextIntl(route, locale).replace(/^(\/[a-z]{2})$/, '$1/'))).toEqual(outside)
      expect(cases.map(([route, locale]) => publicPath(route, locale, sampleParams[route] ?? {}))).toEqual(outside)
    } finally {
      if (before === undefined) delete process.env._next_intl_trailing_slash
      else process.env._next_intl_trailing_slash = before
    }
  })
})

describe('legacy paths (SPEC §2.1 original paths)', () => {
  it.each([
    ['/for-sale/', '/nl/te-koop/'],
    ['/for-rent/', '/nl/te-huur/'],
    ['/contact/', '/nl/contact/'],
    ['/ik-verkoop/', '/nl/ik-verkoop/'],
    ['/demand-register/', '/nl/ik-zoek/'],
    ['/contact-demand/', '/nl/gratis-schatting/'],
    ['/Tips-&-Info/', '/nl/blog/'],
    ['/Over-ons/', '/nl/over-ons/'],
    ['/Disclaimer/', '/nl/disclaimer/'],
    ['/Cookie-policy/', '/nl/cookie-policy/'],
    ['/Privacy-statement/', '/nl/privacy-statement/'],
    ['/Buitenland/', '/nl/buitenland/'],
    ['/login/', '/nl/login/'],
    ['/projects/', '/nl/projecten/'],
    ['/ik-verkoop/verkopen-met-een-makelaar/', '/nl/ik-verkoop/verkopen-met-een-makelaar/'],
    ['/ik-verkoop/ik-wil-zelf-verkopen/', '/nl/ik-verkoop/ik-wil-zelf-verkopen/'],
    ['/ik-verkoop/mijn-woning-raakt-niet-verkocht/', '/nl/ik-verkoop/mijn-woning-raakt-niet-verkocht/'],
    ['/feedback/contact-me/', '/nl/bedankt/contact-me/'],
    ['/feedback/contact-appointment/', '/nl/bedankt/contact-appointment/'],
    ['/feedback/contact-construction/', '/nl/bedankt/contact-construction/'],
    ['/feedback/contact-demand/', '/nl/bedankt/gratis-schatting/'],
    ['/feedback/demand-register/', '/nl/bedankt/zoekopdracht/'],
    ['/feedback/send-to-friend/', '/nl/bedankt/send-to-friend/'],
    ['/feedback/site-contact/', '/nl/bedankt/contacteer-ons/'],
    ['/feedback/sign-newsletter/', '/nl/bedankt/sign-newsletter/'],
    ['/feedback/testing-testing/', '/nl/bedankt/testing-testing/'],
    ['/tips--info/kopen-aan-de-kust/', '/nl/blog/kopen-aan-de-kust/'],
    ['/tips-%26-info/', '/nl/blog/'],
    ['/getuigenissen/familie-peeters/', '/nl/getuigenissen/familie-peeters/'],
    ['/getuigenissen/', '/nl/getuigenissen/'],
    ['/Getuigenissen', '/nl/getuigenissen/'],
  ])('%s → %s', (original, target) => {
    const resolved = resolveLegacyPath(original)
    expect(resolved?.kind).toBe('route')
    if (resolved?.kind === 'route') expect(publicPath(resolved.internal, 'nl', resolved.params)).toBe(target)
  })

  it('recognises property and project ids', () => {
    expect(resolveLegacyPath('/property/4000001/')).toEqual({ kind: 'property', id: 4000001 })
    expect(resolveLegacyPath('/project/900')).toEqual({ kind: 'project', id: 900 })
    expect(resolveLegacyPath('/property/abc/')).toBeNull()
  })

  it('leaves language paths and unknown paths alone', () => {
    expect(resolveLegacyPath('/nl/te-koop/')).toBeNull()
    expect(resolveLegacyPath('/en/projects/')).toBeNull()
    expect(resolveLegacyPath('/whatever/')).toBeNull()
    expect(resolveLegacyPath('/%E0%A4%A/')).toBeNull()
  })
})

describe('language aliases of the privacy and cookie pages', () => {
  it.each([
    ['/fr/privacy-statement/', '/fr/declaration-de-confidentialite/'],
    ['/de/cookie-policy/', '/de/cookie-richtlinie/'],
    ['/en/privacy-statement', '/en/privacy-statement/'],
    ['/nl/cookie-policy/', '/nl/cookie-policy/'],
  ])('%s → %s', (alias, target) => {
    const resolved = resolveLanguageAlias(alias)
    expect(resolved && publicPath(resolved.internal, resolved.locale)).toBe(target)
  })
  it('ignores other paths', () => {
    expect(resolveLanguageAlias('/xx/cookie-policy/')).toBeNull()
    expect(resolveLanguageAlias('/fr/blog/')).toBeNull()
  })
})
