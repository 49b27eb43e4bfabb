import 'server-only'

import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { requireOwner } from '@/features/accounts'
import { isLocale, type Locale } from '@/i18n/locales'

import { ProjectReportView, PropertyReportView } from './components/ReportViews'
import { loadProjectReport, loadPropertyReport } from './load'
import { portalMetadata } from './metadata'
import type { PortalOwner } from './reports'

type Params = { params: Promise<{ locale: string; id: string }> }

/** The page and the metadata of one portal report route: a property's or a project's, of the owner logged in. */
function reportRoute<Report>(
  internal: '/login/portal/property/[id]' | '/login/portal/project/[id]',
  load: (owner: PortalOwner, id: string, locale: Locale) => Promise<Report | null>,
  render: (report: Report, locale: Locale, owner: string) => ReactNode,
) {
  async function PortalReportPage({ params }: Params) {
    const { locale, id } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const account = await requireOwner(locale)
    // Null for an id that is not among the owner's properties or projects, exactly as for one that does not exist.
    const report = await load(account.owner, id, locale)
    if (!report) notFound()
    return render(report, locale, account.owner.name)
  }
  async function generateMetadata({ params }: Params) {
    const { locale, id } = await params
    return portalMetadata(locale, { internal, id })
  }
  return { PortalReportPage, generateMetadata }
}

export const propertyReportRoute = reportRoute('/login/portal/property/[id]', loadPropertyReport, (report, locale, owner) => <PropertyReportView report={report} locale={locale} owner={owner} />)
export const projectReportRoute = reportRoute('/login/portal/project/[id]', loadProjectReport, (report, locale, owner) => <ProjectReportView report={report} locale={locale} owner={owner} />)
