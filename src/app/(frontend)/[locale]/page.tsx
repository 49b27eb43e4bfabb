import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { getCatalogueCounts } from '@/features/catalogue'
import { pageSeo, CmsPageView } from '@/features/content/routes'
import { getPage } from '@/features/content'
import { HomeBanner } from '@/features/home'
import { HomeSearchBlock } from '@/features/home/routes'
import { AgencyJsonLd } from '@/features/seo/routes'
import { buildMetadata } from '@/shared/site/metadata'
import { getBanner, getHomeSearch } from '@/shared/site/queries'
import { isLocale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

type Params = { params: Promise<{ locale: string }> }

export default async function HomePage({ params }: Params) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [page, banner, search, counts] = await Promise.all([getPage('/', locale), getBanner(locale), getHomeSearch(locale), getCatalogueCounts()])
  return (
    <>
      <HomeBanner banner={banner}>
        <HomeSearchBlock config={search} counts={counts} locale={locale} />
      </HomeBanner>
      {page && <CmsPageView page={{ ...page, showBreadcrumb: false }} locale={locale} hideTitle />}
      <AgencyJsonLd locale={locale} />
    </>
  )
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const page = await getPage('/', locale)
  return buildMetadata(locale, publicPath('/', locale), page ? pageSeo(page) : {})
}
