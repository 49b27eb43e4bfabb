import { bookingOfLink, confirmBooking } from '@/features/visit-booking/routes'
import { INTL_LOCALE } from '@/i18n/locales'
import { paragraph, postButton } from '@/server/plain-page'
import { foundOrInvalid, type TokenPage, tokenPageRoutes } from '@/server/token-pages'

export const dynamic = 'force-dynamic'

type Texts = (key: 'bookingConfirmedTitle' | 'bookingConfirmedBody' | 'bookingExpiredTitle' | 'bookingExpiredBody') => string

function answerPage(kind: 'confirmed' | 'already' | 'expired' | 'gone', t: Texts): TokenPage {
  if (kind === 'confirmed' || kind === 'already') return { title: t('bookingConfirmedTitle'), body: paragraph(t('bookingConfirmedBody')) }
  // Expired, or cancelled meanwhile: the moment is not kept for this link any more.
  return { status: 410, title: t('bookingExpiredTitle'), body: paragraph(t('bookingExpiredBody')) }
}

/**
 * The link in the mail of a booking not confirmed yet (features/visit-booking/bookings.ts). GET, also fetched by
 * mail scanners, only asks (a page with one button), so a scanner never confirms a booking somebody made
 * with another person's address; the button's POST confirms it.
 */
export const { GET, POST } = tokenPageRoutes({
  namespace: 'leadMail',
  invalid: (t) => t('unsubscribeInvalid'),
  find: async (payload, token) => foundOrInvalid(await bookingOfLink(payload, token)),
  ask: async (booking, { t, locale, payload }) => {
    if (booking.appointmentStatus !== 'held') return answerPage(booking.appointmentStatus === 'confirmed' ? 'already' : 'expired', t)
    let slot = ''
    const slotId = typeof booking.slot === 'number' ? booking.slot : null
    if (slotId) {
      const found = await payload.findByID({ collection: 'appointment-slots', id: slotId, depth: 0, overrideAccess: true, disableErrors: true })
      if (found) slot = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Brussels' }).formatRange(new Date(found.startsAt), new Date(found.endsAt))
    }
    return { title: t('bookingConfirmTitle'), body: [paragraph(t('bookingConfirmBody', { slot })), postButton(t('bookingConfirmButton'))] }
  },
  act: async (payload, token) => {
    const answer = await confirmBooking(payload, token)
    return answer.kind === 'invalid' ? answer : { kind: 'found', locale: answer.locale, answer: answer.kind }
  },
  done: (result, { t }) => answerPage(result.answer, t),
})
