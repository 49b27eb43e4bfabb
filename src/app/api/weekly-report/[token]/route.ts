import type { ReactNode } from 'react'

import { ownerOfReportLink, switchOffWeeklyReport } from '@/features/owner-reports/routes'
import { isLocale, type Locale } from '@/i18n/locales'
import { translatorFor } from '@/i18n/messages'
import { getPayloadClient } from '@/server/payload'
import { paragraph, plainPage, postButton } from '@/server/plain-page'
import { personNotFoundPage } from '@/server/stop-links'
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ token: string }> }

const page = (locale: Locale, status: number, title: string, body: ReactNode) => plainPage({ locale, status, title, body, backHome: translatorFor(locale, 'ownerReport')('backHome') })

const invalid = () => page('nl', 404, translatorFor('nl', 'ownerReport')('offInvalid'), '')

/**
 * The weekly report's "stop" link, without logging in. GET (also fetched by mail scanners) only asks; the
 * button's POST, like a mail client's one-click List-Unsubscribe-Post (RFC 8058), switches it off. A genuine
 * link whose owner was deleted since says so (SPEC §8 "person not found"), in either case.
 */
export async function GET(request: Request, { params }: Params) {
  const { token } = await params
  const linked = await ownerOfReportLink(await getPayloadClient(), token)
  if (linked.kind === 'invalid') return invalid()
  if (linked.kind === 'gone') return personNotFoundPage(request, linked.locale, 'owner')
  const locale = isLocale(linked.record.locale) ? linked.record.locale : 'nl'
  const t = translatorFor(locale, 'ownerReport')
  return page(locale, 200, t('offTitle'), [paragraph(t('offBody')), postButton(t('offButton'))])
}

export async function POST(request: Request, { params }: Params) {
  const { token } = await params
  const result = await switchOffWeeklyReport(await getPayloadClient(), token)
  if (result.kind === 'invalid') return invalid()
  if (result.kind === 'gone') return personNotFoundPage(request, result.locale, 'owner')
  const locale = isLocale(result.locale) ? result.locale : 'nl'
  const t = translatorFor(locale, 'ownerReport')
  return page(locale, 200, t('offDoneTitle'), paragraph(t('offDoneBody')))
}
