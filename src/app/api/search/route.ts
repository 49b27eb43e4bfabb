import { NextResponse } from 'next/server'

import { searchIndex } from '@/domain/search'
import { getSearchIndex } from '@/features/search/routes'
import { isLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/** Search suggestions for the home search block: GET /api/search?q=oost&locale=nl */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const locale = params.get('locale')
  const query = (params.get('q') ?? '').slice(0, 100)
  if (!isLocale(locale)) return NextResponse.json({ error: 'locale must be one of nl, fr, en, de' }, { status: 400 })
  const results = searchIndex(await getSearchIndex(locale), query)
  return NextResponse.json(results, { headers: { 'Cache-Control': 'no-store' } })
}
