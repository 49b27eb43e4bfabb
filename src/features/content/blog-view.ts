import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import type { BlogCategory } from './queries'

// Apart from blog-page.tsx so the blog list (and the module that shows it) can use them without importing the route.

/** Which part of the blog a path shows: a category (or all) and a page of it. */
export type BlogView = { moduleId: string; root: number; maxItems: number | null; category: BlogCategory | null; categories: BlogCategory[]; page: number }

/** The path of a category's page (or the whole blog's) in one language, and of its page n. */
export function blogPath(locale: Locale, category: Pick<BlogCategory, 'slug'> | null, page = 1): string {
  if (category) {
    return page > 1 ? publicPath('/blog/category/[category]/page/[page]', locale, { category: category.slug, page }) : publicPath('/blog/category/[category]', locale, { category: category.slug })
  }
  return page > 1 ? publicPath('/blog/page/[page]', locale, { page }) : publicPath('/blog', locale)
}
