import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { requireOwner } from '@/features/accounts'
import { PortalHome, loadOverview, portalMetadata } from '@/features/portal/routes'
import { isLocale } from '@/i18n/locales'

// Personal: rendered for each request from the session cookie, never cached (ADR 0028).
export const dynamic = 'force-dynamic'

type Params = { params: Promise<{ locale: string }> }

export default async function PortalHomePage({ params }: Params) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { owner, email } = await requireOwner(locale)
  const overview = await loadOverview(owner, locale)
  return <PortalHome locale={locale} owner={{ name: owner.name, email, weeklyReport: owner.weeklyReport !== false }} {...overview} />
}

export async function generateMetadata({ params }: Params) {
  return portalMetadata((await params).locale, { internal: '/login/portal' })
}
