import { getSettings } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import { getEnv } from '@/server/env'

/** schema.org RealEstateAgent for the agency, from the CMS settings. */
export async function AgencyJsonLd({ locale }: { locale: Locale }) {
  const settings = await getSettings(locale)
  const agency = settings.agency
  if (!agency?.name) return null
  const site = getEnv().SITE_URL
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agency.name,
    url: new URL(publicPath('/', locale), site).toString(),
    telephone: agency.phone ?? undefined,
    email: agency.email ?? undefined,
    vatID: agency.vat ?? undefined,
    address: { '@type': 'PostalAddress', streetAddress: agency.street ?? undefined, postalCode: agency.zip ?? undefined, addressLocality: agency.city ?? undefined, addressCountry: 'BE' },
    ...(agency.latitude && agency.longitude ? { geo: { '@type': 'GeoCoordinates', latitude: agency.latitude, longitude: agency.longitude } } : {}),
  }
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
