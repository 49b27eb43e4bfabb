/**
 * The owner statistics' periods (SPEC §3 owner statistics, §9 the 30-day graph): today, this week (from
 * Monday), this month, in total, and the last 30 days, all as calendar days in Brussels, where the agency
 * and its owners are. Days are 'YYYY-MM-DD' strings: counts are kept per day, and calendar arithmetic on
 * them cannot slip an hour at the daylight-saving changes as arithmetic on timestamps would.
 */

export const STATISTICS_TIME_ZONE = 'Europe/Brussels'
export const CHART_DAYS = 30

export type Day = string
export type DailyCount = { day: Day; visits: number }
export type VisitFigures = { today: number; week: number; month: number; total: number; lastDays: DailyCount[] }

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STATISTICS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day in Brussels at this moment. */
export function brusselsDay(moment: Date): Day {
  return dayFormat.format(moment)
}

const asUtcDate = (day: Day) => new Date(`${day}T00:00:00Z`)
const dayOf = (date: Date): Day => date.toISOString().slice(0, 10)

/** The day `offset` days after (or before, when negative) this one. */
export function addDays(day: Day, offset: number): Day {
  const date = asUtcDate(day)
  date.setUTCDate(date.getUTCDate() + offset)
  return dayOf(date)
}

/** The Monday of this day's week (Belgian weeks start on Monday). */
export function weekStart(day: Day): Day {
  const weekday = asUtcDate(day).getUTCDay() // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7))
}

export function monthStart(day: Day): Day {
  return `${day.slice(0, 8)}01`
}

/** The last `CHART_DAYS` days up to and including today, oldest first. */
export function chartDays(today: Day, days = CHART_DAYS): Day[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index - days + 1))
}

/** An owner's figures from the daily counts of one property (any order, days absent meaning no visit). */
export function visitFigures(counts: DailyCount[], now: Date): VisitFigures {
  const today = brusselsDay(now)
  const [week, month] = [weekStart(today), monthStart(today)]
  const byDay = new Map<Day, number>()
  for (const { day, visits } of counts) byDay.set(day, (byDay.get(day) ?? 0) + visits)
  const sumFrom = (first: Day) => [...byDay].reduce((sum, [day, visits]) => (day >= first && day <= today ? sum + visits : sum), 0)
  return {
    today: byDay.get(today) ?? 0,
    week: sumFrom(week),
    month: sumFrom(month),
    total: [...byDay].reduce((sum, [day, visits]) => (day <= today ? sum + visits : sum), 0),
    lastDays: chartDays(today).map((day) => ({ day, visits: byDay.get(day) ?? 0 })),
  }
}

/** When this Brussels day ends: the next day's midnight in Brussels, as an instant. */
export function dayEnds(day: Day): Date {
  return brusselsTime(addDays(day, 1), 0)
}

/**
 * The instant when Brussels clocks show this day and hour. Brussels' offset is read one hour before that
 * wall time taken as UTC: right for every hour but the 02:00–03:00 the clock changes skip or repeat.
 */
export function brusselsTime(day: Day, hour: number): Date {
  const wallAsUtc = asUtcDate(day).getTime() + hour * 3_600_000
  const probe = new Date(wallAsUtc - 3_600_000)
  const wall = new Intl.DateTimeFormat('en-CA', { timeZone: STATISTICS_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(probe)
    .reduce<Record<string, string>>((parts, part) => ({ ...parts, [part.type]: part.value }), {})
  const offset = Date.UTC(+wall.year!, +wall.month! - 1, +wall.day!, +wall.hour!, +wall.minute!, +wall.second!) - probe.getTime()
  return new Date(wallAsUtc - offset)
}
