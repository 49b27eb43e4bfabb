import { getTranslations } from 'next-intl/server'

import { Breadcrumb, type Crumb } from '@/features/content/components/Breadcrumb'
import { Picture } from '@/features/content/components/Picture'
import { formatEuro } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import type { Project } from '@/payload-types'

import { getProjectUnits } from '../queries'
import { PropertyCard } from './PropertyCard'

/** Project page as far as the foundation goes: name, price range, picture, description and its units. */
export async function ProjectDetail({ project, locale, parents }: { project: Project; locale: Locale; parents: Crumb[] }) {
  const [t, units] = await Promise.all([getTranslations({ locale, namespace: 'catalogue' }), getProjectUnits(project.id, locale)])
  return (
    <>
      <Breadcrumb locale={locale} items={[...parents, { label: project.name }]} />
      <article className="container property-detail">
        <header>
          <p className="card__eyebrow">{project.city}</p>
          <h1>{project.name}</h1>
          {project.priceMin && project.priceMax ? (
            <p className="card__price">{t('priceRange', { min: formatEuro(project.priceMin, locale), max: formatEuro(project.priceMax, locale) })}</p>
          ) : null}
        </header>
        {project.picture && typeof project.picture === 'object' && (
          <Picture media={project.picture} priority className="property-detail__image" sizes="(max-width: 1050px) 100vw, 1050px" />
        )}
        {project.description && <p className="prose">{project.description}</p>}
        <h2>{t('units')}</h2>
        <div className="cards" style={{ '--per-row': 4 } as React.CSSProperties}>
          {units.map((unit) => (
            <PropertyCard key={unit.id} property={unit} locale={locale} />
          ))}
        </div>
      </article>
    </>
  )
}
