import { getLocale, getTranslations } from 'next-intl/server'

import { isLocale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { getAgencyName } from '@/shared/site/queries'
import { titleWithBrand } from '@/domain/brand'

/** SPEC §8 'Property Not Found', with a way on: the listings. */
export async function PropertyNotFound() {
  const current = await getLocale()
  const locale = isLocale(current) ? current : 'nl'
  const [t, brand] = await Promise.all([getTranslations({ locale, namespace: 'catalogue' }), getAgencyName(locale)])
  return (
    <div className="container not-found">
      <title>{titleWithBrand(t('propertyNotFound'), brand)}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('propertyNotFound')}</h1>
      <p className="lead">{t('propertyNotFoundText')}</p>
      <p className="home-search__buttons" style={{ justifyContent: 'center' }}>
        <a className="button" href={publicPath('/for-sale', locale)}>
          {t('forSale')}
        </a>
        <a className="button button--ghost" href={publicPath('/for-rent', locale)}>
          {t('forRent')}
        </a>
      </p>
    </div>
  )
}
