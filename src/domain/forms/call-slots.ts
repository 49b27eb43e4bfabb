/**
 * When the agency may call a visitor back (SPEC §9). One definition for every language: the agency calls
 * from one office on one schedule, so a slot is the same hours whoever picks it (ADR 0039). The value a
 * form posts and a lead stores is the slot's own hours ('13:00-16:00'), so the stored lead, the agency's
 * mail and the admin read the hours themselves, not a code a translation could contradict.
 */
export const CALL_SLOTS = [
  { from: '10:00', to: '13:00' },
  { from: '13:00', to: '16:00' },
  { from: '16:00', to: '19:00' },
] as const

export type CallSlot = (typeof CALL_SLOTS)[number]
export const callSlotValue = (slot: { from: string; to: string }) => `${slot.from}-${slot.to}`

/** The values the forms accept. */
export const TIME_SLOTS = CALL_SLOTS.map(callSlotValue) as [string, ...string[]]

const HOUR_MINUTE = /^([01]?\d|2[0-3])(?::([0-5]\d))?$/

/** 'HH:MM' (or a bare hour) as minutes since midnight. */
function minutesOf(text: string): number | null {
  const match = HOUR_MINUTE.exec(text.trim())
  return match ? Number(match[1]) * 60 + Number(match[2] ?? 0) : null
}

/**
 * The hours of a stored slot value: today's '13:00-16:00', and the '13-16' of leads stored before the
 * values named their hours. Null for anything else.
 */
export function parseCallSlot(value: string): { from: number; to: number } | null {
  const parts = value.split('-')
  if (parts.length !== 2) return null
  const [from, to] = parts.map((part) => minutesOf(part))
  return from !== null && from !== undefined && to !== null && to !== undefined && from < to ? { from, to } : null
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * A slot in the reader's language ('13:00–16:00', '13:00 – 16:00', '13:00–16:00 Uhr'); a value that is
 * not a slot is shown as it is.
 */
export function formatCallSlot(value: string, intlLocale: string): string {
  const slot = parseCallSlot(value)
  if (!slot) return value
  let format = formatters.get(intlLocale)
  if (!format) {
    // Hours of the day, not moments: formatted on a fixed day in UTC so no time zone shifts them.
    format = new Intl.DateTimeFormat(intlLocale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })
    formatters.set(intlLocale, format)
  }
  const at = (minutes: number) => new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60))
  return format.formatRange(at(slot.from), at(slot.to))
}
