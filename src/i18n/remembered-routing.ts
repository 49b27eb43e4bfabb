import { type NextRequest, NextResponse } from 'next/server'

/**
 * next-intl's middleware with its answer for each path worked out once (ADR 0062). With this site's routing
 * (src/i18n/routing.ts: the locale always in the path, no detection, no cookie, no alternate links) its
 * answer depends on the path alone, the query being appended as it is; yet it sorted and matched every
 * pathname template again on each request, a tenth of a cached page's time without a proxy in front.
 *
 * Only its two everyday answers are remembered, read back from the first one it gave: pass the request on,
 * or rewrite it to the internal path, each with the locale in the request headers. Anything else (a
 * redirect, a path it could not decode) is asked of next-intl every time.
 */
const LOCALE_HEADER = 'x-next-intl-locale'

type Remembered = { locale: string; rewrite: string | null }

export function rememberingRouting(intl: (request: NextRequest) => NextResponse, { maxPaths = 2000 } = {}) {
  const answers = new Map<string, Remembered>()

  function remember(pathname: string, response: NextResponse) {
    const locale = response.headers.get(`x-middleware-request-${LOCALE_HEADER}`)
    if (!locale || response.headers.has('location') || response.headers.has('set-cookie') || response.headers.has('link')) return
    const rewrite = response.headers.get('x-middleware-rewrite')
    const passed = response.headers.get('x-middleware-next') === '1'
    if (!rewrite === !passed) return
    answers.set(pathname, { locale, rewrite: rewrite ? new URL(rewrite).pathname : null })
    if (answers.size > maxPaths) answers.delete(answers.keys().next().value!)
  }

  return function routeLocalized(request: NextRequest): NextResponse {
    const { pathname, search } = request.nextUrl
    const known = answers.get(pathname)
    if (!known) {
      const response = intl(request)
      remember(pathname, response)
      return response
    }
    // As next-intl makes them: the request's headers with the locale, passed on or rewritten (query kept).
    const headers = new Headers(request.headers)
    headers.set(LOCALE_HEADER, known.locale)
    return known.rewrite === null ? NextResponse.next({ request: { headers } }) : NextResponse.rewrite(new URL(known.rewrite + search, request.url), { request: { headers } })
  }
}
