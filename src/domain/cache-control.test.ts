import { describe, expect, it } from 'vitest'

import { appMarkedPrivate, CACHE_CONTROL, cacheControlFor, cacheKind, NEXT_DYNAMIC_DEFAULT, personalRequest, type ResponseFacts } from './cache-control'
import { routePath } from './route-path'

const page: ResponseFacts = { method: 'GET', pathname: '/nl/', status: 200, contentType: 'text/html; charset=utf-8', setsCookie: false, authenticated: false, serverAction: false }
const facts = (overrides: Partial<ResponseFacts>): ResponseFacts => ({ ...page, ...overrides })

describe('cache-control (ADR 0021)', () => {
  it('lets a proxy keep public pages a few seconds and serve them stale a while, never the browser', () => {
    for (const pathname of ['/nl/', '/fr/a-vendre/', '/nl/te-koop/oostende/appartement/4000101/', '/de/blog/x/', '/sitemap.xml', '/robots.txt'])
      expect(cacheKind(facts({ pathname, contentType: pathname.endsWith('.xml') ? 'application/xml' : 'text/html' })), pathname).toBe('page')
    expect(cacheControlFor(page)).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=60')
    // A page's data for client navigation is public like the page.
    expect(cacheKind(facts({ contentType: 'text/x-component' }))).toBe('page')
  })

  it('keeps Next.js\u2019s built files a year, immutable', () => {
    expect(cacheControlFor(facts({ pathname: '/_next/static/chunks/app-1234.js', contentType: 'application/javascript' }))).toBe('public, max-age=31536000, immutable')
    expect(cacheKind(facts({ pathname: '/_next/static/chunks/missing.js', status: 404 }))).toBe('never')
  })

  it('keeps uploaded pictures long, but no other uploaded file', () => {
    expect(cacheKind(facts({ pathname: '/api/media/file/house-1200x800.webp', contentType: 'image/webp' }))).toBe('media')
    expect(CACHE_CONTROL.media).toMatch(/^public, max-age=31536000$/)
    expect(cacheKind(facts({ pathname: '/api/media/file/plan.pdf', contentType: 'application/pdf' }))).toBe('never')
    expect(cacheKind(facts({ pathname: '/api/property-documents/file/epc.pdf', contentType: 'application/pdf' }))).toBe('never')
  })

  it('never lets anything personal be kept: forms\u2019 answers, the admin, logged-in requests, cookies, documents, the API', () => {
    const never = [
      facts({ method: 'POST' }),
      facts({ serverAction: true }),
      facts({ setsCookie: true }),
      facts({ authenticated: true }),
      facts({ pathname: '/admin/', contentType: 'text/html' }),
      facts({ pathname: '/admin/collections/leads/' }),
      facts({ pathname: '/api/documents/abc.def/', contentType: 'application/pdf' }),
      facts({ pathname: '/api/leads/', contentType: 'application/json' }),
      facts({ pathname: '/api/users/me/', contentType: 'application/json' }),
      facts({ pathname: '/api/health/', contentType: 'application/json' }),
      facts({ pathname: '/api/media/file/house.webp', contentType: 'image/webp', authenticated: true }),
      facts({ pathname: '/nl/te-koop/', status: 404 }),
      facts({ pathname: '/', status: 307 }),
      facts({ pathname: '/nl/contact/', status: 303 }),
      // The owner portal and account pages, whatever the request carries (their cookie is not staff's).
      facts({ pathname: '/nl/login/portaal/' }),
      facts({ pathname: '/fr/login/portail/bien/12/' }),
      facts({ pathname: '/en/login/search-profile/' }),
      facts({ pathname: '/de/login/neues-passwort/' }),
    ]
    for (const response of never) expect(cacheControlFor(response), JSON.stringify(response)).toBe('private, no-store')
  })

  it('keeps the login page itself public: it holds a form, nothing personal', () => {
    expect(cacheKind(facts({ pathname: '/nl/login/' }))).toBe('page')
  })

  it('lets search suggestions be public and short-lived, and public files be kept a day', () => {
    expect(cacheKind(facts({ pathname: '/api/search/', contentType: 'application/json' }))).toBe('suggestions')
    expect(CACHE_CONTROL.suggestions).toContain('s-maxage=5')
    expect(cacheKind(facts({ pathname: '/logo.svg', contentType: 'image/svg+xml' }))).toBe('publicFile')
  })

  it('treats a brochure like its page, its 304 too, and keeps nothing else under that name or for a login', () => {
    const pdf = facts({ pathname: '/fr/brochure/4000101.pdf', contentType: 'application/pdf' })
    expect(cacheKind(pdf)).toBe('brochure')
    expect(cacheControlFor(pdf)).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=60')
    expect(cacheKind({ ...pdf, status: 304, contentType: '' })).toBe('brochure')
    expect(cacheKind({ ...pdf, status: 404, contentType: 'text/plain' })).toBe('never')
    expect(cacheKind({ ...pdf, status: 503 })).toBe('never')
    expect(cacheKind({ ...pdf, authenticated: true })).toBe('never')
    expect(cacheKind({ ...pdf, method: 'POST' })).toBe('never')
    expect(cacheKind({ ...pdf, pathname: '/fr/brochure/x.pdf' })).toBe('never')
    // Any other 304 stays as it was.
    expect(cacheKind(facts({ status: 304 }))).toBe('never')
  })

  it('lets a listing map’s markers be public and short-lived, but not for staff or an error', () => {
    const markers = facts({ pathname: '/api/listing-map/nl/sale/', contentType: 'application/json' })
    expect(cacheControlFor(markers)).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=60')
    expect(cacheKind({ ...markers, authenticated: true })).toBe('never')
    expect(cacheKind({ ...markers, status: 404 })).toBe('never')
    expect(cacheKind({ ...markers, contentType: 'text/html' })).toBe('never')
  })

  // ADR 0040: no later layer makes a personal answer shareable, whatever the path's spelling.
  const personalPages = [
    '/nl/login/portaal/', '/fr/login/portail/', '/en/login/portal/', '/de/login/portal/',
    '/nl/login/portaal/pand/12/', '/fr/login/portail/bien/12/', '/en/login/portal/property/12/', '/de/login/portal/immobilie/12/',
    '/nl/login/zoekprofiel/', '/fr/login/profil-de-recherche/', '/en/login/search-profile/', '/de/login/suchprofil/',
  ]
  const spell = (path: string) => [
    path,
    path.replace('/login/', '/%6Cogin/'),
    path.replace('/login/', '/%256Cogin/'),
    path.toUpperCase(),
    path.replace('/login/', '//login//'),
    path.replace(/\/$/, ''),
    path.replace('/login/', '/login;x=1/'),
    path.replace('/login/', '/x/../login/./'),
    path.replace('/login/', '/%2e%2e/' + path.split('/')[1] + '/login/'),
    path.replace('/login/', '/login%2F'),
    path.replace('/login/', '\\login\\'),
  ]

  it('keeps every spelling of every personal page private, in every language', () => {
    for (const path of personalPages)
      for (const spelling of spell(path)) expect(cacheKind(facts({ pathname: routePath(spelling) })), spelling).toBe('never')
  })

  it('keeps private what names no route (a malformed escape)', () => {
    expect(routePath('/nl/%ZZ/')).toBeNull()
    expect(cacheKind(facts({ pathname: null }))).toBe('never')
  })

  it('never shares an answer to a request with a login cookie or an Authorization header', () => {
    expect(personalRequest({ cookie: 'zeedijk-account=abc' })).toBe(true)
    expect(personalRequest({ cookie: 'zeedijk_consent=1; zeedijk-account=abc' })).toBe(true)
    expect(personalRequest({ cookie: 'a=1;payload-token=x' })).toBe(true)
    expect(personalRequest({ cookie: ['a=1', 'Zeedijk-Account=x'] })).toBe(true)
    expect(personalRequest({ authorization: 'JWT x' })).toBe(true)
    expect(personalRequest({ cookie: 'zeedijk_consent=1; NEXT_LOCALE=nl; my-zeedijk-account-x=1' })).toBe(false)
    expect(personalRequest({})).toBe(false)
  })

  it('keeps what the app marked private or no-store, but reads Next.js\u2019s default on a rendered page as no statement', () => {
    expect(appMarkedPrivate('private, no-store', '/nl')).toBe(true)
    expect(appMarkedPrivate('no-store', '/nl/te-koop')).toBe(true)
    expect(appMarkedPrivate('Private, max-age=10', '/sitemap.xml')).toBe(true)
    expect(appMarkedPrivate(NEXT_DYNAMIC_DEFAULT, '/nl/te-koop')).toBe(false)
    expect(appMarkedPrivate(NEXT_DYNAMIC_DEFAULT, '/api/listing-map/nl/sale')).toBe(true)
    expect(appMarkedPrivate('s-maxage=3600, stale-while-revalidate=60', '/nl')).toBe(false)
    expect(appMarkedPrivate(undefined, '/nl')).toBe(false)
    // The search suggestions' route writes no-store against Next's own cache; they stay public.
    expect(appMarkedPrivate('no-store', '/api/search')).toBe(false)
    expect(cacheKind(facts({ pathname: '/nl/te-koop', appCacheControl: 'private, no-store' }))).toBe('never')
    expect(cacheKind(facts({ pathname: '/nl/te-koop', appCacheControl: NEXT_DYNAMIC_DEFAULT }))).toBe('page')
  })
})
