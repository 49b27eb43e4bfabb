import { getTranslations } from 'next-intl/server'

import type { VisitFigures } from '@/domain/visits/windows'
import { VisitsChart } from '@/features/visits'
import { INTL_LOCALE, type Locale } from '@/i18n/locales'

import styles from '../portal.module.css'
import { VisitFigureList } from './VisitFigureList'

/** A property's or project's visits: the four figures as tiles, then the 30-day chart with its table. */
export async function VisitsSection({ figures, locale, id }: { figures: VisitFigures; locale: Locale; id: string }) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  // Days are Brussels calendar days ('YYYY-MM-DD'), read as dates at UTC midnight so no time zone moves them.
  const dayFormat = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' })
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('visits')}</h2>
      <VisitFigureList visits={figures} locale={locale} className={`stats ${styles.tiles}`} itemClassName="stats__item" />
      <p className={styles.note}>{t('visitsNote')}</p>
      <div className={styles.chart}>
        <VisitsChart
          id={id}
          days={figures.lastDays}
          formatDay={(day) => dayFormat.format(new Date(`${day}T00:00:00Z`))}
          labels={{ caption: t('chartCaption'), table: t('chartTable'), day: t('chartDay'), visits: t('chartVisits') }}
        />
      </div>
    </section>
  )
}
