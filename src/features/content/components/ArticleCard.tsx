import { formatDay } from '@/domain/dates'
import type { Locale } from '@/i18n/locales'
import type { Article } from '@/payload-types'

import { articlePath } from '../article-path'
import { Picture } from '@/shared/components/Picture'

export function categoryExternalId(article: Article): number | null {
  return typeof article.category === 'object' ? (article.category.externalId ?? null) : null
}

/**
 * An article in a list. `layout` is the list's (module views, ADR 0075): a card in a grid; a news row, whose
 * date comes first as in a news list; a feature, large beside its picture, one to a row.
 */
type Props = { article: Article; locale: Locale; readMore: string; layout?: 'card' | 'news' | 'feature'; /** its picture's `sizes` in the list's layout */ sizes?: string }

export function ArticleCard({ article, locale, readMore, layout = 'card', sizes = '(max-width: 767px) 100vw, 33vw' }: Props) {
  const href = articlePath({ externalId: article.externalId, slug: article.slug, categoryExternalId: categoryExternalId(article) }, locale)
  const date = article.publishedAt && (
    <p className={layout === 'card' ? 'card__date' : 'card__eyebrow'}>
      <time dateTime={article.publishedAt}>{formatDay(article.publishedAt, locale)}</time>
    </p>
  )
  return (
    <article className={layout === 'card' ? 'card' : `card card--${layout}`}>
      {article.image && typeof article.image === 'object' && (
        <div className="card__media">
          <Picture media={article.image} className="card__image" sizes={sizes} />
        </div>
      )}
      <div className="card__body">
        {layout !== 'card' && date}
        <h3 className="card__title">{href ? <a href={href}>{article.title}</a> : article.title}</h3>
        {layout === 'card' && date}
        {article.intro && <p className="card__text">{article.intro}</p>}
        {href && (
          <span className="card__more" aria-hidden="true">
            {readMore} →
          </span>
        )}
      </div>
    </article>
  )
}
