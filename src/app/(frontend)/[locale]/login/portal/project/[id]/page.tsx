import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { requireOwner } from '@/features/accounts'
import { ProjectReportView, loadProjectReport, portalMetadata } from '@/features/portal/routes'
import { isLocale } from '@/i18n/locales'

// Personal: rendered for each request from the session cookie, never cached (ADR 0028).
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ locale: string; id: string }> }

export default async function PortalProjectPage({ params }: Params) {
  const { locale, id } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const account = await requireOwner(locale)
  // Null for an id that is not among the owner's projects, exactly as for one that does not exist.
  const report = await loadProjectReport(account.owner, id, locale)
  if (!report) notFound()
  return <ProjectReportView report={report} locale={locale} />
}

export async function generateMetadata({ params }: Params) {
  const { locale, id } = await params
  return portalMetadata(locale, { internal: '/login/portal/project/[id]', id })
}
