import { describe, expect, it } from 'vitest'

import { scaleTop, visitsChart } from './chart'

describe('scaleTop', () => {
  it('rounds up to 1, 2 or 5 times a power of ten, at least 5', () => {
    expect(scaleTop(0)).toBe(5)
    expect(scaleTop(3)).toBe(5)
    expect(scaleTop(5)).toBe(5)
    expect(scaleTop(6)).toBe(10)
    expect(scaleTop(11)).toBe(20)
    expect(scaleTop(20)).toBe(20)
    expect(scaleTop(21)).toBe(50)
    expect(scaleTop(51)).toBe(100)
    expect(scaleTop(1234)).toBe(2000)
  })
})

describe('visitsChart', () => {
  const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, visits: i === 29 ? 20 : i % 3 }))

  it('draws one bar per day, left to right, inside the plot', () => {
    const chart = visitsChart(days)
    expect(chart.bars).toHaveLength(30)
    const xs = chart.bars.map((bar) => bar.x)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
    for (const bar of chart.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(chart.plot.left)
      expect(bar.x + bar.width).toBeLessThanOrEqual(chart.plot.left + chart.plot.width + 0.1)
      expect(bar.y + bar.height).toBeCloseTo(chart.plot.top + chart.plot.height, 0)
    }
  })

  it('makes the busiest day reach the top of a scale of 20, and an empty day no bar', () => {
    const chart = visitsChart(days)
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 10, 20])
    expect(chart.bars.at(-1)).toMatchObject({ visits: 20, y: chart.plot.top, height: chart.plot.height })
    expect(chart.bars[0]).toMatchObject({ visits: 0, height: 0 })
    expect(chart.bars[1]!.height).toBeCloseTo(chart.plot.height / 20, 1)
  })

  it('draws a month without visits on the smallest scale', () => {
    const chart = visitsChart(days.map((d) => ({ ...d, visits: 0 })))
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 5])
    expect(chart.bars.every((bar) => bar.height === 0)).toBe(true)
  })
})
