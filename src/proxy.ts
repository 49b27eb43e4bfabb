import createMiddleware from 'next-intl/middleware'
import { type NextRequest, NextResponse } from 'next/server'

import { resolveLegacyPath } from './i18n/legacy'
import { publicPath } from './i18n/paths'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/** Request header that carries the public path to server components (layouts cannot read the URL). */
export const PUBLIC_PATH_HEADER = 'x-public-path'

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl

  // '/' is answered by app/route.ts (language detection needs the CMS settings); legacy ids need the database.
  if (pathname === '/' || /^\/(property|project)\/\d+\/?$/i.test(pathname)) return NextResponse.next()

  const legacy = resolveLegacyPath(pathname)
  if (legacy?.kind === 'route') {
    const target = new URL(publicPath(legacy.internal, 'nl', legacy.params) + search, request.url)
    return NextResponse.redirect(target, 308)
  }

  request.headers.set(PUBLIC_PATH_HEADER, pathname)
  return intl(request)
}

export const config = {
  // Everything except Payload (admin, api), Next internals and files with an extension.
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)'],
}
