import { getTranslations } from 'next-intl/server'

import { Pagination } from '@/shared/components/Pagination'
import type { Locale } from '@/i18n/locales'
import { itemImageSizes, type ListLayout } from '@/domain/module-layout'
import { ItemList } from '@/shared/components/ItemList'

import { blogPath, type BlogView } from '../blog-view'
import { getArticlePage } from '../queries'
import { ArticleCard } from './ArticleCard'

/**
 * The blog's list (ADR 0035): its categories as links with their counts, 12 articles a page with
 * 'page x of y' and the total (SPEC §9), plain links that work without JavaScript.
 */
export async function BlogList({ view, locale, perRow, layout = 'cards' }: { view: BlogView; locale: Locale; perRow: number; layout?: ListLayout }) {
  const articleLayout = layout === 'features' ? 'feature' : layout === 'news' ? 'news' : 'card'
  const [t, listing, common, all, shown] = await Promise.all([
    getTranslations({ locale, namespace: 'findable' }),
    getTranslations({ locale, namespace: 'listing' }),
    getTranslations({ locale, namespace: 'common' }),
    getArticlePage(view.root, locale, 1, view.maxItems),
    getArticlePage(view.category?.id ?? view.root, locale, view.page, view.maxItems),
  ])
  const links = [{ key: 'all', label: t('allCategories'), count: all.shown, href: blogPath(locale, null), current: view.category === null }].concat(
    view.categories.map((category) => ({ key: String(category.id), label: category.name, count: category.count, href: blogPath(locale, category), current: view.category?.id === category.id })),
  )
  return (
    <div className="blog-list">
      {view.categories.length > 0 && (
        <nav className="blog-categories" aria-label={t('categories')}>
          <ul>
            {links.map((link) => (
              <li key={link.key}>
                <a href={link.href} aria-current={link.current ? 'page' : undefined}>
                  {link.label} <span className="blog-categories__count">({link.count})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="blog-list__summary">
        {t('articles', { count: shown.shown })} · {listing('pageOf', { page: view.page, pages: shown.pages })}
      </p>
      <ItemList
        layout={layout}
        perRow={perRow}
        items={shown.docs.map((article, index) => ({
          key: article.id,
          node: <ArticleCard article={article} locale={locale} readMore={common('readMore')} layout={articleLayout} sizes={itemImageSizes(layout, perRow, shown.docs.length, index)} />,
        }))}
      />
      <Pagination
        page={view.page}
        pages={shown.pages}
        href={(page) => blogPath(locale, view.category, page)}
        labels={{ navigation: listing('pagination'), previous: listing('previousPage'), next: listing('nextPage') }}
      />
    </div>
  )
}
