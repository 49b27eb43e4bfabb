import { listingSearch, parseListingQuery } from '@/domain/listing'
import { searchIndex, textTarget } from '@/domain/search'
import { listingPath } from '@/shared/catalogue-paths'
import { getSearchIndex } from '@/features/search/routes'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { redirectTo } from '@/i18n/redirect'

export const dynamic = 'force-dynamic'

/**
 * The home search box sent without choosing a suggestion (also without JavaScript): GET /api/search/go/?locale=nl&q=Brugge
 * answers with the listing that has results for the text, for sale, for rent or abroad, filtered on it.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const asked = params.get('locale')
  const locale = isLocale(asked) ? asked : defaultLocale
  const { q } = parseListingQuery({ q: params.get('q') ?? undefined })
  const scope = q ? textTarget(searchIndex(await getSearchIndex(locale), q).text) : 'sale'
  return redirectTo(request, listingPath(scope, locale) + listingSearch({ ...parseListingQuery({}), q }), 302, { 'Cache-Control': 'no-store' })
}
