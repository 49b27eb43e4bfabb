import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { buildMetadata } from '@/shared/site/metadata'
import { isLocale, type Locale } from '@/i18n/locales'
import type { AppPathname } from '@/i18n/pathnames'
import { publicPath } from '@/i18n/paths'
import type { Article, Media } from '@/payload-types'

import { CATEGORY } from './article-path'
import { ArticleView } from './components/ArticleView'
import type { Crumb } from '@/shared/components/Breadcrumb'
import { getArticleBySlug, getPage, getRelatedArticles } from './queries'

type Params = { params: Promise<{ locale: string; slug: string }> }
type Kind = 'blog' | 'testimonial'

const parentRoute: Record<Kind, AppPathname> = { blog: '/blog', testimonial: '/testimonials' }
const categoryOf = (article: Article) => (typeof article.category === 'object' ? article.category.externalId : null)

async function load(kind: Kind, locale: Locale, slug: string): Promise<Article | null> {
  const article = await getArticleBySlug(slug, locale)
  if (!article) return null
  const category = categoryOf(article)
  // A testimonial is not a blog post and the other way round: each answers at its own path only.
  if (kind === 'testimonial' ? category !== CATEGORY.testimonials : category === CATEGORY.testimonials || category === CATEGORY.team) return null
  return article
}

/** The article's own public path, from the route's parameters. */
function articlePath(kind: Kind, locale: Locale, slug: string): string {
  return publicPath(kind === 'blog' ? '/blog/[slug]' : '/testimonials/[slug]', locale, { slug })
}

/** The article's parent page in the breadcrumb: the blog, or the testimonials (a page of code, not of the CMS). */
async function parentCrumbs(kind: Kind, locale: Locale): Promise<Crumb[]> {
  const href = publicPath(parentRoute[kind], locale)
  if (kind === 'testimonial') return [{ label: (await getTranslations({ locale, namespace: 'findable' }))('testimonialsTitle'), href }]
  const parent = await getPage(parentRoute[kind], locale)
  return parent ? [{ label: parent.title, href }] : []
}

/** Route files of article pages: blog/[slug] and testimonials/[slug]. */
export function articlePage(kind: Kind) {
  async function ArticleRoute({ params }: Params) {
    const { locale, slug } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const article = await load(kind, locale, decodeURIComponent(slug))
    if (!article) notFound()
    const [parents, related] = await Promise.all([parentCrumbs(kind, locale), getRelatedArticles(article, locale)])
    return <ArticleView article={article} locale={locale} parents={parents} related={related} />
  }
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const { locale, slug } = await params
    if (!isLocale(locale)) return {}
    const article = await load(kind, locale, decodeURIComponent(slug))
    if (!article) return {}
    return buildMetadata(locale, articlePath(kind, locale, decodeURIComponent(slug)), {
      title: article.title,
      description: article.intro,
      image: typeof article.image === 'object' ? (article.image as Media | null) : null,
    })
  }
  return { default: ArticleRoute, generateMetadata }
}
