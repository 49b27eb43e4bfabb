/**
 * The rules of a visit booking whose e-mail address is not confirmed yet (ADR 0041): it holds
 * its place for HOLD_MINUTES, and reaches neither the owner's calendar nor the agency's mail until confirmed.
 */
export const HOLD_MINUTES = 30

export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired'

export const holdEnds = (now: Date) => new Date(now.getTime() + HOLD_MINUTES * 60_000)

/** A booking that still takes a place in its slot. */
export const takesPlace = (status: string | null | undefined): boolean => status === 'held' || status === 'confirmed'

/** What following the confirmation link does to a booking. */
export function confirmationOf(booking: { status: string | null | undefined; holdUntil: string | Date | null | undefined }, now: Date): 'confirm' | 'already' | 'expired' | 'gone' {
  if (booking.status === 'confirmed') return 'already'
  if (booking.status === 'expired') return 'expired'
  if (booking.status !== 'held') return 'gone'
  const until = booking.holdUntil ? new Date(booking.holdUntil).getTime() : Number.NaN
  return Number.isFinite(until) && until > now.getTime() ? 'confirm' : 'expired'
}

/** The key an e-mail address is capped by: trimmed and lower case, so spellings of one address count together. */
export const emailKey = (email: string): string => email.trim().toLowerCase()
