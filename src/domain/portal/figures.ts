import { brusselsDay, type DailyCount, type Day, visitFigures, type VisitFigures } from '../visits/windows'
import { type PriceChange, priceHistory, type PriceStep } from './market'

/**
 * The owner portal's figures about one property, made to hold together (issue 23): visits are counted from
 * the Brussels day it was listed to today (nothing before it went online, nothing dated after today), the
 * total is never below what any window adds up to, and the first asking price is dated the moment it was
 * listed. The database reads (src/features/visits/visit-figures.ts) already ask only for those days; these
 * rules are what the portal shows whatever the rows hold, so the figures agree by construction.
 */

const validTime = (iso: string | null | undefined): number | null => {
  if (!iso) return null
  const time = new Date(iso).getTime()
  return Number.isNaN(time) ? null : time
}

/** The first day a property's page could be visited: the Brussels day it was listed; null when unknown. */
export function listingDay(listedAt: string | null | undefined): Day | null {
  const time = validTime(listedAt)
  return time === null ? null : brusselsDay(new Date(time))
}

/**
 * An owner's visit figures from daily counts (any order, days absent meaning none). `since` is the listing
 * day (counts before it are left out); `storedTotal` is the database's own sum over the same days, read
 * apart from the recent days: visits written between the two reads can only raise it, never leave it below
 * what the windows show.
 */
export function ownerVisitFigures(counts: readonly DailyCount[], { now, since = null, storedTotal = 0 }: { now: Date; since?: Day | null; storedTotal?: number }): VisitFigures {
  const kept = counts.filter(({ day, visits }) => (since === null || day >= since) && Number.isFinite(visits) && visits > 0)
  const figures = visitFigures(kept, now)
  const total = Number.isFinite(storedTotal) ? Math.max(storedTotal, figures.total) : figures.total
  return { ...figures, total }
}

/**
 * The asking prices as the portal lists them, newest first. With a listing date, the first price is the one
 * it was listed at, dated that moment: prices set before it went online collapse into it (the last of them
 * is what visitors first saw), and when the oldest recorded price is later (recorded when the property
 * reached the site, after the CRM had listed it) it is taken as the listing price. Without a listing date,
 * the recorded prices as they are.
 */
export function marketPrices(changes: readonly PriceChange[], listedAt: string | null | undefined): PriceStep[] {
  const dated = changes.flatMap((change) => {
    const time = validTime(change.changedAt)
    return time === null ? [] : [{ ...change, time }]
  })
  dated.sort((a, b) => a.time - b.time)
  const listed = validTime(listedAt)
  if (listed === null || dated.length === 0) return priceHistory(dated.map(({ price, changedAt }) => ({ price, changedAt })))
  const before = dated.filter((change) => change.time <= listed)
  const after = dated.filter((change) => change.time > listed)
  const opening = before.at(-1) ?? after.shift()!
  const listedIso = new Date(listed).toISOString()
  return priceHistory([{ price: opening.price, changedAt: listedIso }, ...after.map(({ price, changedAt }) => ({ price, changedAt }))])
}
