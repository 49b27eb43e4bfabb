import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Attribute, AttributeKind } from '@/domain/attributes'
import { comparedIds, type CostsToCompare, costsToCompare, MAX_COMPARED, parseIds } from '@/domain/favourites'
import { formatEuro } from '@/domain/money'
import { getBuyerCostRates, PropertyCard, AttributeValue, priceText } from '@/features/catalogue'
import { propertyPath } from '@/shared/catalogue-paths'
import { Breadcrumb } from '@/shared/components/Breadcrumb'
import { buildMetadata } from '@/shared/site/metadata'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { getPayloadClient } from '@/server/payload'

import { type ComparedFact, type ComparedProperty, COMPARED_FACTS, readFavourites } from './favourites-data'
import { AccountFavouritesMerge } from './AccountFavouritesMerge'
import { FavouritesSync } from './FavouritesLink'
import { placeName } from '@/domain/place-names'

export type FavouritesQuery = { ids?: string | string[]; compare?: string | string[] }

const FACT_KIND: Record<ComparedFact, AttributeKind> = {
  mainTypeName: 'text',
  surfaceLiving: 'area',
  surfaceGround: 'area',
  bedrooms: 'count',
  bathrooms: 'count',
  constructionYear: 'year',
  epcLabel: 'text',
  epcTotal: 'energy',
}

/** The two cost rows' cells of one property: the costs, and the total to pay (price + costs, or rent + charges a month). */
async function costCells(costs: CostsToCompare, locale: Locale): Promise<[string, string]> {
  const [t, catalogue] = await Promise.all([getTranslations({ locale, namespace: 'compareCosts' }), getTranslations({ locale, namespace: 'catalogue' })])
  const euro = (amount: number) => formatEuro(amount, locale)
  if (costs.kind === 'purchase') return [euro(costs.costs), euro(costs.total)]
  if (costs.kind === 'rent')
    return [costs.charges === null ? '–' : t('chargesPerMonth', { amount: euro(costs.charges) }), costs.total === null ? '–' : catalogue('perMonth', { price: euro(costs.total) })]
  return ['–', '–']
}

async function CompareTable({ properties, locale }: { properties: ComparedProperty[]; locale: Locale }) {
  const [t, labels, costTexts, { rates, appliesFrom }] = await Promise.all([
    getTranslations({ locale, namespace: 'favourites' }),
    getTranslations({ locale, namespace: 'attributes' }),
    getTranslations({ locale, namespace: 'compareCosts' }),
    // The same rates and rule as the property page's estimate, for the default situation.
    getBuyerCostRates(locale),
  ])
  const [prices, costs] = await Promise.all([
    Promise.all(properties.map((property) => priceText(property, locale))),
    Promise.all(properties.map((property) => costCells(costsToCompare(property, rates), locale))),
  ])
  const fact = (property: ComparedProperty, key: ComparedFact) => {
    const value = property[key]
    return value === null || value === undefined || value === '' ? '–' : <AttributeValue attribute={{ key, kind: FACT_KIND[key], value } as Attribute} locale={locale} />
  }
  return (
    <>
      <div className="compare-table">
        <table aria-describedby="compare-costs-note">
          <caption className="visually-hidden">{t('compareTitle')}</caption>
          <thead>
            <tr>
              <td />
              {properties.map((property) => (
                <th key={property.id} scope="col">
                  <a href={propertyPath(property, locale)}>{property.title}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('price')}</th>
              {prices.map((price, index) => (
                <td key={properties[index]!.id}>{price}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{costTexts('costs')}</th>
              {costs.map(([cell], index) => (
                <td key={properties[index]!.id} data-testid="compare-costs">
                  {cell}
                </td>
              ))}
            </tr>
            <tr className="compare-table__total">
              <th scope="row">{costTexts('total')}</th>
              {costs.map(([, cell], index) => (
                <td key={properties[index]!.id} data-testid="compare-total">
                  {cell}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('city')}</th>
              {properties.map((property) => (
                <td key={property.id}>{placeName(property.city, locale) || '–'}</td>
              ))}
            </tr>
            {COMPARED_FACTS.map((key) => (
              <tr key={key}>
                <th scope="row">{labels(key)}</th>
                {properties.map((property) => (
                  <td key={property.id}>{fact(property, key)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id="compare-costs-note" className="compare-table__note muted">
        {costTexts('note', { date: appliesFrom })}
      </p>
    </>
  )
}

/** The favourites page: the starred properties asked in the address, and up to four of them side by side. */
export async function FavouritesPage({ locale, query }: { locale: Locale; query: FavouritesQuery }) {
  const t = await getTranslations({ locale, namespace: 'favourites' })
  const ids = parseIds(query.ids)
  const chosen = comparedIds(ids, parseIds(query.compare, MAX_COMPARED))
  const { cards, compared } = await readFavourites(await getPayloadClient(), locale, ids, chosen)
  const page = publicPath('/favourites', locale)
  const gone = ids.length - cards.length
  return (
    <>
      <Breadcrumb locale={locale} items={[{ label: t('title') }]} />
      <div className="container favourites">
        <h1>{t('title')}</h1>
        <p className="lead">{t('intro')}</p>
        <FavouritesSync page={page} shown={ids} />
        <AccountFavouritesMerge />
        {cards.length === 0 ? (
          <p className="favourites__empty">
            {t('empty')} <a href={publicPath('/for-sale', locale)}>{t('browse')}</a>
          </p>
        ) : (
          <form method="get" action={page} className="favourites__form">
            <input type="hidden" name="ids" value={ids.join(',')} />
            {gone > 0 && <p className="muted">{t('gone', { count: gone })}</p>}
            <fieldset>
              <legend>{t('compareLegend', { max: MAX_COMPARED })}</legend>
              <ul className="cards">
                {cards.map((card) => (
                  <li key={card.id} className="favourites__item">
                    <PropertyCard property={card} locale={locale} />
                    <label className="favourites__compare">
                      <input type="checkbox" name="compare" value={card.id} defaultChecked={chosen.includes(card.id)} /> {t('compareChoose', { title: card.title })}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <button type="submit" className="button">
              {t('compare')}
            </button>
          </form>
        )}
        {cards.length > 0 && (
          <section aria-labelledby="compare-heading" className="favourites__compare-section" id="compare">
            <h2 id="compare-heading">{t('compareTitle')}</h2>
            {compared.length >= 2 ? <CompareTable properties={compared} locale={locale} /> : <p>{t('compareHint', { max: MAX_COMPARED })}</p>}
          </section>
        )}
      </div>
    </>
  )
}

export async function favouritesMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'favourites' })
  // A visitor's own list in the address: not for search engines; the canonical is the page without ids.
  return buildMetadata(locale, publicPath('/favourites', locale), {
    title: t('title'),
    description: t('description'),
    noIndex: true,
  })
}
