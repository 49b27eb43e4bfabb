import { getTranslations } from 'next-intl/server'

import { AccountFavourites } from '@/features/favourites'
import { Breadcrumb } from '@/shared/components/Breadcrumb'
import { Picture } from '@/shared/components/Picture'
import { PicturePlaceholder } from '@/shared/components/PicturePlaceholder'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'

import styles from '../portal.module.css'
import type { ProjectSummary, PropertySummary, SharedDocument } from '../reports'
import { AccountBar } from './AccountBar'
import { DocumentsPanel } from './ReportPanels'
import { VisitFigureList } from './VisitFigureList'
import { WeeklyReportForm } from './WeeklyReportForm'
import { placeName } from '@/domain/place-names'

type Summary = { key: string; href: string; title: string; city: string | null; reference?: string | null; status: PropertySummary['status'] | ProjectSummary['status']; cover: PropertySummary['cover']; visits: PropertySummary['visits'] }

const BADGE: Record<Summary['status'], string> = { sale: 'badge', rent: 'badge', online: 'badge', sold: 'badge badge--sold', rented: 'badge badge--rented', offline: 'badge badge--sold' }

async function SummaryCard({ item, locale }: { item: Summary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  const eyebrow = [placeName(item.city, locale), item.reference ? t('reference', { reference: item.reference }) : null].filter(Boolean).join(' · ')
  return (
    <article className="card">
      <div className="card__media">
        {item.cover ? <Picture media={item.cover} alt="" className="card__image" sizes="(max-width: 767px) 100vw, (max-width: 1279px) 50vw, 33vw" /> : <PicturePlaceholder className="card__image card__image--empty" />}
        <span className={BADGE[item.status]}>{t(`status_${item.status}`)}</span>
      </div>
      <div className="card__body">
        {eyebrow && <p className="card__eyebrow">{eyebrow}</p>}
        <h3 className="card__title">
          <a href={item.href} aria-label={t('viewStatistics', { title: item.title })}>
            {item.title}
          </a>
        </h3>
        <VisitFigureList visits={item.visits} locale={locale} className={styles.miniFigures} />
      </div>
    </article>
  )
}

function SummaryList({ items, locale }: { items: Summary[]; locale: Locale }) {
  return (
    <ul className={`cards ${styles.cardList}`}>
      {items.map((item) => (
        <li key={item.key}>
          <SummaryCard item={item} locale={locale} />
        </li>
      ))}
    </ul>
  )
}

type Props = {
  locale: Locale
  owner: { name: string; email: string; weeklyReport: boolean }
  properties: PropertySummary[]
  projects: ProjectSummary[]
  documents: SharedDocument[]
}

/** The portal's home: a greeting, the owner's properties and projects with their figures, documents, the weekly report switch. */
export async function PortalHome({ locale, owner, properties, projects, documents }: Props) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  const propertyItems: Summary[] = properties.map((property) => ({
    ...property,
    key: `property-${property.id}`,
    href: publicPath('/login/portal/property/[id]', locale, { id: property.id }),
  }))
  const projectItems: Summary[] = projects.map((project) => ({
    ...project,
    key: `project-${project.id}`,
    title: project.name,
    href: publicPath('/login/portal/project/[id]', locale, { id: project.id }),
  }))
  return (
    <>
      <AccountBar name={owner.name} locale={locale} />
      <Breadcrumb locale={locale} items={[{ label: t('homeTitle') }]} />
      <div className={`container ${styles.portal}`}>
        <header className={styles.header}>
          <div>
            <h1>{t('greeting', { name: owner.name })}</h1>
            <p className="lead">{t('intro')}</p>
          </div>
        </header>

        <section className={styles.section} aria-labelledby="properties-heading">
          <h2 id="properties-heading">{t('yourProperties')}</h2>
          {propertyItems.length === 0 ? <p>{t('nothingLinked')}</p> : <SummaryList items={propertyItems} locale={locale} />}
        </section>

        {projectItems.length > 0 && (
          <section className={styles.section} aria-labelledby="projects-heading">
            <h2 id="projects-heading">{t('yourProjects')}</h2>
            <SummaryList items={projectItems} locale={locale} />
          </section>
        )}

        <div className={styles.panels}>
          <section className={`panel ${styles.section}`} aria-labelledby="report-heading">
            <h2 id="report-heading">{t('weeklyReport')}</h2>
            <WeeklyReportForm
              locale={locale}
              weeklyReport={owner.weeklyReport}
              labels={{ label: t('weeklyReportLabel'), save: t('save'), savedOn: t('savedOn'), savedOff: t('savedOff'), failed: t('saveFailed') }}
            />
          </section>
          <DocumentsPanel documents={documents} locale={locale} emptyText />
          {/* The owner's favourites follow the login too (ADR 0079, 0082): merged here as on the profile page. */}
          <AccountFavourites locale={locale} email={owner.email} />
        </div>
      </div>
    </>
  )
}
