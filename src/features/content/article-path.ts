import type { AppPathname } from '@/i18n/pathnames'
import { publicPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/locales'

/** Category ids of SPEC §2.4. */
export const CATEGORY = { tipsAndInfo: 5, team: 6, iSell: 7, testimonials: 8 } as const

/** The three I-sell articles have fixed pages of their own (SPEC §2.4). */
export const I_SELL_ARTICLES: Record<number, AppPathname> = {
  29: '/i-sell/selling-with-an-agent',
  30: '/i-sell/selling-yourself',
  31: '/i-sell/home-not-selling',
}

type ArticleLike = { externalId?: number | null; slug?: string | null; categoryExternalId?: number | null }

/** Where an article is read, or null when it has no page of its own (team members, the home hero). */
export function articlePath(article: ArticleLike, locale: Locale): string | null {
  const fixed = article.externalId ? I_SELL_ARTICLES[article.externalId] : undefined
  if (fixed) return publicPath(fixed, locale)
  if (!article.slug) return null
  if (article.categoryExternalId === CATEGORY.testimonials) return publicPath('/testimonials/[slug]', locale, { slug: article.slug })
  if (article.categoryExternalId === CATEGORY.team) return null
  return publicPath('/blog/[slug]', locale, { slug: article.slug })
}
