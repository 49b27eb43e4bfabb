import { visitsChart } from '@/domain/visits/chart'
import type { DailyCount } from '@/domain/visits/windows'

type Labels = { caption: string; table: string; day: string; visits: string }

/** The plot's height in CSS pixels; its width is the room it is given. */
const PLOT_HEIGHT = 200
/** Labels at 12 px whatever the width (issue 23: at least 11 px on a phone, where a scaled picture shrank them to 6). */
const LABEL = { fontSize: 12, lineHeight: 1.2, color: '#56606c' } as const

/**
 * The 30-day visits chart (SPEC §9), drawn on the server: nothing to load in the browser. The bars are an
 * SVG stretched to the width it is given (the whole column on a desktop, the screen on a phone); the scale's
 * figures and the first and last day are text beside it, so they keep their size at any width. The picture
 * is one image named by its caption (its bars are not read one by one); the same figures follow as a table
 * for screen readers and anyone who wants the numbers.
 */
export function VisitsChart({ days, labels, formatDay, id }: { days: DailyCount[]; labels: Labels; formatDay: (day: string) => string; id: string }) {
  const chart = visitsChart(days, { width: 644, height: PLOT_HEIGHT + 40 })
  const { plot } = chart
  const percentFromTop = (y: number) => `${((y - plot.top) / plot.height) * 100}%`
  const [first, last] = [chart.bars[0], chart.bars.at(-1)]
  return (
    <figure className="visits-chart" aria-labelledby={`${id}-caption`} style={{ margin: 0 }}>
      <div role="img" aria-labelledby={`${id}-caption`} style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 8, ...LABEL }}>
        <div style={{ position: 'relative', height: PLOT_HEIGHT }}>
          {/* The widest figure, unseen, gives the scale its width. */}
          <span style={{ visibility: 'hidden' }}>{Math.max(...chart.ticks.map((tick) => tick.value))}</span>
          {chart.ticks.map((tick) => (
            <span key={tick.value} className="visits-chart__tick" style={{ position: 'absolute', right: 0, top: percentFromTop(tick.y), transform: 'translateY(-50%)' }}>
              {tick.value}
            </span>
          ))}
        </div>
        <svg
          viewBox={`${plot.left} ${plot.top} ${plot.width} ${plot.height}`}
          preserveAspectRatio="none"
          focusable="false"
          style={{ display: 'block', width: '100%', height: PLOT_HEIGHT, overflow: 'visible' }}
        >
          {chart.ticks.map((tick) => (
            <line key={tick.value} x1={plot.left} x2={plot.left + plot.width} y1={tick.y} y2={tick.y} stroke="#dde3ea" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {chart.bars.map((bar) => (
            <rect key={bar.day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill="#145f8c">
              <title>{`${formatDay(bar.day)}: ${bar.visits}`}</title>
            </rect>
          ))}
        </svg>
        <span />
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, paddingTop: 6 }}>
          {first && <span className="visits-chart__day">{formatDay(first.day)}</span>}
          {last && last !== first && <span className="visits-chart__day">{formatDay(last.day)}</span>}
        </div>
      </div>
      <figcaption id={`${id}-caption`}>{labels.caption}</figcaption>
      <details className="visits-chart__data">
        <summary>{labels.table}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{labels.day}</th>
              <th scope="col">{labels.visits}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">
                  <time dateTime={day.day}>{formatDay(day.day)}</time>
                </th>
                <td>{day.visits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
