import type { Payload } from 'payload'

import type { VisitSubject } from '../visit-counter'
import { readVisitFigures } from '../visit-figures'
import { VisitsChart } from '../VisitsChart'

const formatDay = (day: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))

/** Visits as staff see them in the admin: the owner's four figures and the 30-day chart. */
export async function VisitFigures({ payload, subject, title }: { payload: Payload; subject: VisitSubject | 'site'; title: string }) {
  const figures = await readVisitFigures(payload, subject)
  const cells = [
    ['Today', figures.today],
    ['This week', figures.week],
    ['This month', figures.month],
    ['Total', figures.total],
  ] as const
  return (
    <section className="visit-figures" style={{ marginBottom: 'var(--base, 20px)' }}>
      <h3 style={{ marginBottom: 8 }}>{title}</h3>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8, margin: '0 0 12px' }}>
        {cells.map(([label, value]) => (
          <div key={label}>
            <dt style={{ fontSize: 12, opacity: 0.75 }}>{label}</dt>
            <dd style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
      <VisitsChart
        id={subject === 'site' ? 'site-visits' : `${subject.kind}-${subject.id}-visits`}
        days={figures.lastDays}
        formatDay={formatDay}
        labels={{ caption: 'Visitors per day, last 30 days (counted once per page per day, without cookies)', table: 'The figures per day', day: 'Day', visits: 'Visitors' }}
      />
    </section>
  )
}
