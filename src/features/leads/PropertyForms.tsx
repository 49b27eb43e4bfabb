import { getTranslations } from 'next-intl/server'

import { formatEuro } from '@/domain/money'
import { downPayment, rentalTerms, DEFAULT_RENTAL_PARAMETERS } from '@/domain/terms'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'

import { futureSlots, hasRoom } from '@/features/visit-booking'
import { LeadFormSection } from './LeadFormSection'
import { OpenLinkedForm } from './OpenLinkedForm'

/** The appointment form only when the agency offers visit moments; 'full' when none has room left. */
async function appointmentState(propertyId: number): Promise<'none' | 'open' | 'full'> {
  const slots = await futureSlots(await getPayloadClient(), propertyId)
  if (slots.length === 0) return 'none'
  return slots.some(hasRoom) ? 'open' : 'full'
}

/**
 * The forms of a property page (SPEC §1, §4): contact me first and open, then the other requests folded.
 * Sold and rented properties show none (SPEC §8).
 */
export async function PropertyForms({ property, locale }: { property: Property; locale: Locale }) {
  if (property.availability !== 'available') return null
  const [t, appointments, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'forms' }),
    appointmentState(property.id),
    getPayloadClient().then((payload) => payload.findGlobal({ slug: 'settings', depth: 0, locale })),
  ])
  const subject = { property: property.id }
  // The page reads as the public: a document's file and link are staff-only, its name says it exists.
  const hasDocuments = (property.documents ?? []).some((document) => Boolean(document.name))
  const price = property.publishPrice === false ? null : property.price
  const rental = property.goal === 'rent' ? rentalTerms({ rent: price, chargesRenter: property.chargesRenter, bedrooms: property.bedrooms, deposit: property.deposit }, { ...DEFAULT_RENTAL_PARAMETERS, ...withoutNulls(settings.rentalTerms) }) : null
  const deposit = property.goal === 'sale' ? downPayment(price) : null
  // The agency's own words when it wrote some (Settings → Forms), the site's otherwise.
  const offerNotice = settings.leadForms?.offerNotice?.trim() || t('terms.offerBinding')
  const rentNextSteps = settings.leadForms?.rentNextSteps?.trim() || t('terms.rentNextSteps')
  // Every request after "contact me": a level below it, folded until opened.
  const folded = { locale, subject, headingLevel: 3, disclosure: 'closed' } as const

  return (
    <div className="lead-forms" id="contact">
      <OpenLinkedForm />
      <LeadFormSection kind="contact-me" locale={locale} subject={subject} />
      <LeadFormSection kind="visit-request" {...folded} />
      {appointments === 'open' && <LeadFormSection kind="contact-appointment" {...folded} />}
      {appointments === 'full' && (
        <section className="lead-section">
          <h3 className="lead-section__title">{t('titles.contact-appointment')}</h3>
          <p className="lead-section__intro">{t('problems.appointmentsFull')}</p>
        </section>
      )}
      {hasDocuments && <LeadFormSection kind="document-request" {...folded} />}
      {property.goal === 'sale' && (
        <LeadFormSection
          kind="offer-to-purchase"
          {...folded}
          beforeSend={
            // Read at the moment of sending: an accepted written offer is a sale (Belgian law).
            <div className="lead-form__before-send" data-testid="offer-binding">
              <Paragraphs text={offerNotice} />
            </div>
          }
        >
          <aside className="lead-form__terms">
            <h4>{t('terms.offerTitle')}</h4>
            <p>{deposit && price ? t('terms.downPayment', { amount: formatEuro(deposit, locale), price: formatEuro(price, locale) }) : t('terms.downPaymentNoPrice')}</p>
          </aside>
        </LeadFormSection>
      )}
      {property.goal === 'rent' && (
        <LeadFormSection
          kind="rent-application"
          {...folded}
          beforeSend={
            <section className="lead-form__before-send" aria-labelledby="rent-next-steps">
              <h4 id="rent-next-steps">{t('terms.rentNextStepsTitle')}</h4>
              <Paragraphs text={rentNextSteps} />
            </section>
          }
        >
          {rental && (
            <aside className="lead-form__terms">
              <h4>{t('terms.rentTitle')}</h4>
              <ul>
                <li>{t('terms.minIncome', { amount: formatEuro(rental.minIncome, locale) })}</li>
                {rental.maxPersons && <li>{t('terms.maxPersons', { count: rental.maxPersons })}</li>}
                <li>{t('terms.firstMonth', { amount: formatEuro(rental.firstPayment, locale) })}</li>
                <li>{t('terms.inventory')}</li>
                <li>{t('terms.deposit', { amount: formatEuro(rental.deposit, locale) })}</li>
              </ul>
            </aside>
          )}
        </LeadFormSection>
      )}
      <LeadFormSection kind="send-to-friend" {...folded} />
    </div>
  )
}

/** Staff text as paragraphs, one per line. */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => (
      <p key={index}>{line}</p>
    ))
}

function withoutNulls<T extends Record<string, unknown>>(value: T | null | undefined): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, item]) => item !== null && item !== undefined)) as Partial<{ [K in keyof T]: NonNullable<T[K]> }>
}
