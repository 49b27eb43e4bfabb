import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { hasProfilePrefill } from './domain/forms/profile-prefill'
import { hasListingFilters } from './domain/listing'
import { contentSecurityPolicy, securityHeaders, usesNonce } from './domain/security-headers'
import { refuseTooManyListingQueries } from './features/catalogue/listing-limit'
import { FILTERED_SEGMENT, isCmsRoute } from './features/content/cms-routes'
import { resolveLanguageAlias, resolveLegacyPath } from './i18n/legacy'
import { publicPath } from './i18n/paths'
import { redirectTo } from './i18n/redirect'
import { rememberingRouting } from './i18n/remembered-routing'
import { routing } from './i18n/routing'

// next-intl's answer for a path is worked out once (ADR 0062).
const intl = rememberingRouting(createMiddleware(routing))

/**
 * Every response gets the security headers (ADR 0013). The admin's Content-Security-Policy holds a fresh
 * nonce, which Next.js reads from the request's CSP header and puts on its own scripts; public pages are
 * cached for every visitor and get a policy without one (ADR 0020), and nothing of the request reaches them.
 */
/** Pictures served from a bucket's public address (S3_PUBLIC_URL, validated at start; ADR 0058). */
const pictureOrigin = process.env.S3_PUBLIC_URL && URL.canParse(process.env.S3_PUBLIC_URL) ? new URL(process.env.S3_PUBLIC_URL).origin : null

/** The policy of every page without a nonce (public pages), the same for each: made once. */
const sharedPolicy = contentSecurityPolicy({ nonce: null, pathname: '/', pictureOrigin })
let hardening: { siteUrl: string; headers: [string, string][] } | undefined
/** securityHeaders() for the public address, made again only if it changes. */
function hardeningHeaders(): [string, string][] {
  const siteUrl = process.env.SITE_URL ?? ''
  if (hardening?.siteUrl !== siteUrl) hardening = { siteUrl, headers: Object.entries(securityHeaders(siteUrl)) }
  return hardening.headers
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const nonce = usesNonce(pathname) ? Buffer.from(crypto.randomUUID()).toString('base64') : null
  const policy = nonce ? contentSecurityPolicy({ nonce, pathname, pictureOrigin }) : sharedPolicy
  // A policy sent by the client must never put its nonce into a page that is then cached for everyone.
  if (nonce) request.headers.set('content-security-policy', policy)
  else request.headers.delete('content-security-policy')
  const response = await route(request)
  response.headers.set('Content-Security-Policy', policy)
  for (const [name, value] of hardeningHeaders()) response.headers.set(name, value)
  return response
}

const passOn = (request: NextRequest) => NextResponse.next({ request: { headers: request.headers } })

async function route(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl

  // Payload (admin, api), Next internals and paths with a dot (files): headers only, as before.
  if (/^\/(api|admin|_next|_vercel)/.test(pathname) || pathname.includes('.')) return passOn(request)

  // '/' is answered by app/route.ts (language detection needs the CMS settings); legacy ids need the database.
  if (pathname === '/' || /^\/(property|project)\/\d+\/?$/i.test(pathname)) return passOn(request)

  const legacy = resolveLegacyPath(pathname)
  if (legacy?.kind === 'route') {
    return redirectTo(request, publicPath(legacy.internal, 'nl', legacy.params) + search, 308)
  }

  const alias = resolveLanguageAlias(pathname)
  if (alias) {
    const target = publicPath(alias.internal, alias.locale)
    if (target !== pathname) return redirectTo(request, target + search, 308)
  }

  const { searchParams } = request.nextUrl
  // A filtered listing is rendered for each request: limited per address (ADR 0041). A router prefetch
  // renders no page of a dynamic route, so it does not count.
  if (hasListingFilters(searchParams) && !request.headers.has('next-router-prefetch')) {
    const refused = await refuseTooManyListingQueries(request.headers, pathname.split('/')[1])
    if (refused) return refused
  }
  const response = intl(request)
  return hasListingFilters(searchParams) || hasProfilePrefill(searchParams) ? toFilteredPage(request, response) : response
}

/**
 * A CMS page asked with a listing's filters (or the criteria a keep-me-informed form fills in) is rendered for
 * each request by its own internal route; the same page without them stays the cached one (ADR 0019). next-intl has already rewritten the public path
 * to the internal one ('/nl/te-koop/' → '/nl/for-sale'); the locale is followed by the filtered segment.
 */
function toFilteredPage(request: NextRequest, response: Response): Response {
  // next-intl rewrites a translated path, and passes on one that is the same in both ('/en/for-sale/').
  const rewrite = response.headers.get('x-middleware-rewrite')
  const passedOn = response.headers.get('x-middleware-next') === '1'
  if (!rewrite && !passedOn) return response
  const target = new URL(rewrite ?? request.nextUrl.href)
  const [, locale, ...rest] = target.pathname.replace(/\/$/, '').split('/')
  if (!locale || !isCmsRoute(`/${rest.join('/')}`)) return response
  target.pathname = `/${locale}/${FILTERED_SEGMENT}/${rest.join('/')}`
  response.headers.delete('x-middleware-next')
  response.headers.set('x-middleware-rewrite', target.toString())
  return response
}

export const config = {
  // Every path: pages get their routing, and everything (admin, api, Next's files, public files) its headers.
  matcher: ['/:path*'],
}
