import { isLocale, type Locale } from './locales'
import { publicPath } from './paths'

export type NotFoundKind = { locale: Locale; view: 'property' | 'page' }

/**
 * Which 404 a missing path gets: below a listing (for sale, for rent, projects) it was a property or
 * project, so "Property Not Found" with the way back to the listings; anything else the general page.
 * The language is the path's first segment (the default language when it has none).
 */
export function notFoundKind(pathname: string): NotFoundKind {
  const first = pathname.split('/')[1]
  const locale: Locale = isLocale(first) ? first : 'nl'
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`
  const underListing = (['/for-sale', '/for-rent', '/projects'] as const).some((listing) => {
    const prefix = publicPath(listing, locale)
    return path.startsWith(prefix) && path.length > prefix.length
  })
  return { locale, view: underListing ? 'property' : 'page' }
}
