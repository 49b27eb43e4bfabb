import { getTranslations } from 'next-intl/server'
import type { CSSProperties } from 'react'

import { formatDay } from '@/domain/dates'

import type { Locale } from '@/i18n/locales'
import type { Article } from '@/payload-types'

import { ArticleCard } from './ArticleCard'
import { Breadcrumb, type Crumb } from '@/shared/components/Breadcrumb'
import { Picture } from '@/shared/components/Picture'
import { Prose } from './Prose'

type Props = { article: Article; locale: Locale; parents: Crumb[]; related?: Article[] }

/** One article: blog post or testimonial, with its breadcrumb and the newest others of its category. */
export async function ArticleView({ article, locale, parents, related = [] }: Props) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'findable' }), getTranslations({ locale, namespace: 'common' })])
  return (
    <>
      <Breadcrumb locale={locale} items={[...parents, { label: article.title }]} />
      <article className="container article">
        <header className="article__header">
          <h1>{article.title}</h1>
          {article.publishedAt && (
            <p className="article__date">
              <time dateTime={article.publishedAt}>{formatDay(article.publishedAt, locale)}</time>
            </p>
          )}
          {article.intro && <p className="lead">{article.intro}</p>}
        </header>
        {article.image && typeof article.image === 'object' && (
          <Picture media={article.image} className="article__image" priority sizes="(max-width: 1050px) 100vw, 1050px" />
        )}
        {article.body && <Prose data={article.body} locale={locale} />}
      </article>
      {related.length > 0 && (
        <section className="container related-articles" aria-labelledby="related-articles-title">
          <h2 id="related-articles-title">{t('related')}</h2>
          <div className="cards" style={{ '--per-row': 3 } as CSSProperties}>
            {related.map((other) => (
              <ArticleCard key={other.id} article={other} locale={locale} readMore={common('readMore')} />
            ))}
          </div>
        </section>
      )}
    </>
  )
}
