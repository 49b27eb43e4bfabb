import { visitsChart } from '@/domain/visits/chart'
import type { DailyCount } from '@/domain/visits/windows'

type Labels = { caption: string; table: string; day: string; visits: string }

/**
 * The 30-day visits chart (SPEC §9), drawn on the server as SVG: nothing to load in the browser. The picture
 * is one image named by its caption (its bars are not read one by one); the same figures follow as a table
 * for screen readers and anyone who wants the numbers.
 */
export function VisitsChart({ days, labels, formatDay, id }: { days: DailyCount[]; labels: Labels; formatDay: (day: string) => string; id: string }) {
  const chart = visitsChart(days)
  return (
    <figure className="visits-chart" aria-labelledby={`${id}-caption`} style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-labelledby={`${id}-caption`} focusable="false" style={{ width: '100%', height: 'auto', maxWidth: chart.width }}>
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={chart.plot.left} x2={chart.plot.left + chart.plot.width} y1={tick.y} y2={tick.y} stroke="#dde3ea" strokeWidth={1} />
            <text x={chart.plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize={11} fill="#56606c">
              {tick.value}
            </text>
          </g>
        ))}
        {chart.bars.map((bar) => (
          <rect key={bar.day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={1.5} fill="#145f8c">
            <title>{`${formatDay(bar.day)}: ${bar.visits}`}</title>
          </rect>
        ))}
        {[chart.bars[0], chart.bars.at(-1)].flatMap((bar, index) =>
          bar ? [<text key={bar.day} x={index === 0 ? bar.x : bar.x + bar.width} y={chart.height - 8} textAnchor={index === 0 ? 'start' : 'end'} fontSize={11} fill="#56606c">{formatDay(bar.day)}</text>] : [],
        )}
      </svg>
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
                <th scope="row">{formatDay(day.day)}</th>
                <td>{day.visits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
