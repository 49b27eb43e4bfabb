import { getTranslations } from 'next-intl/server'
import type { CSSProperties, ReactNode } from 'react'

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
import type { ListingQuery } from '@/domain/listing'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { Article, Media, Page } from '@/payload-types'

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
  const perRow = module.itemsPerRow ?? 3
  const cardGrid = (cards: ReactNode) => (
    <div className="cards" style={{ '--per-row': perRow } as CSSProperties}>
      {cards}
    </div>
  )
  switch (module.relationType) {
    case 'article': {
      const article = typeof module.article === 'object' ? (module.article as Article | null) : null
      if (!article) return null
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
      if (listing?.blog && listing.blog.moduleId === module.id) return <BlogList view={listing.blog} locale={locale} perRow={perRow} />
      const articles = await getArticlesInCategory(typeof module.category === 'object' ? module.category : module.category, locale, {
        limit: module.maxItems ?? 12,
        withChildren: module.includeSubcategories ?? true,
      })
      if (module.view === 'team-view') return <TeamView articles={articles} />
      if (module.view === 'slider-view') {
        return (
          <Slider label={module.title ?? undefined} previous={t('previous')} next={t('next')}>
            {articles.map((article) => {
              const href = articlePath({ externalId: article.externalId, slug: article.slug, categoryExternalId: categoryExternalId(article) }, locale)
              return (
                <figure key={article.id} className="slider__item">
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
              )
            })}
          </Slider>
        )
      }
      return cardGrid(
        articles.map((article) => (
          <ArticleCard key={article.id} article={article} locale={locale} readMore={t('readMore')} />
        ))
      )
    }
    case 'property-list': {
      const filter = (module.listFilter ?? 'latest') as ListFilter | 'projects'
      const catalogue = await getTranslations({ locale, namespace: 'catalogue' })
      if (filter === 'projects') {
        const projects = await getProjects(locale)
        if (projects.length === 0) return <p className="empty-state">{catalogue('noProjects')}</p>
        return cardGrid(
          projects.map((project) => (
            <ProjectCard key={project.id} project={project} locale={locale} />
          ))
        )
      }
      if (listing && filter !== 'latest' && filter !== 'sold') {
        return (
          <>
            <ListingView scope={filter} query={listing.query} locale={locale} basePath={listing.basePath} />
            <ListingLinks scope={filter} query={listing.query} locale={locale} />
          </>
        )
      }
      const docs = await getProperties(filter, locale, module.maxItems ?? 4)
      if (docs.length === 0) return <p className="empty-state">{catalogue('emptyOffer')}</p>
      return cardGrid(
        docs.map((property) => (
          <PropertyCard key={property.id} property={property} locale={locale} />
        ))
      )
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

function TeamView({ articles }: { articles: Article[] }) {
  return (
    <ul className="team">
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

/** The module's own pictures (SPEC §3 Module.images), a row of them under its description. */
function ModuleImages({ images, perRow }: { images: ModuleData['images']; perRow: number }) {
  const pictures = (images ?? []).filter((image): image is Media => typeof image === 'object' && Boolean(image?.url))
  if (pictures.length === 0) return null
  return (
    <div className="module__images" style={{ '--per-row': Math.min(perRow, pictures.length) } as CSSProperties}>
      {pictures.map((image) => (
        <Picture key={image.id} media={image} className="module__image" sizes={`(max-width: 767px) 100vw, ${Math.round(100 / Math.min(perRow, pictures.length))}vw`} />
      ))}
    </div>
  )
}

type ModuleProps = { module: ModuleData; locale: Locale; listing?: ListingContext; /** false when the page heading already says it */ showTitle?: boolean }

/** One module of the page builder (SPEC §2.4): its span on the 12-column grid, background and view. */
export async function ModuleView({ module, locale, listing, showTitle = true }: ModuleProps) {
  const background = module.backgroundType ?? 'none'
  const image = background === 'image' && typeof module.image === 'object' ? module.image : null
  const style = {
    '--span-sm': clampSpan(module.span?.sm),
    '--span-md': clampSpan(module.span?.md),
    '--span-lg': clampSpan(module.span?.lg),
    ...(background === 'color' && module.colorBackground ? { backgroundColor: module.colorBackground } : {}),
    ...(image?.url ? { backgroundImage: `url(${image.sizes?.large?.url ?? image.url})` } : {}),
  } as CSSProperties
  return (
    <section className={['module', `module--${module.view}`, `module--bg-${background}`, module.cssClass].filter(Boolean).join(' ')} style={style}>
      {showTitle && <Heading module={module} />}
      {module.description && <p className="module__description">{module.description}</p>}
      <ModuleImages images={module.images} perRow={module.itemsPerRow ?? 3} />
      <Body module={module} locale={locale} listing={listing} />
      {module.description2 && <p className="module__description">{module.description2}</p>}
    </section>
  )
}
