import { getTranslations } from 'next-intl/server'

import { type ActiveFilter, type ListingQuery, listingSearch, parseListingQuery, withoutFilter } from '@/domain/listing'
import type { MapZone } from '@/domain/listing-map'
import { formatEuro } from '@/domain/money'
import { placeName } from '@/domain/place-names'
import type { Locale } from '@/i18n/locales'
import type { PropertyType } from '@/payload-types'

type Props = {
  query: ListingQuery
  filters: ActiveFilter[]
  basePath: string
  resultsId: string
  locale: Locale
  types: PropertyType[]
  zones: MapZone[]
}

/**
 * Every active filter of a listing as a removable chip (issue 23): a plain link to the same listing without
 * it, so it works without JavaScript and nothing narrows the results unseen (a typed text kept from the home
 * search included). With two or more, a last link clears them all.
 */
export async function ListingChips({ query, filters, basePath, resultsId, locale, types, zones }: Props) {
  if (filters.length === 0) return null
  const [t, listing] = await Promise.all([getTranslations({ locale, namespace: 'listingFilters' }), getTranslations({ locale, namespace: 'listing' })])
  const text = (filter: ActiveFilter): string => {
    switch (filter.key) {
      case 'q':
        return t('chipText', { text: filter.value })
      case 'city':
        return `${placeName(filter.value.name, locale)} (${filter.value.zip})`
      case 'zone':
        return zones.find((zone) => zone.id === filter.value)?.name ?? listing('zone')
      case 'type':
        return types.find((type) => type.webId === filter.value)?.name ?? listing('type')
      case 'priceMin':
        return t('chipPriceMin', { price: formatEuro(filter.value, locale) })
      case 'priceMax':
        return t('chipPriceMax', { price: formatEuro(filter.value, locale) })
      case 'bedrooms':
        return t('chipBedrooms', { count: filter.value })
      case 'areaMin':
        return t('chipArea', { area: filter.value })
      case 'epc':
        return t('chipEpc', { label: filter.value.toUpperCase() })
      case 'build':
        return t(filter.value === 'new' ? 'buildNew' : 'buildExisting')
      case 'outdoor':
        return t('outdoor')
      case 'parking':
        return t('parking')
      case 'withDone':
        return t('chipWithDone')
    }
  }
  return (
    <nav className="chips" aria-label={t('chips')}>
      <ul className="chips__list">
        {filters.map((filter) => {
          const label = text(filter)
          return (
            <li key={filter.key}>
              <a className="chip" href={`${basePath}${withoutFilter(query, filter.key)}#${resultsId}`} aria-label={t('remove', { filter: label })} data-filter={filter.key}>
                <span className="chip__text">{label}</span>
                <svg className="chip__remove" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </a>
            </li>
          )
        })}
        {filters.length > 1 && (
          <li>
            <a className="chips__clear" href={`${basePath}${listingSearch(parseListingQuery({ sort: query.sort }))}#${resultsId}`}>
              {t('clearAll')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
