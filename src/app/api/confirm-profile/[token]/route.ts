import type { ReactNode } from 'react'

import { confirmProfile, profileOfConfirmLink } from '@/features/search-profiles/routes'
import { isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { getPayloadClient } from '@/server/payload'
import { paragraph, plainPage, postButton } from '@/server/plain-page'
import { personNotFoundPage } from '@/server/stop-links'
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ token: string }> }

const page = (locale: Locale, status: number, title: string, body: ReactNode) => plainPage({ locale, status, title, body, backHome: translatorFor(locale, 'leadMail')('backHome') })

const invalid = () => page('nl', 404, translatorFor('nl', 'leadMail')('confirmProfileInvalid'), '')

/**
 * A new search profile's double opt-in (ADR 0042). GET (the link in the confirmation mail, also fetched by
 * mail scanners) only asks: a page with one button, in the profile's language. The button's POST confirms,
 * and the alerts start. A genuine link whose profile was deleted since says so (SPEC §8).
 */
export async function GET(request: Request, { params }: Params) {
  const { token } = await params
  const linked = await profileOfConfirmLink(await getPayloadClient(), token)
  if (linked.kind === 'invalid') return invalid()
  if (linked.kind === 'gone') return personNotFoundPage(request, linked.locale, 'searchProfile')
  const locale = isLocale(linked.record.locale) ? linked.record.locale : 'nl'
  const t = translatorFor(locale, 'leadMail')
  if (linked.record.confirmedAt) return page(locale, 200, t('profileConfirmedTitle'), paragraph(t('profileConfirmedBody')))
  return page(locale, 200, t('confirmProfileTitle'), [paragraph(t('confirmProfileBody')), postButton(t('confirmProfileButton'))])
}

export async function POST(request: Request, { params }: Params) {
  const { token } = await params
  const result = await confirmProfile(await getPayloadClient(), token)
  if (result.kind === 'invalid') return invalid()
  if (result.kind === 'gone') return personNotFoundPage(request, result.locale, 'searchProfile')
  const locale = isLocale(result.locale) ? result.locale : 'nl'
  const t = translatorFor(locale, 'leadMail')
  return page(locale, 200, t('profileConfirmedTitle'), paragraph(t('profileConfirmedBody')))
}
