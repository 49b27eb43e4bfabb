import 'server-only'

import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getAlternates } from '@/shared/site/alternates'
import { getAgencyName, getSiteLanguages } from '@/shared/site/queries'
import { titleWithBrand } from '@/domain/brand'
import { sharedImage } from '@/domain/images'
import type { Locale } from '@/i18n/locales'
import { getEnv } from '@/server/env'

export type SeoFields = {
  title?: string | null
  description?: string | null
  ogTitle?: string | null
  ogDescription?: string | null
  twitterTitle?: string | null
  twitterDescription?: string | null
  /** The page's picture (a Media document): only a resized copy of it is shared (sharedImage). */
  image?: Parameters<typeof sharedImage>[0]
  noIndex?: boolean
}

const ogLocale: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_DE' }

/**
 * Title, description, Open Graph, Twitter, canonical and hreflang for one page (SPEC §2.4). `path` is the
 * page's own public path, from its parameters: a cached page never reads the request. The hreflang links
 * are also what the language switcher follows (features/site/components/LanguageLinks.tsx).
 */
export async function buildMetadata(locale: Locale, path: string, seo: SeoFields): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  const siteUrl = getEnv().SITE_URL
  const alternates = (await getAlternates(path)) ?? {}
  const [{ defaultLocale }, brand] = await Promise.all([getSiteLanguages(), getAgencyName(locale)])
  const absolute = (p: string) => new URL(p, siteUrl).toString()
  // Every title ends with the agency's name as it writes it (one source: Settings), the home page is the name.
  const title = titleWithBrand(seo.title, brand)
  const description = seo.description || t('defaultDescription')
  const shared = sharedImage(seo.image)
  const images = shared?.url ? [{ url: absolute(shared.url), width: shared.width ?? undefined, height: shared.height ?? undefined }] : undefined
  const languages: Record<string, string> = Object.fromEntries(
    Object.entries(alternates).map(([l, href]) => [l === 'nl' || l === 'fr' ? `${l}-BE` : l, absolute(href)]),
  )
  if (alternates[defaultLocale]) languages['x-default'] = absolute(alternates[defaultLocale])
  return {
    metadataBase: new URL(siteUrl),
    title,
    description,
    alternates: { canonical: absolute(alternates[locale] ?? path), languages },
    openGraph: {
      type: 'website',
      siteName: brand,
      locale: ogLocale[locale],
      url: absolute(alternates[locale] ?? path),
      title: seo.ogTitle || title,
      description: seo.ogDescription || description,
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: seo.twitterTitle || seo.ogTitle || title,
      description: seo.twitterDescription || seo.ogDescription || description,
      images: images?.map((i) => i.url),
    },
    robots: seo.noIndex ? { index: false, follow: true } : undefined,
  }
}
