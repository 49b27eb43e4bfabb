import { getTranslations } from 'next-intl/server'

import { Picture } from '@/features/content/components/Picture'
import { formatEuro } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import { propertyPath } from '../paths'

const PRICE_UNIT_FROM = 7

export async function PropertyCard({ property, locale }: { property: Property; locale: Locale }) {
  const [t, listing] = await Promise.all([getTranslations({ locale, namespace: 'catalogue' }), getTranslations({ locale, namespace: 'listing' })])
  const first = property.pictures?.[0]?.image
  let price: string
  if (!property.publishPrice || !property.price) price = t('priceOnRequest')
  else if (property.priceUnit === PRICE_UNIT_FROM) price = t('from', { price: formatEuro(property.price, locale) })
  else if (property.goal === 'rent') price = t('perMonth', { price: formatEuro(property.price, locale) })
  else price = formatEuro(property.price, locale)
  // Marquee codes of the CRM (SPEC §3): 3 new, 4 in option; sold and rented come from the status.
  const badge =
    property.availability === 'sold'
      ? t('sold')
      : property.availability === 'rented'
        ? t('rented')
        : property.marquee === 3
          ? listing('new')
          : property.marquee === 4
            ? listing('inOption')
            : null
  return (
    <article className="card property-card">
      <div className="card__media">
        {first && typeof first === 'object' ? (
          <Picture media={first} className="card__image" sizes="(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 25vw" />
        ) : (
          <div className="card__image card__image--empty" />
        )}
        {badge && <span className={`badge badge--${property.availability}`}>{badge}</span>}
      </div>
      <div className="card__body">
        <p className="card__eyebrow">{property.city}</p>
        <h3 className="card__title">
          <a href={propertyPath(property, locale)}>{property.title}</a>
        </h3>
        <p className="card__price">{price}</p>
        <ul className="card__facts">
          {property.bedrooms ? <li>{t('bedrooms', { count: property.bedrooms })}</li> : null}
          {property.surfaceLiving ? <li>{t('livingArea', { area: property.surfaceLiving })}</li> : null}
        </ul>
      </div>
    </article>
  )
}
