import { getTranslations } from 'next-intl/server'
import type { CSSProperties } from 'react'

import { sizeUrl } from '@/domain/images'

import { ProjectCard, ListingLinks, ListingView, PropertyCard, getCatalogueCounts, getProjects, getProperties, type ListFilter } from '@/features/catalogue'
import { articlePath } from '../article-path'
import type { BlogView } from '../blog-view'
import { ArticleCard, categoryExternalId } from './ArticleCard'
import { BlogList } from './BlogList'
import { Picture } from '@/shared/components/Picture'
import { Prose } from './Prose'
import { Slider } from './islands'
import { getArticlesInCategory } from '../queries'
import { LeadFormSection } from '@/features/leads'
import type { LeadKind } from '@/domain/forms/forms'
import type { ProfilePrefill } from '@/domain/forms/profile-prefill'
import { profileFormValues } from '../profile-prefill'
import { formatPhone, phoneHref } from '@/domain/phone'
import { hexColour } from '@/domain/colour'
import type { ListingQuery } from '@/domain/listing'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { Article, Media, Page } from '@/payload-types'
import { itemImageSizes, itemLimit, itemsPerRow, layoutColumns, listLayout } from '@/domain/module-layout'
import { CrossFade } from '@/shared/components/CrossFade'
import { ItemList, type ListedItem } from '@/shared/components/ItemList'

export type ModuleData = NonNullable<Page['modules']>[number]
/**
 * The visitor's filters and the listing's own path, on pages whose property list is the main content; on a
 * page asked with a listing's criteria, what its keep-me-informed form fills in; on the blog, which category
 * and page its list shows.
 */
export type ListingContext = { query: ListingQuery; basePath: string; prefill?: ProfilePrefill; blog?: BlogView }

/** The CMS names its form modules by page; the leads are named by form. */
const MODULE_FORMS: Record<NonNullable<ModuleData['form']>, LeadKind> = {
  'site-contact': 'site-contact',
  'keep-me-informed': 'search-profile',
  'free-valuation': 'free-valuation',
  testimonial: 'testimonial',
  'job-application': 'job-application',
  'sign-newsletter': 'sign-newsletter',
}

const clampSpan = (value: string | null | undefined) => Math.min(12, Math.max(1, Number(value) || 12))

function Heading({ module }: { module: ModuleData }) {
  if (!module.title) return null
  const Tag = module.titleSize ?? 'h2'
  return <Tag className="module__title">{module.title}</Tag>
}

async function Body({ module, locale, listing }: { module: ModuleData; locale: Locale; listing?: ListingContext }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const perRow = itemsPerRow(module.itemsPerRow)
  const layout = listLayout(module.view)
  /** What the module lists, in its view's layout: a slider, or the shared list (features, news, cards). */
  const list = (items: ListedItem[]) =>
    layout === 'slider' ? (
      <div className="slider-host" style={{ '--slider-per-row': layoutColumns('slider', perRow, items.length) } as CSSProperties}>
        <Slider label={module.title ?? undefined} previous={t('previous')} next={t('next')}>
          {items.map((item) => (
            <div key={item.key} className="slider__slide">
              {item.node}
            </div>
          ))}
        </Slider>
      </div>
    ) : (
      <ItemList layout={layout} perRow={perRow} items={items} />
    )
  const articleLayout = layout === 'features' ? 'feature' : layout === 'news' ? 'news' : 'card'
  const sizes = (count: number, index: number) => itemImageSizes(layout, perRow, count, index)
  switch (module.relationType) {
    case 'article': {
      const article = typeof module.article === 'object' ? (module.article as Article | null) : null
      if (!article) return null
      if (layout !== 'features') {
        // One article in a list view: its card, so a news or card module of one article looks like its list.
        return list([{ key: article.id, node: <ArticleCard article={article} locale={locale} readMore={t('readMore')} layout={articleLayout} sizes={sizes(1, 0)} /> }])
      }
      return (
        <div className="single-view">
          {article.image && typeof article.image === 'object' && <Picture media={article.image} className="single-view__image" sizes="(max-width: 767px) 100vw, 50vw" />}
          <div className="single-view__text">
            {!module.title && <h2 className="module__title">{article.title}</h2>}
            {article.intro && <p className="lead">{article.intro}</p>}
            {article.body && <Prose data={article.body} locale={locale} outline={false} />}
          </div>
        </div>
      )
    }
    case 'category': {
      if (!module.category) return null
      if (listing?.blog && listing.blog.moduleId === module.id) return <BlogList view={listing.blog} locale={locale} perRow={perRow} layout={layout} />
      const articles = await getArticlesInCategory(typeof module.category === 'object' ? module.category : module.category, locale, {
        limit: itemLimit(module.maxItems, 12),
        withChildren: module.includeSubcategories ?? true,
      })
      if (layout === 'team') return <TeamView articles={articles} perRow={perRow} />
      if (layout === 'slider') {
        // A slider of articles is the customers' words (SPEC §2.4 testimonials): each a quote and who said it.
        return list(
          articles.map((article) => {
            const href = articlePath({ externalId: article.externalId, slug: article.slug, categoryExternalId: categoryExternalId(article) }, locale)
            return {
              key: article.id,
              node: (
                <figure className="slider__item">
                  <blockquote>{article.intro}</blockquote>
                  <figcaption>
                    {article.title}
                    {href && (
                      <>
                        {' · '}
                        <a href={href}>{t('readMore')}</a>
                      </>
                    )}
                  </figcaption>
                </figure>
              ),
            }
          }),
        )
      }
      return list(
        articles.map((article, index) => ({
          key: article.id,
          node: <ArticleCard article={article} locale={locale} readMore={t('readMore')} layout={articleLayout} sizes={sizes(articles.length, index)} />,
        })),
      )
    }
    case 'property-list': {
      const filter = (module.listFilter ?? 'latest') as ListFilter | 'projects'
      const catalogue = await getTranslations({ locale, namespace: 'catalogue' })
      if (filter === 'projects') {
        const projects = await getProjects(locale, itemLimit(module.maxItems, 100))
        if (projects.length === 0) return <p className="empty-state">{catalogue('noProjects')}</p>
        return list(projects.map((project, index) => ({ key: project.id, node: <ProjectCard project={project} locale={locale} sizes={sizes(projects.length, index)} /> })))
      }
      if (listing && filter !== 'latest' && filter !== 'sold') {
        return (
          <>
            <ListingView scope={filter} query={listing.query} locale={locale} basePath={listing.basePath} layout={layout} perRow={perRow} maxItems={module.maxItems ?? null} />
            <ListingLinks scope={filter} query={listing.query} locale={locale} />
          </>
        )
      }
      // SPEC §9: a property list shows four unless its module says otherwise.
      const docs = await getProperties(filter, locale, itemLimit(module.maxItems, 4))
      if (docs.length === 0) return <p className="empty-state">{catalogue('emptyOffer')}</p>
      return list(docs.map((property, index) => ({ key: property.id, node: <PropertyCard property={property} locale={locale} sizes={sizes(docs.length, index)} /> })))
    }
    case 'stats-view':
      return <StatsView locale={locale} />
    case 'contact': {
      const kind = MODULE_FORMS[module.form ?? 'site-contact']
      const initialValues = kind === 'search-profile' && listing?.prefill ? await profileFormValues(listing.prefill, locale) : undefined
      return <LeadFormSection kind={kind} locale={locale} bare={Boolean(module.title)} initialValues={initialValues} />
    }
    default:
      return null
  }
}

function TeamView({ articles, perRow }: { articles: Article[]; perRow: number }) {
  return (
    <ul className="team" style={{ '--per-row': perRow } as CSSProperties}>
      {articles.map((person) => (
        <li key={person.id} className="team__member">
          {person.image && typeof person.image === 'object' && <Picture media={person.image} className="team__photo" sizes="200px" />}
          <h3>{person.title}</h3>
          {person.person?.role && <p className="team__role">{person.person.role}</p>}
          {person.intro && <p>{person.intro}</p>}
          <p className="team__contact">
            {person.person?.email && (
              <a href={`mailto:${person.person.email}`}>
                {person.person.email}
              </a>
            )}
            {person.person?.phone && (
              <a href={phoneHref(person.person.phone)}>
                {formatPhone(person.person.phone)}
              </a>
            )}
          </p>
        </li>
      ))}
    </ul>
  )
}

async function StatsView({ locale }: { locale: Locale }) {
  const [t, counts] = await Promise.all([getTranslations({ locale, namespace: 'stats' }), getCatalogueCounts()])
  const items = [
    { label: t('forSale'), value: counts.sale, href: publicPath('/for-sale', locale) },
    { label: t('forRent'), value: counts.rent, href: publicPath('/for-rent', locale) },
    { label: t('projects'), value: counts.projects, href: publicPath('/projects', locale) },
    { label: t('sold'), value: counts.done },
  ]
  return (
    <dl className="stats">
      {items.map((item) => (
        <div key={item.label} className="stats__item">
          <dt>{item.href ? <a href={item.href}>{item.label}</a> : item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

const pictures = (images: ModuleData['images']) => (images ?? []).filter((image): image is Media => typeof image === 'object' && Boolean(image?.url))

/** The module's own pictures (SPEC §3 Module.images), a row of them under its description. */
function ModuleImages({ images, perRow }: { images: Media[]; perRow: number }) {
  if (images.length === 0) return null
  const columns = Math.min(perRow, images.length)
  return (
    <div className="module__images" style={{ '--per-row': columns } as CSSProperties}>
      {images.map((image) => (
        <Picture key={image.id} media={image} className="module__image" sizes={`(max-width: 767px) 100vw, ${Math.round(100 / columns)}vw`} />
      ))}
    </div>
  )
}

type ModuleProps = { module: ModuleData; locale: Locale; listing?: ListingContext; /** false when the page heading already says it */ showTitle?: boolean }

/** One module of the page builder (SPEC §2.4): its span on the 12-column grid, background and view. */
export async function ModuleView({ module, locale, listing, showTitle = true }: ModuleProps) {
  const own = pictures(module.images)
  const requested = module.backgroundType ?? 'none'
  const image = requested === 'image' && typeof module.image === 'object' ? module.image : null
  // Into a style attribute only as a plain hex colour (a typed value could carry more CSS).
  const colour = hexColour(module.colorBackground)
  // A background without what it needs (no colour, no picture) is no background.
  const background =
    (requested === 'color' && colour) || (requested === 'image' && image?.url) || (requested === 'gallery' && own.length > 0) ? requested : 'none'
  const style = {
    '--span-sm': clampSpan(module.span?.sm),
    '--span-md': clampSpan(module.span?.md),
    '--span-lg': clampSpan(module.span?.lg),
    ...(background === 'color' ? { backgroundColor: colour! } : {}),
    // The file for each screen width (SPEC §9), chosen by page.css: a phone never fetches the 1360 px one.
    ...(background === 'image'
      ? {
          '--bg-small': `url(${sizeUrl(image!, 'small')})`,
          '--bg-medium': `url(${sizeUrl(image!, 'medium')})`,
          '--bg-large': `url(${sizeUrl(image!, 'large')})`,
        }
      : {}),
  } as CSSProperties
  return (
    <section className={['module', `module--${module.view}`, `module--bg-${background}`, module.cssClass].filter(Boolean).join(' ')} style={style}>
      {/* A gallery background (SPEC §3, image display mode "gallery"): the pictures cross-fade behind a veil. */}
      {background === 'gallery' && <CrossFade images={own} />}
      {showTitle && <Heading module={module} />}
      {module.description && <p className="module__description">{module.description}</p>}
      {background !== 'gallery' && <ModuleImages images={own} perRow={itemsPerRow(module.itemsPerRow)} />}
      <Body module={module} locale={locale} listing={listing} />
      {module.description2 && <p className="module__description">{module.description2}</p>}
    </section>
  )
}
