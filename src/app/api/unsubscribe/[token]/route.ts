import type { ReactNode } from 'react'

import { profileOfUnsubscribeLink, unsubscribeProfile } from '@/features/search-profiles/routes'
import { isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { getPayloadClient } from '@/server/payload'
import { paragraph, plainPage, postButton } from '@/server/plain-page'
import { personNotFoundPage } from '@/server/stop-links'
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ token: string }> }

const page = (locale: Locale, status: number, title: string, body: ReactNode) => plainPage({ locale, status, title, body, backHome: translatorFor(locale, 'leadMail')('backHome') })

const invalid = () => page('nl', 404, translatorFor('nl', 'leadMail')('unsubscribeInvalid'), '')

/**
 * GET (the link in the mail, also fetched by mail scanners) only asks: a page with one button. The button's
 * POST, like the one-click List-Unsubscribe-Post of mail clients (RFC 8058), ends the alerts. A genuine link
 * whose profile was deleted since says so (SPEC §8 "person not found"), in either case.
 */
export async function GET(request: Request, { params }: Params) {
  const { token } = await params
  const linked = await profileOfUnsubscribeLink(await getPayloadClient(), token)
  if (linked.kind === 'invalid') return invalid()
  if (linked.kind === 'gone') return personNotFoundPage(request, linked.locale, 'searchProfile')
  const locale = isLocale(linked.record.locale) ? linked.record.locale : 'nl'
  const t = translatorFor(locale, 'leadMail')
  return page(locale, 200, t('unsubscribeConfirmTitle'), [paragraph(t('unsubscribeConfirmBody')), postButton(t('unsubscribeButton'))])
}

export async function POST(request: Request, { params }: Params) {
  const { token } = await params
  const result = await unsubscribeProfile(await getPayloadClient(), token)
  if (result.kind === 'invalid') return invalid()
  if (result.kind === 'gone') return personNotFoundPage(request, result.locale, 'searchProfile')
  const locale = isLocale(result.locale) ? result.locale : 'nl'
  const t = translatorFor(locale, 'leadMail')
  return page(locale, 200, t('unsubscribedTitle'), paragraph(t('unsubscribedBody')))
}
