import type { NextRequest } from 'next/server'

import { getSiteLanguages } from '@/shared/site/queries'
import { detectLocale } from '@/i18n/detect'
import { redirectTo } from '@/i18n/redirect'
import { LOCALE_COOKIE } from '@/i18n/routing'

/** '/' sends the visitor to the home page in their language (SPEC §2.2, §4). */
export async function GET(request: NextRequest) {
  const { enabled, defaultLocale } = await getSiteLanguages()
  const locale = detectLocale({
    query: request.nextUrl.searchParams.get('lng'),
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    enabled,
    defaultLocale,
  })
  return redirectTo(request, `/${locale}/`, 307, { Vary: 'Accept-Language, Cookie' })
}
