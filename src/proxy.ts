import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { resolveLanguageAlias, resolveLegacyPath } from './i18n/legacy'
import { publicPath } from './i18n/paths'
import { redirectTo } from './i18n/redirect'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/** Request header that carries the public path to server components (layouts cannot read the URL). */
export const PUBLIC_PATH_HEADER = 'x-public-path'
export const PUBLIC_SEARCH_HEADER = 'x-public-search'

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl

  // '/' is answered by app/route.ts (language detection needs the CMS settings); legacy ids need the database.
  if (pathname === '/' || /^\/(property|project)\/\d+\/?$/i.test(pathname)) return NextResponse.next()

  const legacy = resolveLegacyPath(pathname)
  if (legacy?.kind === 'route') {
    return redirectTo(request, publicPath(legacy.internal, 'nl', legacy.params) + search, 308)
  }

  const alias = resolveLanguageAlias(pathname)
  if (alias) {
    const target = publicPath(alias.internal, alias.locale)
    if (target !== pathname) return redirectTo(request, target + search, 308)
  }

  request.headers.set(PUBLIC_PATH_HEADER, pathname)
  request.headers.set(PUBLIC_SEARCH_HEADER, search)
  return intl(request)
}

export const config = {
  // Everything except Payload (admin, api), Next internals and files with an extension.
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)'],
}
