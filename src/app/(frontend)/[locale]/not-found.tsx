import { getLocale, getTranslations } from 'next-intl/server'

import { SearchForm } from '@/features/site/routes'
import { isLocale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { getAgencyName } from '@/shared/site/queries'
import { titleWithBrand } from '@/domain/brand'

/**
 * SPEC §8: 'Page not found', its text, a search form and a link home, in the visitor's language. The message is
 * said once: SPEC's second wording ('Oops, this page no longer exists') would only repeat it.
 */
export default async function NotFound() {
  const current = await getLocale()
  const locale = isLocale(current) ? current : 'nl'
  const [t, brand] = await Promise.all([getTranslations({ locale, namespace: 'notFound' }), getAgencyName(locale)])
  return (
    <div className="container not-found">
      {/* not-found pages take no metadata export; React places this title in the head. */}
      <title>{titleWithBrand(t('title'), brand)}</title>
      <meta name="robots" content="noindex" />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('title')}</h1>
      <p className="lead">{t('text')}</p>
      <SearchForm locale={locale} id="not-found-search" label={t('searchLabel')} placeholder={t('searchPlaceholder')} button={t('searchButton')} />
      <p>
        <a className="button button--ghost" href={publicPath('/', locale)}>
          {t('home')}
        </a>
      </p>
    </div>
  )
}
