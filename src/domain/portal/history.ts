import { FORMS, isLeadKind, type LeadKind } from '../forms/forms'

/**
 * The owner portal's history (SPEC §3 owner statistics: date, type, contact, subject, comment, status,
 * source) and calendar visits, built from the leads about one property or project. The visitor gave their
 * data to the agency, not to the owner (ADR 0029): an owner sees a shortened name and the kind of request;
 * e-mail, phone and what the visitor wrote only when staff ticked `shareWithOwner` on that lead. Rows are
 * built from named fields only, so nothing else the visitor typed (a friend's address, incomes, a CV) can
 * reach the owner.
 */

/** What the portal reads of a lead: never the summary (it holds the e-mail) nor the whole document. */
export type HistoryLead = {
  id: number
  kind: string
  createdAt: string
  fields: unknown
  shareWithOwner?: boolean | null
  handled?: boolean | null
  appointmentStatus?: 'held' | 'confirmed' | 'cancelled' | 'expired' | null
}

export type HistoryStatus = 'new' | 'handled' | 'confirmed' | 'cancelled'

export type HistoryRow = {
  id: number
  date: string
  kind: LeadKind
  /** "Marie D.", or the whole name when shared; null when the visitor gave no usable name. */
  contact: string | null
  subject: string
  comment: string | null
  email: string | null
  phone: string | null
  status: HistoryStatus
  /** Every lead comes from a form on the agency's website. */
  source: 'website'
}

/** Forms about a property or a project; the rest (job applications, newsletter, valuations…) are not the owner's business. */
export const isAboutSubject = (kind: string): kind is LeadKind => isLeadKind(kind) && FORMS[kind].subject !== 'none'

/** What the visitor wrote in their own words, per form: the message, an offer's conditions, a candidate tenant's reason. */
const FREE_TEXT_FIELDS = ['message', 'conditions', 'reason'] as const

type Fields = Record<string, unknown>
const fieldsOf = (lead: HistoryLead): Fields => (lead.fields && typeof lead.fields === 'object' && !Array.isArray(lead.fields) ? (lead.fields as Fields) : {})
const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const trimmed = value.replace(/\s+/g, ' ').trim()
  return trimmed === '' ? null : trimmed
}

const MAX_NAME = 60
/** Letters (any script), spaces, hyphens, apostrophes and dots: a name typed into a name field. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u
/** A name field holding an address, a number or a link is not shown at all (it would no longer be a name). */
const asName = (value: unknown): string | null => {
  const name = text(value)
  return name && name.length <= MAX_NAME && NAME_PATTERN.test(name) ? name : null
}

/** The visitor's first and last name as typed; the send-to-friend form has one name field. */
function nameParts(fields: Fields): { first: string | null; last: string | null } {
  const first = asName(fields.firstName)
  const last = asName(fields.lastName)
  if (first || last) return { first, last }
  const whole = asName(fields.name)
  if (!whole) return { first: null, last: null }
  const words = whole.split(' ')
  return words.length > 1 ? { first: words[0]!, last: words.slice(1).join(' ') } : { first: whole, last: null }
}

/** First name and the initial of the last name, "Marie D."; the whole name only when staff shared the lead. */
export function contactName(fields: Fields, shared: boolean): string | null {
  const { first, last } = nameParts(fields)
  if (shared) return [first, last].filter(Boolean).join(' ') || null
  const initial = last ? `${Array.from(last)[0]!.toLocaleUpperCase()}.` : null
  return [first?.split(' ')[0], initial].filter(Boolean).join(' ') || null
}

/** A booking whose e-mail address was never confirmed (held, or lapsed) is not the owner's business (ADR 0041). */
const unconfirmedBooking = (lead: HistoryLead) => lead.appointmentStatus === 'held' || lead.appointmentStatus === 'expired'

function statusOf(lead: HistoryLead): HistoryStatus {
  if (lead.kind === 'contact-appointment' && (lead.appointmentStatus === 'confirmed' || lead.appointmentStatus === 'cancelled')) return lead.appointmentStatus
  return lead.handled ? 'handled' : 'new'
}

/** One row per lead about the subject, newest first; visitor details beyond the shortened name only when shared. */
export function historyRows(leads: readonly HistoryLead[], subject: { title: string }): HistoryRow[] {
  return leads
    .filter((lead) => isAboutSubject(lead.kind) && !unconfirmedBooking(lead))
    .map((lead) => {
      const fields = fieldsOf(lead)
      const shared = lead.shareWithOwner === true
      return {
        id: lead.id,
        date: lead.createdAt,
        kind: lead.kind as LeadKind,
        contact: contactName(fields, shared),
        subject: subject.title,
        comment: shared ? FREE_TEXT_FIELDS.map((name) => text(fields[name])).filter(Boolean).join(' — ') || null : null,
        email: shared ? text(fields.email) : null,
        phone: shared ? text(fields.phone) : null,
        status: statusOf(lead),
        source: 'website' as const,
      }
    })
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
}

export type AppointmentLead = HistoryLead & { slot: { startsAt: string; endsAt: string } | null }
export type CalendarVisit = { id: number; startsAt: string; endsAt: string; contact: string | null }

/** Confirmed visit moments booked through the appointment form: the coming ones soonest first, the past ones latest first. */
export function calendarVisits(leads: readonly AppointmentLead[], now: Date): { upcoming: CalendarVisit[]; past: CalendarVisit[] } {
  const visits = leads.flatMap((lead) =>
    lead.kind === 'contact-appointment' && lead.appointmentStatus === 'confirmed' && lead.slot
      ? [{ id: lead.id, startsAt: lead.slot.startsAt, endsAt: lead.slot.endsAt, contact: contactName(fieldsOf(lead), lead.shareWithOwner === true) }]
      : [],
  )
  const at = (iso: string) => new Date(iso).getTime()
  return {
    upcoming: visits.filter((visit) => at(visit.endsAt) > now.getTime()).sort((a, b) => at(a.startsAt) - at(b.startsAt)),
    past: visits.filter((visit) => at(visit.endsAt) <= now.getTime()).sort((a, b) => at(b.startsAt) - at(a.startsAt)),
  }
}
