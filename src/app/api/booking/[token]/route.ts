import type { ReactNode } from 'react'

import { bookingOfLink, confirmBooking } from '@/features/visit-booking/routes'
import { INTL_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { getPayloadClient } from '@/server/payload'
import { paragraph, plainPage, postButton } from '@/server/plain-page'

export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ token: string }> }

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'nl')
const page = (locale: Locale, status: number, title: string, body: ReactNode) => plainPage({ locale, status, title, body, backHome: translatorFor(locale, 'leadMail')('backHome') })
const invalid = () => page('nl', 404, translatorFor('nl', 'leadMail')('unsubscribeInvalid'), '')

function answerPage(kind: 'confirmed' | 'already' | 'expired' | 'gone', locale: Locale) {
  const t = translatorFor(locale, 'leadMail')
  if (kind === 'confirmed' || kind === 'already') return page(locale, 200, t('bookingConfirmedTitle'), paragraph(t('bookingConfirmedBody')))
  // Expired, or cancelled meanwhile: the moment is not kept for this link any more.
  return page(locale, 410, t('bookingExpiredTitle'), paragraph(t('bookingExpiredBody')))
}

/**
 * The link in the mail of a booking not confirmed yet (features/visit-booking/bookings.ts). GET, also fetched by
 * mail scanners, only asks (a page with one button), so a scanner never confirms a booking somebody made
 * with another person's address; the button's POST confirms it.
 */
export async function GET(_request: Request, { params }: Params) {
  const { token } = await params
  const payload = await getPayloadClient()
  const booking = await bookingOfLink(payload, token)
  if (!booking) return invalid()
  const locale = localeOf(booking.locale)
  if (booking.appointmentStatus !== 'held') return answerPage(booking.appointmentStatus === 'confirmed' ? 'already' : 'expired', locale)
  const t = translatorFor(locale, 'leadMail')
  let slot = ''
  const slotId = typeof booking.slot === 'number' ? booking.slot : null
  if (slotId) {
    const found = await payload.findByID({ collection: 'appointment-slots', id: slotId, depth: 0, overrideAccess: true, disableErrors: true })
    if (found) slot = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Brussels' }).formatRange(new Date(found.startsAt), new Date(found.endsAt))
  }
  return page(locale, 200, t('bookingConfirmTitle'), [paragraph(t('bookingConfirmBody', { slot })), postButton(t('bookingConfirmButton'))])
}

export async function POST(_request: Request, { params }: Params) {
  const { token } = await params
  const answer = await confirmBooking(await getPayloadClient(), token)
  if (answer.kind === 'invalid') return invalid()
  return answerPage(answer.kind, localeOf(answer.locale))
}
