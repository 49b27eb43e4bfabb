import { publicPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/locales'

/** Category ids of SPEC §2.4. */
export const CATEGORY = { tipsAndInfo: 5, team: 6, iSell: 7, testimonials: 8 } as const

type ArticleLike = { externalId?: number | null; slug?: string | null; categoryExternalId?: number | null }

/** Where an article is read, or null when it has no page of its own (team members, the home hero). */
export function articlePath(article: ArticleLike, locale: Locale): string | null {
  if (!article.slug) return null
  if (article.categoryExternalId === CATEGORY.testimonials) return publicPath('/testimonials/[slug]', locale, { slug: article.slug })
  if (article.categoryExternalId === CATEGORY.team) return null
  return publicPath('/blog/[slug]', locale, { slug: article.slug })
}
