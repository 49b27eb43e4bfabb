import { getFormatter } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { Article } from '@/payload-types'

import { Breadcrumb, type Crumb } from './Breadcrumb'
import { Picture } from './Picture'
import { Prose } from './Prose'

/** One article: blog post, I-sell page or testimonial, with its breadcrumb. */
export async function ArticleView({ article, locale, parents }: { article: Article; locale: Locale; parents: Crumb[] }) {
  const format = await getFormatter({ locale })
  return (
    <>
      <Breadcrumb locale={locale} items={[...parents, { label: article.title }]} />
      <article className="container article">
        <header className="article__header">
          <h1>{article.title}</h1>
          {article.publishedAt && (
            <p className="article__date">
              <time dateTime={article.publishedAt}>{format.dateTime(new Date(article.publishedAt), { day: '2-digit', month: '2-digit', year: 'numeric' })}</time>
            </p>
          )}
          {article.intro && <p className="lead">{article.intro}</p>}
        </header>
        {article.image && typeof article.image === 'object' && (
          <Picture media={article.image} className="article__image" priority sizes="(max-width: 1050px) 100vw, 1050px" />
        )}
        {article.body && <Prose data={article.body} locale={locale} />}
      </article>
    </>
  )
}
