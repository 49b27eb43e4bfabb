import { describe, expect, it } from 'vitest'

import { CACHE_CONTROL, cacheControlFor, cacheKind, type ResponseFacts } from './cache-control'

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
})
