/**
 * The demo snapshot's listing dates are fixed when it is generated, so a demo loaded weeks later would call
 * nothing 'new' (listed in the last 14 days, src/domain/offer.ts). When the demo is loaded, its listing dates
 * move forward by whole days so that its newest property came on the market a day or two before: a few
 * properties then read 'new', as on a real site. Order, gaps and times of day stay as generated.
 */

const DAY_MS = 86_400_000

type FeedRecord = Record<string, unknown>

/** Feed dates are 'YYYY-MM-DD HH:mm:ss'; read and written alike, so a whole-day shift keeps the time of day. */
const readFeedDate = (value: unknown) => (typeof value === 'string' ? Date.parse(`${value.trim().replace(' ', 'T')}Z`) : Number.NaN)
const writeFeedDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

/** The whole days to add so that the newest CreatedDate falls between one and two days before `now` (never backwards). */
export function demoDateShiftDays(records: FeedRecord[], now: number): number {
  const newest = Math.max(...records.map((record) => readFeedDate(record.CreatedDate)).filter(Number.isFinite))
  if (!Number.isFinite(newest)) return 0
  return Math.max(0, Math.floor((now - DAY_MS - newest) / DAY_MS))
}

/** The records with CreatedDate and LastChangedDate moved forward by that many days (a change never after `now`). */
export function shiftDemoListingDates<T extends FeedRecord>(records: T[], now: number): T[] {
  const days = demoDateShiftDays(records, now)
  if (days === 0) return records
  const shift = (value: unknown, cap: number) => {
    const ms = readFeedDate(value)
    return Number.isFinite(ms) ? writeFeedDate(Math.min(ms + days * DAY_MS, cap)) : value
  }
  return records.map((record) => ({
    ...record,
    ...('CreatedDate' in record ? { CreatedDate: shift(record.CreatedDate, Number.POSITIVE_INFINITY) } : {}),
    ...('LastChangedDate' in record ? { LastChangedDate: shift(record.LastChangedDate, now) } : {}),
  }))
}
