import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { requireOwner } from '@/features/accounts'
import { PropertyReportView, loadPropertyReport, portalMetadata } from '@/features/portal/routes'
import { isLocale } from '@/i18n/locales'

// Personal: rendered for each request from the session cookie, never cached (ADR 0028).
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ locale: string; id: string }> }

export default async function PortalPropertyPage({ params }: Params) {
  const { locale, id } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const account = await requireOwner(locale)
  // Null for an id that is not among the owner's properties, exactly as for one that does not exist.
  const report = await loadPropertyReport(account.owner, id, locale)
  if (!report) notFound()
  return <PropertyReportView report={report} locale={locale} />
}

export async function generateMetadata({ params }: Params) {
  const { locale, id } = await params
  return portalMetadata(locale, { internal: '/login/portal/property/[id]', id })
}
