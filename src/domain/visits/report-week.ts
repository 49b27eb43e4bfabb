import { addDays, brusselsDay, brusselsTime, type Day, weekStart } from './windows'

/**
 * The owners' weekly report: on Monday morning in Brussels, the figures of the week that just
 * ended, Monday to Sunday. Weeks are calendar days, so the report of a week with a clock change covers its
 * 167 or 169 hours, and the Monday it goes out is the Brussels Monday whatever the server's time zone.
 */

/** The hour on Monday, Brussels time, from which the week's report goes out. */
export const REPORT_HOUR = 7

export type ReportWeek = { monday: Day; sunday: Day }

/** The last whole week before this moment: the one a report sent now is about. */
export function reportWeek(now: Date): ReportWeek {
  const monday = addDays(weekStart(brusselsDay(now)), -7)
  return { monday, sunday: addDays(monday, 6) }
}

/** When the reports go out next: the first Monday REPORT_HOUR o'clock in Brussels after this moment. */
export function nextReportTime(now: Date): Date {
  const thisMonday = brusselsTime(weekStart(brusselsDay(now)), REPORT_HOUR)
  return thisMonday.getTime() > now.getTime() ? thisMonday : brusselsTime(addDays(weekStart(brusselsDay(now)), 7), REPORT_HOUR)
}

/** A moment inside the report's last day, for figures computed "as of" that Sunday (its week is then the report's week). */
export const endOfReportWeek = (week: ReportWeek): Date => brusselsTime(week.sunday, 12)

/** The daily housekeeping's hour in Brussels: quiet, and away from the 02:00–03:00 the clock changes touch. */
export const HOUSEKEEPING_HOUR = 4

/** The next HOUSEKEEPING_HOUR o'clock in Brussels after this moment. */
export function nextHousekeepingTime(now: Date): Date {
  const today = brusselsTime(brusselsDay(now), HOUSEKEEPING_HOUR)
  return today.getTime() > now.getTime() ? today : brusselsTime(addDays(brusselsDay(now), 1), HOUSEKEEPING_HOUR)
}
