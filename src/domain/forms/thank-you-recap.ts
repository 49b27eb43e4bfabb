import { TIME_SLOTS } from './call-slots'

/**
 * What a thank-you page repeats of what was asked (issue 23, ADR 0070): the day and the hours of a visit
 * request, or the moment of a booked viewing. The page is cached and the same for everyone, so these facts
 * travel in the redirect's query and are read in the browser. Only these facts, checked on both ends: never
 * a name, an address, a phone number or a message, nothing that says who asked.
 */
export type ThankYouRecap = { kind: 'visit-request'; day: string; slots: string[] } | { kind: 'viewing'; startsAt: string; endsAt: string }

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A moment as the slots store it, to the second, in UTC: nothing else (no free text) passes. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?Z$/
const MAX_VIEWING_MS = 12 * 3_600_000

const validDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
const validMoment = (value: unknown): value is string => typeof value === 'string' && MOMENT.test(value) && !Number.isNaN(Date.parse(value))
const knownSlots = (value: unknown): string[] => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return TIME_SLOTS.filter((slot) => list.includes(slot))
}

/** The recap of a lead just stored: its visit day and hours, or its booked slot; null for other forms. */
export function recapOf(kind: string, fields: unknown, slot?: { startsAt: string; endsAt: string } | null): ThankYouRecap | null {
  const values = fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : {}
  if (kind === 'visit-request' && validDay(values.visitDate)) return { kind, day: values.visitDate, slots: knownSlots(values.timeSlots) }
  if (kind === 'contact-appointment' && slot) return readRecap(recapQuery({ kind: 'viewing', startsAt: new Date(slot.startsAt).toISOString(), endsAt: new Date(slot.endsAt).toISOString() }))
  return null
}

/** The query the thank-you redirect carries: '' for no recap. */
export function recapQuery(recap: ThankYouRecap | null): string {
  if (!recap) return ''
  const query =
    recap.kind === 'visit-request'
      ? new URLSearchParams({ visit: recap.day, ...(recap.slots.length ? { hours: recap.slots.join(',') } : {}) })
      : new URLSearchParams({ viewing: recap.startsAt, until: recap.endsAt })
  return `?${query.toString()}`
}

/** The recap in a thank-you page's address, or null when there is none or anything in it is not one. */
export function readRecap(search: string): ThankYouRecap | null {
  const query = new URLSearchParams(search)
  const [visit, viewing, until] = [query.get('visit'), query.get('viewing'), query.get('until')]
  if (visit !== null) {
    if (!validDay(visit)) return null
    const hours = query.get('hours')
    const slots = hours === null ? [] : knownSlots(hours)
    if (hours !== null && slots.length !== hours.split(',').length) return null
    return { kind: 'visit-request', day: visit, slots }
  }
  if (viewing !== null && until !== null && validMoment(viewing) && validMoment(until)) {
    const length = Date.parse(until) - Date.parse(viewing)
    return length > 0 && length <= MAX_VIEWING_MS ? { kind: 'viewing', startsAt: new Date(viewing).toISOString(), endsAt: new Date(until).toISOString() } : null
  }
  return null
}
