import { NextResponse } from 'next/server'

import { isListingScope, listingParams, parseListingQuery } from '@/domain/listing'
import { marqueeIgnoreList } from '@/domain/listing-map'
import { getListingMap } from '@/features/catalogue/listing-query'
import { getSettings } from '@/features/site/queries'
import { isLocale } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/**
 * The markers of a listing's map: GET /api/listing-map/nl/sale/?city=Oostende%7C8400, the listing's own query.
 * Public data only (ADR 0031); scripts/serve.mjs gives it the short public Cache-Control of ADR 0021.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string; scope: string }> }) {
  const { locale, scope } = await params
  if (!isLocale(locale) || !isListingScope(scope)) return NextResponse.json({ error: 'unknown listing' }, { status: 404 })
  const query = parseListingQuery(listingParams(new URL(request.url).searchParams))
  const settings = await getSettings()
  return NextResponse.json(await getListingMap(scope, query, locale, marqueeIgnoreList(settings.mapMarqueeIgnore)))
}
