import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { formatDay } from '@/domain/dates'
import { LeadFormSection } from '@/features/leads'
import { buildMetadata } from '@/shared/site/metadata'
import { isLocale, type Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import { articlePath, CATEGORY } from './article-path'
import { Breadcrumb } from '@/shared/components/Breadcrumb'
import { getTestimonials } from './queries'

type Params = { params: Promise<{ locale: string }> }

async function localeOf(params: Params['params']): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}

/**
 * /nl/getuigenissen/ (SPEC §2.1 parent of the testimonials): what customers wrote, newest first, each
 * leading to its own page, and the form to write one. A page of the site's own, cached like the others.
 */
export function testimonialsPage() {
  async function TestimonialsRoute({ params }: Params) {
    const locale = await localeOf(params)
    setRequestLocale(locale)
    const [t, common, testimonials] = await Promise.all([
      getTranslations({ locale, namespace: 'findable' }),
      getTranslations({ locale, namespace: 'common' }),
      getTestimonials(locale),
    ])
    return (
      <>
        <Breadcrumb locale={locale} items={[{ label: t('testimonialsTitle') }]} />
        <div className="container page">
          <header className="page__header">
            <h1>{t('testimonialsTitle')}</h1>
            <p className="lead">{t('testimonialsIntro')}</p>
          </header>
          {testimonials.length === 0 ? (
            <p className="empty-state">{t('noTestimonials')}</p>
          ) : (
            <ul className="testimonials">
              {testimonials.map((testimonial) => {
                const href = articlePath({ externalId: testimonial.externalId, slug: testimonial.slug, categoryExternalId: CATEGORY.testimonials }, locale)
                return (
                  <li key={testimonial.id}>
                    <figure className="testimonial">
                      {testimonial.intro && <blockquote className="testimonial__quote">{testimonial.intro}</blockquote>}
                      <figcaption>
                        <strong>{href ? <a href={href}>{testimonial.title}</a> : testimonial.title}</strong>
                        {testimonial.publishedAt && (
                          <>
                            {' · '}
                            <time dateTime={testimonial.publishedAt}>{formatDay(testimonial.publishedAt, locale)}</time>
                          </>
                        )}
                        {href && (
                          <>
                            {' · '}
                            <a href={href} aria-hidden="true" tabIndex={-1}>
                              {common('readMore')}
                            </a>
                          </>
                        )}
                      </figcaption>
                    </figure>
                  </li>
                )
              })}
            </ul>
          )}
          <LeadFormSection kind="testimonial" locale={locale} />
        </div>
      </>
    )
  }
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const locale = await localeOf(params)
    const t = await getTranslations({ locale, namespace: 'findable' })
    // buildMetadata puts the agency's name after the title.
    return buildMetadata(locale, publicPath('/testimonials', locale), { title: t('testimonialsTitle'), description: t('testimonialsIntro') })
  }
  return { default: TestimonialsRoute, generateMetadata }
}
