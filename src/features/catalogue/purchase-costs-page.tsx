import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { buyerCostSubject, chosenSituation } from '@/domain/buyer-costs'
import { Breadcrumb } from '@/shared/components/Breadcrumb'
import { buildMetadata } from '@/shared/site/metadata'
import { isLocale, type Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import { BuyerCostEstimate } from './components/BuyerCostEstimate'
import { propertyPath, purchaseCostsPath } from '@/shared/catalogue-paths'
import { priceText } from './price'
import { getPropertyByExternalId } from './queries'
import { placeName } from '@/domain/place-names'

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<{ ownHome?: string | string[]; loan?: string | string[]; rate?: string | string[]; years?: string | string[] }> }

/** A published Belgian property for sale with its price published, by the CRM id of its path; null for any other. */
async function estimatedProperty(locale: Locale, id: string) {
  if (!/^\d{1,15}$/.test(id)) return null
  const property = await getPropertyByExternalId(Number(id), locale)
  return property && buyerCostSubject(property) ? property : null
}

/**
 * The buyer's cost estimate of one property for the situation a visitor chose (ADR 0032): where the
 * estimate's form goes without JavaScript. Rendered for each request from the address; the cached property
 * page is never rendered with a visitor's situation. Public facts only, as the property page shows them.
 */
export const purchaseCostsPage = {
  async default({ params, searchParams }: Props) {
    const { locale, id } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const property = await estimatedProperty(locale, id)
    if (!property) notFound()
    const [t, catalogue, price] = await Promise.all([
      getTranslations({ locale, namespace: 'purchaseCosts' }),
      getTranslations({ locale, namespace: 'catalogue' }),
      priceText(property, locale),
    ])
    const back = propertyPath(property, locale)
    const list = property.project ? { label: catalogue('projects'), href: publicPath('/projects', locale) } : { label: catalogue('forSale'), href: publicPath('/for-sale', locale) }
    const intro = (
      <p className="purchase-costs__property">
        <a href={back}>{property.title}</a>
        <span>
          {placeName(property.city, locale)} · {price}
        </span>
      </p>
    )
    return (
      <>
        <Breadcrumb locale={locale} items={[list, { label: property.title, href: back }, { label: t('crumb') }]} />
        <div className="container purchase-costs">
          <BuyerCostEstimate property={property} locale={locale} situation={chosenSituation(await searchParams)} headingLevel={1} intro={intro} />
          <p>
            <a className="button button--ghost" href={back}>
              {t('backToProperty')}
            </a>
          </p>
        </div>
      </>
    )
  },

  async generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale, id } = await params
    if (!isLocale(locale)) return {}
    const property = await estimatedProperty(locale, id)
    if (!property) return {}
    const t = await getTranslations({ locale, namespace: 'purchaseCosts' })
    // One visitor's figures: not for search engines, whose page is the property's own.
    return buildMetadata(locale, purchaseCostsPath(property, locale), { title: t('metaTitle', { title: property.title }), noIndex: true })
  },
}
