import type { DailyCount } from './windows'

/**
 * The 30-day visits chart as plain geometry (SPEC §9): one bar per day on a scale with round steps, drawn
 * by the portal as a server-rendered SVG beside an accessible table. No chart library reaches the browser.
 */
export type ChartBar = DailyCount & { x: number; y: number; width: number; height: number }
export type VisitsChart = { width: number; height: number; plot: { left: number; top: number; width: number; height: number }; bars: ChartBar[]; ticks: Array<{ value: number; y: number }> }

/** The smallest scale top of 1, 2 or 5 times a power of ten that holds `max` (at least 5, so a quiet month is not a wall of bars). */
export function scaleTop(max: number): number {
  const target = Math.max(5, max)
  const power = 10 ** Math.floor(Math.log10(target))
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= target)!
}

export function visitsChart(days: DailyCount[], size = { width: 640, height: 220 }): VisitsChart {
  const plot = { left: 36, top: 8, width: size.width - 44, height: size.height - 32 }
  const top = scaleTop(Math.max(0, ...days.map((d) => d.visits)))
  const slot = days.length ? plot.width / days.length : 0
  const gap = Math.min(4, slot * 0.25)
  const y = (value: number) => plot.top + plot.height - (value / top) * plot.height
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    ...size,
    plot,
    bars: days.map((day, index) => {
      const height = (day.visits / top) * plot.height
      return { ...day, x: round(plot.left + index * slot + gap / 2), y: round(y(day.visits)), width: round(slot - gap), height: round(height) }
    }),
    // Whole visitors only: the middle line where half the scale is a whole number.
    ticks: (Number.isInteger(top / 2) ? [0, top / 2, top] : [0, top]).map((value) => ({ value, y: round(y(value)) })),
  }
}
