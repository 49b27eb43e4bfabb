import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { CSSProperties } from 'react'

import { isPropertyThankYouForm, type PropertyThankYouForm, type ThankYouForm } from '@/domain/forms/forms'
import { PropertyCard, getPropertyByExternalId, getSimilarProperties, similarSubject } from '@/features/catalogue'
import { propertyPath } from '@/shared/catalogue-paths'
import { buildMetadata } from '@/shared/site/metadata'
import { INTL_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { Property } from '@/payload-types'

import { Breadcrumb } from '@/shared/components/Breadcrumb'

import { ThankYouRecap } from './thank-you-island'

export { isThankYouForm } from '@/domain/forms/forms'

/** The thank-you page leads back to the property the form was about, with at most three like it. */
const SIMILAR_ON_THANK_YOU = 3

const idFrom = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : Number.NaN)

/**
 * The property of /thank-you/{form}/{id}/: a published one by its CRM id, else null (the page is then a 404).
 * Only what the database holds is shown, never the path's text; the page is cached per id like a property page.
 */
async function propertyOf(locale: Locale, form: string, id: string): Promise<Property | null> {
  if (!isPropertyThankYouForm(form)) return null
  return getPropertyByExternalId(idFrom(id), locale)
}

export async function ThankYou({ locale, form, propertyId }: { locale: string; form: ThankYouForm; propertyId?: string }) {
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const property = propertyId === undefined ? null : await propertyOf(locale, form, propertyId)
  if (propertyId !== undefined && !property) notFound()
  const [t, similar] = await Promise.all([
    getTranslations({ locale, namespace: 'thankYou' }),
    property ? getSimilarProperties(similarSubject(property), locale, SIMILAR_ON_THANK_YOU) : [],
  ])
  return (
    <>
      <Breadcrumb locale={locale} items={[{ label: t('breadcrumb') }]} />
      <div className="container page thank-you">
        {/* Focused on arrival (ThankYouRecap), so a screen reader starts with the thanks. */}
        <h1 id="thank-you-heading" tabIndex={-1}>
          {t('title')}
        </h1>
        <p className="lead">{t(form)}</p>
        {/* What was asked, read in the browser from the redirect's address: this page is cached (ADR 0070). */}
        <ThankYouRecap
          headingId="thank-you-heading"
          intlLocale={INTL_LOCALE[locale]}
          texts={{ title: t('recapTitle'), visit: t.raw('recapVisit') as string, visitHours: t.raw('recapVisitHours') as string, viewing: t.raw('recapViewing') as string, nextVisit: t('nextVisit'), nextViewing: t('nextViewing') }}
        />
        <p className="thank-you__links">
          {property && (
            <a className="button" href={propertyPath(property, locale)}>
              {t('backTo', { title: property.title })}
            </a>
          )}
          <a className={property ? 'button button--ghost' : 'button'} href={publicPath('/', locale)}>
            {t('back')}
          </a>
        </p>
      </div>
      {similar.length > 0 && (
        <section className="container similar thank-you__similar">
          <h2>{t('similar')}</h2>
          <div className="cards" style={{ '--per-row': 3 } as CSSProperties}>
            {similar.map((item) => (
              <PropertyCard key={item.id} property={item} locale={locale} />
            ))}
          </div>
        </section>
      )}
    </>
  )
}

export async function thankYouMetadata(locale: string, form: ThankYouForm, propertyId?: string): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'thankYou' })
  const path =
    propertyId !== undefined && isPropertyThankYouForm(form) ? publicPath(`/thank-you/${form satisfies PropertyThankYouForm}/[id]`, locale, { id: propertyId }) : publicPath(`/thank-you/${form}`, locale)
  return buildMetadata(locale, path, { title: t('title'), description: t(form), noIndex: true })
}
