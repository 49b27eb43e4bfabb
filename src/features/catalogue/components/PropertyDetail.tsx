import { getTranslations } from 'next-intl/server'

import { Breadcrumb, type Crumb } from '@/features/content/components/Breadcrumb'
import { Picture } from '@/features/content/components/Picture'
import { formatEuro } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

/**
 * The property page as far as the foundation goes: headline, status, price, main picture and description.
 * The full detail (all attribute groups, gallery, map, energy label, forms) is the catalogue issue's.
 */
export async function PropertyDetail({ property, locale, parents }: { property: Property; locale: Locale; parents: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'catalogue' })
  const picture = property.pictures?.[0]?.image
  const status =
    property.availability === 'sold' ? t('propertySold') : property.availability === 'rented' ? t('propertyRented') : null
  return (
    <>
      <Breadcrumb locale={locale} items={[...parents, { label: property.title }]} />
      <article className="container property-detail">
        <header>
          <p className="card__eyebrow">
            {property.city} · {t('reference', { reference: property.reference ?? property.externalId ?? '' })}
          </p>
          <h1>{property.title}</h1>
          {status ? (
            <p className="notice" role="status">
              {status}
            </p>
          ) : (
            <p className="card__price">
              {property.publishPrice && property.price ? formatEuro(property.price, locale) : t('priceOnRequest')}
            </p>
          )}
        </header>
        {picture && typeof picture === 'object' && <Picture media={picture} priority className="property-detail__image" sizes="(max-width: 1050px) 100vw, 1050px" />}
        {property.description && <p className="prose">{property.description}</p>}
      </article>
    </>
  )
}
