import { getTranslations } from 'next-intl/server'

import { Picture } from '@/shared/components/Picture'
import { PicturePlaceholder } from '@/shared/components/PicturePlaceholder'
import { formatEuro } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import { CARD_IMAGE_SIZES } from '@/domain/module-layout'
import type { Project } from '@/payload-types'

import { projectPath } from '@/shared/catalogue-paths'
import { placeName } from '@/domain/place-names'

/** `sizes`: its picture's width in the list's layout (ADR 0075), a quarter of a wide row by default. */
export async function ProjectCard({ project, locale, sizes = CARD_IMAGE_SIZES }: { project: Project; locale: Locale; sizes?: string }) {
  const [t, p] = await Promise.all([getTranslations({ locale, namespace: 'catalogue' }), getTranslations({ locale, namespace: 'project' })])
  return (
    <article className="card project-card">
      <div className="card__media">
        {project.picture && typeof project.picture === 'object' ? (
          <Picture media={project.picture} alt="" className="card__image" sizes={sizes} />
        ) : (
          <PicturePlaceholder className="card__image card__image--empty" />
        )}
      </div>
      <div className="card__body">
        <p className="card__eyebrow">{placeName(project.city, locale)}</p>
        <h3 className="card__title">
          <a href={projectPath(project, locale)}>{project.name}</a>
        </h3>
        {project.priceMin && project.priceMax ? (
          <>
            <p className="card__price">{t('priceRange', { min: formatEuro(project.priceMin, locale), max: formatEuro(project.priceMax, locale) })}</p>
            <p className="price-vat">{p(`pricesVat_${project.pricesVat ?? 'exclusive'}`)}</p>
          </>
        ) : null}
      </div>
    </article>
  )
}
