import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { VisitTotals } from '../reports'

/** Today, this week, this month and in total (SPEC §3 owner statistics), as the site's figure tiles or small in a card. */
export async function VisitFigureList({ visits, locale, className, itemClassName }: { visits: VisitTotals; locale: Locale; className?: string; itemClassName?: string }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'portal' }), getFormatter({ locale })])
  const figures = [
    ['visitsToday', visits.today],
    ['visitsWeek', visits.week],
    ['visitsMonth', visits.month],
    ['visitsTotal', visits.total],
  ] as const
  return (
    <dl className={className}>
      {figures.map(([label, value]) => (
        <div key={label} className={itemClassName}>
          <dt>{t(label)}</dt>
          <dd>{format.number(value)}</dd>
        </div>
      ))}
    </dl>
  )
}
