import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { activeFilters, AREA_STEPS, BUILDS, EPC_LETTERS, type ListingQuery, listingScopeRule, listingSearch, pageWindow, SORTS } from '@/domain/listing'
import { typesFor } from '@/domain/property-types'
import { mapCap, mapDataSearch, mapListingQuery } from '@/domain/listing-map'
import { itemImageSizes, type ListLayout } from '@/domain/module-layout'
import { ItemList } from '@/shared/components/ItemList'
import { FavouritesLink } from '@/features/favourites'
import { ListingMapPanel, type ListingMapTexts } from '@/features/map'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import { findListing, getListingCities, getPropertyTypes, getZoneIntro, getZoneOutlines, type ListingScope } from '../listing-query'
import { ListingChips } from './ListingChips'
import { ListingFilterForm } from './ListingFilterForm'
import { AlertForSearch } from './ListingLinks'
import { PropertyCard } from './PropertyCard'
import { ZoneIntro } from './ZoneIntro'
import { placeName } from '@/domain/place-names'

const sortLabel = { newest: 'sortNewest', 'price-asc': 'sortPriceAsc', 'price-desc': 'sortPriceDesc' } as const
const buildLabel = { new: 'buildNew', existing: 'buildExisting' } as const

/** The result count's id: a filtered listing opens there (the form's action) instead of at the top. */
const RESULTS_ID = 'results'

const MAP_TEXTS = ['show', 'hide', 'label', 'help', 'failed', 'none', 'limited', 'cluster', 'samePlace', 'approximate', 'zone', 'selectedZone', 'zoomIn', 'zoomOut', 'close'] as const

/**
 * A listing with its filters (SPEC §2.3): a plain GET form, so it works without JavaScript and the filters
 * live in the address (shareable, kept by the language switcher); in its module's layout (4 per row by default), 'page x of y' with the total.
 * With JavaScript, a map of the same listing beside it (ADR 0031).
 */
type ListingProps = {
  scope: ListingScope
  query: ListingQuery
  locale: Locale
  basePath: string
  /** The page module's view, items per row and maximum (ADR 0075): cards 4 to a row by default (SPEC §9). */
  layout?: ListLayout
  perRow?: number
  maxItems?: number | null
}

export async function ListingView({ scope, query, locale, basePath, layout = 'cards', perRow = 4, maxItems = null }: ListingProps) {
  // A capped list's map marks the same items as the list (issue 23), so its address carries the cap.
  const cap = mapCap(maxItems)
  const [t, figures, more, catalogue, favourites, mapTexts, place, result, cities, types, zones, range, zone] = await Promise.all([
    getTranslations({ locale, namespace: 'listing' }),
    getTranslations({ locale, namespace: 'figures' }),
    getTranslations({ locale, namespace: 'listingFilters' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'favourites' }),
    getTranslations({ locale, namespace: 'listingMap' }),
    getTranslations({ locale, namespace: 'map' }),
    findListing(scope, query, locale, maxItems),
    getListingCities(scope),
    getPropertyTypes(locale),
    getZoneOutlines(locale),
    getTranslations({ locale, namespace: 'priceRange' }),
    query.zone === null ? null : getZoneIntro(query.zone, locale),
  ])
  // Raw texts: the map fills in its counts and zone names itself.
  const texts = {
    ...(Object.fromEntries(MAP_TEXTS.map((key) => [key, mapTexts.raw(key) as string])) as Record<(typeof MAP_TEXTS)[number], string>),
    loading: place('loading'),
    attribution: place('attribution'),
  } satisfies ListingMapTexts
  const cityValue = query.city ? `${query.city.name}|${query.city.zip}` : ''
  const filtered = listingSearch(query, { page: 1, sort: 'newest' }) !== ''
  const pageHref = (page: number) => `${basePath}${listingSearch(query, { page })}`
  const active = activeFilters(query)
  // The portal filters fold under "More filters", open when one of them is set (a plain <details>, no script).
  const moreOpen = query.areaMin !== null || query.epc !== null || query.outdoor || query.parking || query.build !== null
  const sortText = (sort: (typeof SORTS)[number]) => (sort === 'price-per-m2-asc' ? more('sortPricePerArea') : t(sortLabel[sort]))
  return (
    <div className="listing">
      <ListingFilterForm action={basePath} label={t('filters')} toggleLabel={t('showFilters', { count: active.length })} resultsId={RESULTS_ID}>
        {/* The typed text is a field like any other (issue 23): never an invisible filter. */}
        <div className="filters__field">
          <label htmlFor="filter-q">{t('search')}</label>
          <input id="filter-q" name="q" type="search" maxLength={100} placeholder={more('textPlaceholder')} defaultValue={query.q ?? ''} />
        </div>
        <SelectFilter
          name="city"
          label={t('city')}
          value={cityValue}
          any={t('anyCity')}
          options={cities.map((city) => ({
            value: `${city.name}|${city.zip}`,
            label: (
              <>
                {placeName(city.name, locale)} ({city.zip}) · {city.propertyCount}
              </>
            ),
          }))}
        />
        <SelectFilter name="zone" label={t('zone')} value={query.zone ?? ''} any={t('anyZone')} options={zones.map((zone) => ({ value: zone.id, label: zone.name }))} />
        {/* The types this listing's goal offers (their Sale/Rent flags, ADR 0073); abroad shows both goals. */}
        <SelectFilter name="type" label={t('type')} value={query.type ?? ''} any={t('anyType')} options={typesFor(types, listingScopeRule(scope).goal).map((type) => ({ key: type.id, value: type.webId, label: type.name }))} />
        {/* The price range on one row: from and to side by side under one legend, each input keeping its own name. */}
        <fieldset className="filters__field filters__range">
          <legend>{range('legend')}</legend>
          <div className="filters__range-inputs">
            <label htmlFor="filter-price-min" className="visually-hidden">
              {t('priceMin')}
            </label>
            <input id="filter-price-min" name="priceMin" type="number" inputMode="numeric" min={0} step={1000} placeholder={range('min')} defaultValue={query.priceMin ?? ''} aria-describedby="filter-price-note" />
            <span aria-hidden="true">–</span>
            <label htmlFor="filter-price-max" className="visually-hidden">
              {t('priceMax')}
            </label>
            <input id="filter-price-max" name="priceMax" type="number" inputMode="numeric" min={0} step={1000} placeholder={range('max')} defaultValue={query.priceMax ?? ''} aria-describedby="filter-price-note" />
          </div>
          {/* Which amount the price filter and sort compare (ADR 0068): the price as one pays it. */}
          <p className="filters__note" id="filter-price-note">
            {figures(listingScopeRule(scope).goal === 'rent' ? 'filterNoteRent' : 'filterNoteSale')}
          </p>
        </fieldset>
        <SelectFilter
          name="bedrooms"
          label={t('bedrooms')}
          value={query.bedrooms ?? ''}
          any={t('anyBedrooms')}
          options={[1, 2, 3, 4, 5].map((count) => ({ value: count, label: t('bedroomsAtLeast', { count }) }))}
        />
        {/* The price sorts, per m² too, compare the amount the note under the price fields names (ADR 0068, 0080). */}
        <SelectFilter name="sort" label={t('sort')} value={query.sort} options={SORTS.map((sort) => ({ value: sort, label: sortText(sort) }))} describedBy="filter-price-note" />
        <details className="filters__more" open={moreOpen}>
          <summary>{more('more')}</summary>
          <div className="filters__more-fields">
            <SelectFilter
              name="areaMin"
              label={more('areaMin')}
              value={query.areaMin ?? ''}
              any={more('anyArea')}
              // A floor from a shared link that is not one of the steps is still offered, so the field shows it.
              options={[...new Set([...AREA_STEPS, ...(query.areaMin === null ? [] : [query.areaMin])])].sort((a, b) => a - b).map((area) => ({ value: area, label: more('areaAtLeast', { area }) }))}
            />
            <SelectFilter name="epc" label={more('epc')} value={query.epc ?? ''} any={more('anyEpc')} options={EPC_LETTERS.map((letter) => ({ value: letter, label: more('epcAtLeast', { label: letter.toUpperCase() }) }))} />
            <SelectFilter name="build" label={more('build')} value={query.build ?? ''} any={more('anyBuild')} options={BUILDS.map((build) => ({ value: build, label: more(buildLabel[build]) }))} />
            <div className="filters__checks">
              <label className="filters__check">
                <input type="checkbox" name="outdoor" value="1" defaultChecked={query.outdoor} /> {more('outdoor')}
              </label>
              <label className="filters__check">
                <input type="checkbox" name="parking" value="1" defaultChecked={query.parking} /> {more('parking')}
              </label>
            </div>
          </div>
        </details>
        <div className="filters__actions">
          {/* Sold and rented properties are left out unless asked for (ADR 0037): a plain GET box. */}
          <label className="filters__check">
            <input type="checkbox" name="sold" value="1" defaultChecked={query.withDone} /> {t('withDone')}
          </label>
          <button type="submit" className="button">
            {t('apply')}
          </button>
          {filtered && (
            <a className="button button--ghost" href={basePath}>
              {t('reset')}
            </a>
          )}
        </div>
      </ListingFilterForm>

      <ListingChips query={query} filters={active} basePath={basePath} resultsId={RESULTS_ID} locale={locale} types={types} zones={zones} />

      <ListingMapPanel
        dataUrl={`/api/listing-map/${locale}/${scope}/${mapDataSearch(listingSearch(mapListingQuery(query, cap !== null)), cap)}`}
        basePath={basePath}
        zone={query.zone}
        locale={locale}
        texts={texts}
        canMap={result.total > 0}
        bar={
          <>
            {/* Focused after a filtered load (ListingFilterForm), so a screen reader reads the count. */}
            <p className="listing__summary" role="status" id={RESULTS_ID} tabIndex={-1}>
              {t('results', { count: result.total })}
              {result.total > 0 && <> · {t('pageOf', { page: result.page, pages: result.pages })}</>}
            </p>
            <FavouritesLink page={publicPath('/favourites', locale)} label={favourites('title')} />
          </>
        }
      >
        {zone && <ZoneIntro zone={zone} />}
        {result.docs.length === 0 ? (
          <div className="empty-state">
            {/* Nothing on offer at all (a new site, ADR 0043) reads as that, not as a search that found nothing. */}
            <p>{catalogue(filtered ? 'noResults' : 'emptyOffer')}</p>
            {filtered && <p className="empty-state__hint">{t('noMatch')}</p>}
            <AlertForSearch scope={scope} query={query} locale={locale} />
          </div>
        ) : (
          <ItemList
            layout={layout}
            perRow={perRow}
            // A phone's first viewport shows the first card only: its picture alone loads eagerly, at high priority.
            items={result.docs.map((property, index) => ({
              key: property.id,
              node: <PropertyCard property={property} locale={locale} priority={index === 0} sizes={itemImageSizes(layout, perRow, result.docs.length, index)} />,
            }))}
          />
        )}

        {result.pages > 1 && (
          <nav className="pagination" aria-label={t('pagination')}>
            {result.page > 1 ? (
              <a href={pageHref(result.page - 1)} rel="prev">
                ← {t('previousPage')}
              </a>
            ) : (
              <span />
            )}
            <ol>
              {pageWindow(result.page, result.pages).map((page, index) =>
                page === null ? (
                  <li key={`gap-${index}`} aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={page}>
                    <a href={pageHref(page)} aria-current={page === result.page ? 'page' : undefined}>
                      {page}
                    </a>
                  </li>
                ),
              )}
            </ol>
            {result.page < result.pages ? (
              <a href={pageHref(result.page + 1)} rel="next">
                {t('nextPage')} →
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </ListingMapPanel>
    </div>
  )
}

type FilterOption = { value: string | number; label: ReactNode; key?: string | number }

/** One filter of the form: its label and its choices, first "any" when the filter may be left open. */
function SelectFilter({ name, label, value, any, options, describedBy }: { name: string; label: string; value: string | number; any?: string; options: FilterOption[]; describedBy?: string }) {
  const id = `filter-${name}`
  return (
    <div className="filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} aria-describedby={describedBy}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.key ?? option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
