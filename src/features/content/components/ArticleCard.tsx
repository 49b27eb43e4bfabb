import { formatDay } from '@/domain/dates'
import type { Locale } from '@/i18n/locales'
import type { Article } from '@/payload-types'

import { articlePath } from '../article-path'
import { Picture } from '@/shared/components/Picture'

export function categoryExternalId(article: Article): number | null {
  return typeof article.category === 'object' ? (article.category.externalId ?? null) : null
}

export function ArticleCard({ article, locale, readMore }: { article: Article; locale: Locale; readMore: string }) {
  const href = articlePath({ externalId: article.externalId, slug: article.slug, categoryExternalId: categoryExternalId(article) }, locale)
  return (
    <article className="card">
      {article.image && typeof article.image === 'object' && <Picture media={article.image} className="card__image" sizes="(max-width: 767px) 100vw, 33vw" />}
      <div className="card__body">
        <h3 className="card__title">{href ? <a href={href}>{article.title}</a> : article.title}</h3>
        {article.publishedAt && (
          <p className="card__date">
            <time dateTime={article.publishedAt}>{formatDay(article.publishedAt, locale)}</time>
          </p>
        )}
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
