import { NextResponse } from 'next/server'

import { isListingScope, listingParams, parseListingQuery } from '@/domain/listing'
import { MAP_CAP_PARAM, mapCap, marqueeIgnoreList } from '@/domain/listing-map'
import { listingQueryAllowed, tooManyListingQueries, getListingMap } from '@/features/catalogue/routes'
import { getSettings } from '@/shared/site/queries'
import { isLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/**
 * The markers of a listing's map: GET /api/listing-map/nl/sale/?city=Oostende%7C8400, the listing's own query.
 * Public data only (ADR 0031); scripts/serve.mjs gives it the short public Cache-Control of ADR 0021.
 * LISTING_QUERY_LIMIT per minute per address (ADR 0041): beyond it a 429 with Retry-After.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; scope: string }> }) {
  const { locale, scope } = await params
  if (!isLocale(locale) || !isListingScope(scope)) return NextResponse.json({ error: 'unknown listing' }, { status: 404 })
  // Rate-limited per address (ADR 0041): the map's markers are one of the expensive public answers.
  const allowed = await listingQueryAllowed(request.headers)
  if (!allowed.ok) return tooManyListingQueries(allowed.retryAfter, JSON.stringify({ error: 'too many requests', retryAfter: allowed.retryAfter }), 'application/json')
  const { searchParams } = new URL(request.url)
  const query = parseListingQuery(listingParams(searchParams))
  const settings = await getSettings()
  // A capped list's map (?max=6, a module's maxItems) marks the items that list shows, not every match.
  return NextResponse.json(await getListingMap(scope, query, locale, marqueeIgnoreList(settings.mapMarqueeIgnore), mapCap(searchParams.get(MAP_CAP_PARAM))))
}
