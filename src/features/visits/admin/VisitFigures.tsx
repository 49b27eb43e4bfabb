import type { Payload } from 'payload'

import { INTL_LOCALE, type Locale } from '@/i18n/locales'

import { staffText } from '@/collections/staff-texts'
import type { VisitSubject } from '../visit-counter'
import { readVisitFigures } from '../visit-figures'
import { VisitsChart } from '../VisitsChart'

/** Visits as staff see them in the admin, in their language: the owner's four figures and the 30-day chart. */
export async function VisitFigures({ payload, subject, title, language }: { payload: Payload; subject: VisitSubject | 'site'; title: string; language: Locale }) {
  const figures = await readVisitFigures(payload, subject)
  const text = (key: string) => staffText(`visits.${key}`)[language]
  const dayFormat = new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const cells = [
    ['today', figures.today],
    ['week', figures.week],
    ['month', figures.month],
    ['total', figures.total],
  ] as const
  return (
    <section className="visit-figures" style={{ marginBottom: 'var(--base, 20px)' }}>
      <h3 style={{ marginBottom: 8 }}>{title}</h3>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8, margin: '0 0 12px' }}>
        {cells.map(([key, value]) => (
          <div key={key}>
            <dt style={{ fontSize: 12, opacity: 0.75 }}>{text(key)}</dt>
            <dd style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <VisitsChart
        id={subject === 'site' ? 'site-visits' : `${subject.kind}-${subject.id}-visits`}
        days={figures.lastDays}
        formatDay={(day) => dayFormat.format(new Date(`${day}T00:00:00Z`))}
        labels={{ caption: text('caption'), table: text('table'), day: text('day'), visits: text('visitors') }}
      />
    </section>
  )
}
