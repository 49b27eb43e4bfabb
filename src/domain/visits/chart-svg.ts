import { escapeUTF8 } from 'entities'

import { visitsChart } from './chart'
import type { DailyCount, Day } from './windows'

/**
 * The 30-day visits chart as a standalone SVG document, for pictures made on the server (the weekly report
 * mail turns it into a PNG: mail clients do not show SVG). Same geometry as the portal's chart
 * (./chart.ts); fixed colours and a white background, since a picture has no page around it.
 */
export type ChartSvgOptions = {
  formatDay: (day: Day) => string
  /** Bars from this day on are drawn darker (the week a report is about). */
  highlightFrom?: Day
  /** Picture size in CSS pixels; the PNG may be rendered at a multiple of it. */
  size?: { width: number; height: number }
  /** Labels' size in CSS pixels: larger in a mail, where phones show the picture scaled down. */
  fontSize?: number
}

export const CHART_COLOURS = { bar: '#145f8c', earlierBar: '#9fc3da', grid: '#dde3ea', text: '#56606c', background: '#ffffff' } as const

export function visitsChartSvg(days: DailyCount[], { formatDay, highlightFrom, size = { width: 640, height: 220 }, fontSize = 11 }: ChartSvgOptions): string {
  const chart = visitsChart(days, size)
  const font = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="${fontSize}"`
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${chart.width}" height="${chart.height}" viewBox="0 0 ${chart.width} ${chart.height}">`,
    `<rect width="100%" height="100%" fill="${CHART_COLOURS.background}"/>`,
    ...chart.ticks.map(
      (tick) =>
        `<line x1="${chart.plot.left}" x2="${chart.plot.left + chart.plot.width}" y1="${tick.y}" y2="${tick.y}" stroke="${CHART_COLOURS.grid}" stroke-width="1"/>` +
        `<text x="${chart.plot.left - 6}" y="${tick.y + Math.round(fontSize * 0.35)}" text-anchor="end" ${font} fill="${CHART_COLOURS.text}">${tick.value}</text>`,
    ),
    ...chart.bars.map((bar) => {
      const fill = highlightFrom && bar.day < highlightFrom ? CHART_COLOURS.earlierBar : CHART_COLOURS.bar
      return `<rect x="${bar.x}" y="${bar.y}" width="${bar.width}" height="${bar.height}" rx="1.5" fill="${fill}"/>`
    }),
  ]
  const [first, last] = [chart.bars[0], chart.bars.at(-1)]
  if (first) parts.push(`<text x="${first.x}" y="${chart.height - 6}" text-anchor="start" ${font} fill="${CHART_COLOURS.text}">${escapeUTF8(formatDay(first.day))}</text>`)
  if (last && last !== first) parts.push(`<text x="${last.x + last.width}" y="${chart.height - 6}" text-anchor="end" ${font} fill="${CHART_COLOURS.text}">${escapeUTF8(formatDay(last.day))}</text>`)
  parts.push('</svg>')
  return parts.join('\n')
}
