import { getTranslations } from 'next-intl/server'

import { Picture } from '@/shared/components/Picture'
import { PicturePlaceholder } from '@/shared/components/PicturePlaceholder'
import { CardFavouriteToggle } from '@/features/favourites'
import { offerBadge } from '@/domain/offer'
import type { Locale } from '@/i18n/locales'
import { CARD_IMAGE_SIZES } from '@/domain/module-layout'
import type { PropertyCardData } from '../card-fields'

import { propertyPath } from '@/shared/catalogue-paths'
import { priceDetailText, priceText } from '../price'
import { renderTime } from '../render-time'
import { placeName } from '@/domain/place-names'
import { epcBadge, priceNote } from '@/domain/key-facts'
import { termsOf } from '@/shared/offer-text'
import { EpcBadge } from './EpcBadge'

/**
 * `priority`: the card's picture is in the first viewport (the first card of a listing), so it is the page's
 * largest paint. `sizes`: its picture's width in the list's layout (ADR 0075), a quarter of a wide row by default.
 */
export async function PropertyCard({ property, locale, priority = false, sizes = CARD_IMAGE_SIZES }: { property: PropertyCardData; locale: Locale; priority?: boolean; sizes?: string }) {
  const [t, listing, favourites, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'listing' }),
    getTranslations({ locale, namespace: 'favourites' }),
    getTranslations({ locale, namespace: 'keyFacts' }),
  ])
  // 'New' is measured at render (renderTime): a cached card stops calling a property new at most an hour late.
  const [price, badge] = [await priceText(property, locale), offerBadge(property, renderTime())]
  const badgeText = { sold: t('sold'), rented: t('rented'), option: listing('inOption'), new: listing('new') }
  // The price already says what it is ('excl. btw', '+ € 140 lasten'); the line under it says what one pays in
  // all (with VAT, rent with charges). A life annuity's line is a sentence for its page, not for a card.
  const detail = termsOf(property).kind === 'annuity' ? null : await priceDetailText(property, locale)
  // A unit of a project sold under registration duties says so: its price's words cannot (src/domain/key-facts.ts).
  const note = priceNote(property)
  const line = detail ?? (note?.kind === 'vat' && note.pricesVat === 'registration' ? facts(`vat_${note.pricesVat}`) : null)
  const epc = epcBadge(property)
  return (
    <article className="card property-card">
      <div className="card__media">
        {property.cover ? (
          <Picture media={property.cover} alt="" className="card__image" priority={priority} sizes={sizes} />
        ) : (
          <PicturePlaceholder className="card__image card__image--empty" />
        )}
        {badge && <span className={`badge badge--${property.availability}`}>{badgeText[badge]}</span>}
        <CardFavouriteToggle id={property.id} title={property.title} labels={{ add: favourites('add'), remove: favourites('remove') }} />
      </div>
      <div className="card__body">
        <p className="card__eyebrow">{placeName(property.city, locale)}</p>
        <h3 className="card__title">
          <a href={propertyPath(property, locale)}>{property.title}</a>
        </h3>
        <p className="card__price">{price}</p>
        {line && <p className="card__price-detail">{line}</p>}
        <ul className="card__facts">
          {property.bedrooms ? <li>{t('bedrooms', { count: property.bedrooms })}</li> : null}
          {property.surfaceLiving ? <li>{t('livingArea', { area: property.surfaceLiving })}</li> : null}
          {epc && (
            <li className="card__epc">
              <EpcBadge badge={epc} name={facts('epc')} />
            </li>
          )}
        </ul>
      </div>
    </article>
  )
}
