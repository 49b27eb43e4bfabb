import { getTranslations } from 'next-intl/server'

import { Logo } from '@/shared/components/Logo'
import { listingPath } from '@/shared/catalogue-paths'
import { SearchBox } from '@/features/search'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { HomeSearch } from '@/payload-types'

import { fillCounts } from './fill-counts'
import { getAgencyName } from '@/shared/site/queries'


/** SPEC §2.6: logo, public title and description with the totals, a search input and the two buttons. */
export async function HomeSearchBlock({ config, counts, locale }: { config: HomeSearch; counts: { sale: number; rent: number }; locale: Locale }) {
  const [t, search, box, nav, catalogue, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'notFound' }),
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'searchBox' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    getAgencyName(locale),
  ])
  const withCount = (label: string, count: number) => (config.showSearchCount ? `${label} (${count})` : label)
  return (
    <div className="home-search">
      {config.showLogo && (
        <div className="home-search__logo">
          <Logo label={nav('logoAlt', { name: brand })} />
        </div>
      )}
      <h1 className="home-search__title">{config.titlePublic && config.title ? config.title : brand}</h1>
      {config.descriptionPublic && config.description && <p className="home-search__text">{fillCounts(config.description, counts)}</p>}
      {config.showSearchInput && (
        <SearchBox
          locale={locale}
          listingHrefs={{ sale: listingPath('sale', locale), rent: listingPath('rent', locale), abroad: listingPath('abroad', locale) }}
          labels={{
            label: t('searchLabel'),
            placeholder: t('searchPlaceholder'),
            submit: t('searchButton'),
            toggle: search('toggle'),
            text: search('text'),
            types: search('types'),
            cities: search('cities'),
            properties: search('properties'),
            forSale: catalogue('forSale'),
            forRent: catalogue('forRent'),
            abroad: search('abroad'),
            noResults: catalogue('noResults'),
            loading: box('loading'),
            failed: box('failed'),
          }}
        />
      )}
      {config.showSearchButton && (
        <p className="home-search__buttons">
          <a className="button button--accent" href={publicPath('/for-sale', locale)}>
            {withCount(catalogue('forSale'), counts.sale)}
          </a>
          <a className="button button--light" href={publicPath('/for-rent', locale)}>
            {withCount(catalogue('forRent'), counts.rent)}
          </a>
        </p>
      )}
    </div>
  )
}
