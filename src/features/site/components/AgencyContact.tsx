import { getTranslations } from 'next-intl/server'

import { agencyAddress, mapSearchUrl, openingHourLines } from '@/domain/agency-contact'
import { phoneHref } from '@/domain/phone'
import { getSettings } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'

/**
 * The agency's address (a map link), phone (tel:), e-mail (mailto:) and opening hours, from Settings: in a
 * footer column that asks for them and on the contact page. It reads nothing of the request (cached pages).
 */
export async function AgencyContact({ locale, variant }: { locale: Locale; variant: 'footer' | 'page' }) {
  const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'findable' }), getSettings(locale)])
  const agency = settings.agency ?? {}
  const address = agencyAddress(agency)
  const map = mapSearchUrl(agency)
  const hours = openingHourLines(agency.openingHours)
  const rows = [
    address && map ? { key: 'address', label: t('address'), content: <a href={map}>{address}</a> } : null,
    agency.phone ? { key: 'phone', label: t('phone'), content: <a href={phoneHref(agency.phone)}>{agency.phone}</a> } : null,
    agency.email ? { key: 'email', label: t('email'), content: <a href={`mailto:${agency.email}`}>{agency.email}</a> } : null,
    hours.length > 0
      ? {
          key: 'hours',
          label: t('openingHours'),
          content: hours.map((line) => (
            <span key={line} className="agency-contact__line">
              {line}
            </span>
          )),
        }
      : null,
  ].filter((row) => row !== null)
  if (rows.length === 0) return null
  return (
    <dl className={`agency-contact agency-contact--${variant}`}>
      {rows.map((row) => (
        <div key={row.key} className={`agency-contact__item agency-contact__item--${row.key}`}>
          <dt>{row.label}</dt>
          <dd>{row.content}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The contact page's own part, above its form: how to reach the agency, and when. */
export async function ContactPageDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'findable' })
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        {t('reachUs')}
      </h2>
      <AgencyContact locale={locale} variant="page" />
    </section>
  )
}
