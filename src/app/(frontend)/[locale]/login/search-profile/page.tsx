import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { type ProfilePageQuery, SearchProfilePage, searchProfileMetadata } from '@/features/search-profiles/routes'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<ProfilePageQuery> }

// Personal: rendered for each request with the session's cookie, never cached (private, no-store).
export const dynamic = 'force-dynamic'

export default async function SearchProfileRoute({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <SearchProfilePage locale={locale} query={await searchParams} />
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? searchProfileMetadata(locale) : {}
}
