import { describe, expect, it } from 'vitest'

import { visitsChart } from './chart'
import { CHART_COLOURS, visitsChartSvg } from './chart-svg'
import { addDays } from './windows'

const days = Array.from({ length: 30 }, (_, i) => ({ day: addDays('2026-02-07', i), visits: i === 29 ? 17 : i % 4 }))
const formatDay = (day: string) => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`

describe('visitsChartSvg', () => {
  it('is a standalone SVG document with a bar per day at the chart geometry', () => {
    const svg = visitsChartSvg(days, { formatDay })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="220"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
    const bars = [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g)].map((match) => match.slice(1).map(Number))
    const geometry = visitsChart(days).bars.map((bar) => [bar.x, bar.y, bar.width, bar.height])
    expect(bars).toEqual(geometry)
  })

  it('labels the scale and the first and last day', () => {
    const svg = visitsChartSvg(days, { formatDay })
    // 17 visits at most: a scale of 0, 10 and 20.
    for (const tick of ['>0<', '>10<', '>20<']) expect(svg).toContain(tick)
    expect(svg).toContain('>7/2</text>')
    expect(svg).toContain('>8/3</text>')
  })

  it('draws the report week darker than the days before it', () => {
    const svg = visitsChartSvg(days, { formatDay, highlightFrom: addDays('2026-02-07', 23) })
    expect(svg.match(new RegExp(`fill="${CHART_COLOURS.bar}"`, 'g'))).toHaveLength(7)
    expect(svg.match(new RegExp(`fill="${CHART_COLOURS.earlierBar}"`, 'g'))).toHaveLength(23)
  })

  it('escapes the day labels it is given', () => {
    const svg = visitsChartSvg(days, { formatDay: () => 'a <b> & "c"' })
    expect(svg).not.toContain('<b>')
    expect(svg).toContain('a &lt;b&gt; &amp; &quot;c&quot;')
  })
})
