import { brusselsDay } from '../visits/windows'

/**
 * What the owner portal tells an owner about their property on the market, beyond its visits: how long it
 * has been listed and how its asking price went.
 */

const DAY_MS = 86_400_000
const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`)

/**
 * Calendar days in Brussels from the day it was listed to today: 0 on the day itself. Null when the
 * listing date is unknown; a date still to come counts as 0 (announced, not yet on the market).
 */
export function daysOnMarket(listedAt: string | null | undefined, now: Date): number | null {
  if (!listedAt) return null
  const listed = new Date(listedAt)
  if (Number.isNaN(listed.getTime())) return null
  const days = Math.round((utcMidnight(brusselsDay(now)) - utcMidnight(brusselsDay(listed))) / DAY_MS)
  return Math.max(0, days)
}

export type PriceChange = { price: number | null; changedAt: string }
/** One step of the price history: the asking price from that moment, and the one it replaced (null for the first). */
export type PriceStep = { price: number | null; changedAt: string; previous: number | null; first: boolean }

/**
 * The asking prices a property had, newest first, each with the price before it. Rows that repeat the price
 * before them (a save that did not change it) are left out: the owner sees changes, not saves.
 */
export function priceHistory(changes: readonly PriceChange[]): PriceStep[] {
  const oldestFirst = changes
    .filter((change) => !Number.isNaN(new Date(change.changedAt).getTime()))
    .sort((a, b) => new Date(a.changedAt).getTime() - new Date(b.changedAt).getTime())
  const steps: PriceStep[] = []
  for (const change of oldestFirst) {
    const before = steps.at(-1)
    if (before && before.price === change.price) continue
    steps.push({ price: change.price, changedAt: change.changedAt, previous: before ? before.price : null, first: !before })
  }
  return steps.reverse()
}
