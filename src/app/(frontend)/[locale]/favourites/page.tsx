import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { type FavouritesQuery, favouritesMetadata, FavouritesPage } from '@/features/favourites/routes'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<FavouritesQuery> }

// The ids are in the address: rendered for each request (public facts only, so a proxy may still keep it briefly).
export const dynamic = 'force-dynamic'

export default async function FavouritesRoute({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <FavouritesPage locale={locale} query={await searchParams} />
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return isLocale(locale) ? favouritesMetadata(locale) : {}
}
