import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { isLocale, type Locale } from '@/i18n/locales'

type Props<Query> = { params: Promise<{ locale: string }>; searchParams: Promise<Query> }

/**
 * The page and the metadata of a route whose page reads its address's query (favourites, search profile):
 * an unknown locale is not found, a known one is set for the request before the page renders.
 */
export function queryPageRoute<Query>(Page: (props: { locale: Locale; query: Query }) => Promise<ReactNode>, metadata: (locale: Locale) => Promise<Metadata>) {
  async function QueryPage({ params, searchParams }: Props<Query>) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    return <Page locale={locale} query={await searchParams} />
  }
  async function generateMetadata({ params }: Props<Query>): Promise<Metadata> {
    const { locale } = await params
    return isLocale(locale) ? metadata(locale) : {}
  }
  return { QueryPage, generateMetadata }
}
