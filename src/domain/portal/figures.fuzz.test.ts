import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDays, brusselsDay, CHART_DAYS, type DailyCount, monthStart, weekStart } from '../visits/windows'
import { listingDay, marketPrices, ownerVisitFigures } from './figures'
import { daysOnMarket } from './market'

/**
 * Property test of the owner portal's figures (issue 23): whatever the rows hold — visits before the listing,
 * dated after today, a total read a moment after the days — what the owner sees holds together.
 */
const DAY_MS = 86_400_000
const START = Date.parse('2024-01-01T00:00:00Z')
const SPAN = 3 * 365 * DAY_MS

const moment = fc.integer({ min: 0, max: SPAN }).map((offset) => new Date(START + offset))
/** Daily counts around `now`: from 200 days before to 5 days after, some days twice (two instances' rows). */
const countsAround = (now: Date) =>
  fc.array(fc.record({ back: fc.integer({ min: -5, max: 200 }), visits: fc.integer({ min: 0, max: 500 }) }), { maxLength: 120 }).map((rows) =>
    rows.map(({ back, visits }): DailyCount => ({ day: addDays(brusselsDay(now), -back), visits })),
  )

const scenario = moment.chain((now) =>
  fc.record({
    now: fc.constant(now),
    // Listed up to 200 days ago, or a few days ahead (announced), or unknown.
    listedAt: fc.option(
      fc.integer({ min: -200 * DAY_MS, max: 3 * DAY_MS }).map((offset) => new Date(now.getTime() + offset).toISOString()),
      { nil: null },
    ),
    counts: countsAround(now),
    // Rows flushed between the sum of the days and the total's read can only add to the total.
    lateVisits: fc.integer({ min: 0, max: 50 }),
  }),
)

/** The database's total as visit-figures.ts reads it: every row from the listing day up to today. */
const storedTotal = (counts: DailyCount[], since: string | null, today: string) =>
  counts.reduce((sum, { day, visits }) => ((since === null || day >= since) && day <= today ? sum + visits : sum), 0)

describe('owner portal figures, for any rows', () => {
  it('never count a visit before the listing day or after today, and the total is never below a window', () => {
    fc.assert(
      fc.property(scenario, ({ now, listedAt, counts, lateVisits }) => {
        const since = listingDay(listedAt)
        const today = brusselsDay(now)
        const figures = ownerVisitFigures(counts, { now, since, storedTotal: storedTotal(counts, since, today) + lateVisits })
        const chartSum = figures.lastDays.reduce((sum, { visits }) => sum + visits, 0)

        expect(figures.lastDays).toHaveLength(CHART_DAYS)
        expect(figures.lastDays.at(-1)!.day).toBe(today)
        for (const { day, visits } of figures.lastDays) {
          expect(visits).toBeGreaterThanOrEqual(0)
          if (since !== null && day < since) expect(visits).toBe(0)
        }
        expect(figures.total).toBeGreaterThanOrEqual(chartSum)
        expect(figures.total).toBeGreaterThanOrEqual(figures.month)
        expect(figures.total).toBeGreaterThanOrEqual(figures.week)
        expect(figures.week).toBeGreaterThanOrEqual(figures.today)
        expect(figures.month).toBeGreaterThanOrEqual(figures.today)
        expect(figures.today).toBe(figures.lastDays.at(-1)!.visits)

        // Listed within the chart's days: everything it ever had is in the chart (1,271 in total beside 324
        // in 30 days, for a flat on the market for 14 days, was the demo's contradiction).
        const days = daysOnMarket(listedAt, now)
        if (days !== null && days < CHART_DAYS) expect(figures.total).toBe(chartSum + lateVisits)
        // A property announced but not yet listed has had no visits.
        if (since !== null && since > today) expect(figures.total).toBe(lateVisits)
        // The week and the month are the chart's own days when they fit in it.
        const sumFrom = (first: string) => figures.lastDays.reduce((sum, { day, visits }) => (day >= first ? sum + visits : sum), 0)
        const firstShown = figures.lastDays[0]!.day
        for (const [figure, first] of [[figures.week, weekStart(today)], [figures.month, monthStart(today)]] as const) {
          if (first >= firstShown) expect(figure).toBe(sumFrom(first))
          else expect(figure).toBeGreaterThanOrEqual(sumFrom(firstShown))
        }
      }),
      { numRuns: 400 },
    )
  })

  const priceScenario = moment.chain((now) =>
    fc.record({
      listedAt: fc.option(
        fc.integer({ min: -300 * DAY_MS, max: 0 }).map((offset) => new Date(now.getTime() + offset).toISOString()),
        { nil: null },
      ),
      changes: fc.array(
        fc.record({
          price: fc.option(fc.integer({ min: 50, max: 80 }).map((k) => k * 5000), { nil: null }),
          changedAt: fc.oneof(
            fc.integer({ min: -400 * DAY_MS, max: 0 }).map((offset) => new Date(now.getTime() + offset).toISOString()),
            fc.constant('not a date'),
          ),
        }),
        { maxLength: 12 },
      ),
    }),
  )

  it('date the first asking price when the property was listed, never earlier, and list only changes', () => {
    fc.assert(
      fc.property(priceScenario, ({ listedAt, changes }) => {
        const steps = marketPrices(changes, listedAt)
        const valid = changes.filter((change) => !Number.isNaN(Date.parse(change.changedAt)))
        if (valid.length === 0) {
          expect(steps).toEqual([])
          return
        }
        expect(steps.length).toBeGreaterThan(0)
        const oldest = steps.at(-1)!
        expect(oldest.first).toBe(true)
        expect(oldest.previous).toBeNull()
        expect(steps.filter((step) => step.first)).toHaveLength(1)
        if (listedAt !== null) {
          expect(oldest.changedAt).toBe(new Date(listedAt).toISOString())
          for (const step of steps) expect(Date.parse(step.changedAt)).toBeGreaterThanOrEqual(Date.parse(listedAt))
        }
        // Newest first, each naming the price before it, and never a "change" to the same price.
        for (let index = 0; index < steps.length - 1; index++) {
          const [newer, older] = [steps[index]!, steps[index + 1]!]
          expect(Date.parse(newer.changedAt)).toBeGreaterThanOrEqual(Date.parse(older.changedAt))
          expect(newer.previous).toBe(older.price)
          expect(newer.price).not.toBe(older.price)
        }
        // The asking price today is the last one recorded.
        const latest = [...valid].sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt)).at(-1)!
        expect(steps[0]!.price).toBe(latest.price)
      }),
      { numRuns: 400 },
    )
  })
})

describe('owner portal figures, by example', () => {
  const now = new Date('2026-11-28T10:00:00Z')
  it('leave out the visits of the days before the listing', () => {
    const counts = [
      { day: '2026-11-13', visits: 40 },
      { day: '2026-11-14', visits: 12 },
      { day: '2026-11-28', visits: 3 },
    ]
    const figures = ownerVisitFigures(counts, { now, since: listingDay('2026-11-14T09:00:00Z'), storedTotal: 15 })
    expect(figures.total).toBe(15)
    expect(figures.lastDays.find(({ day }) => day === '2026-11-13')?.visits).toBe(0)
  })
  it('date the first price at the listing, not when it was recorded', () => {
    expect(marketPrices([{ price: 300_000, changedAt: '2026-11-28T05:00:00Z' }], '2026-11-14T09:00:00Z')).toEqual([
      { price: 300_000, changedAt: '2026-11-14T09:00:00.000Z', previous: null, first: true },
    ])
  })
})
