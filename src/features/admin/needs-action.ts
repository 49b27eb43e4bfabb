// Server only. Not marked with 'server-only': that package throws outside the react-server condition,
// which would break the integration suite that tests this module.
import type { Payload, TypedUser } from 'payload'

import { type Condition, whereOf } from '../../domain/admin/list-links'
import { LEAD_KINDS, type LeadKind } from '../../domain/forms/forms'
import { brusselsDay, brusselsTime, dayEnds } from '../../domain/visits/windows'
import type { Locale } from '../../i18n/locales'
import type { AppointmentSlot, Lead, Property } from '../../payload-types'

/** How many unhandled leads of one kind wait. */
export type NewLeads = { kind: LeadKind; count: number }
/** A lead that never reached the agency's mailbox (ADR 0015). */
export type UndeliveredLead = { id: number; kind: LeadKind; sender: string; createdAt: string }
/** A visit today: a booked slot, or a visit request asking for today (its preferred times). */
export type TodaysVisit = {
  leadId: number
  visitor: string
  property: { id: number; title: string } | null
} & ({ booked: true; startsAt: string; endsAt: string } | { booked: false; times: string[] })

export type NeedsAction = {
  newLeads: NewLeads[]
  failed: { count: number; latest: UndeliveredLead[] }
  today: TodaysVisit[]
}

/** Leads nobody marked handled yet (Payload's not_equals also matches older rows holding no value). */
export const UNHANDLED: Condition = { field: 'handled', operator: 'not_equals', value: true }
/** Leads whose delivery gave up (ADR 0015). */
export const UNDELIVERED: Condition = { field: 'delivery', operator: 'equals', value: 'failed' }
const KIND = (kind: LeadKind): Condition => ({ field: 'kind', operator: 'equals', value: kind })

/** How many undelivered leads the dashboard lists (the link shows them all). */
export const FAILED_LISTED = 5
/** More visits than this in one day is not a dashboard any more: the leads list has them all. */
const VISITS_LISTED = 50

type Fields = Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The visitor's name as the form took it (first and last name, or one name), else the stored summary without the address. */
export function visitorName(lead: Pick<Lead, 'fields' | 'summary'>): string {
  const fields = (lead.fields ?? {}) as Fields
  const name = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ') || text(fields.name)
  return name || lead.summary.replace(/\s*<[^>]*>\s*$/, '').trim() || lead.summary
}

const propertyOf = (property: Lead['property']): TodaysVisit['property'] =>
  property && typeof property === 'object' ? { id: property.id, title: (property as Property).title ?? `#${property.id}` } : null

/**
 * What the admin dashboard opens on (ADR 0033): unhandled leads by kind, leads whose delivery failed,
 * and today's visits (Brussels calendar day). Everything is read as this staff user, with the collections'
 * access rules (overrideAccess false): an agent is never counted a job application (src/collections/Leads.ts).
 * Null when this user may not read leads at all.
 */
export async function readNeedsAction(payload: Payload, user: TypedUser, { locale, now = new Date() }: { locale: Locale; now?: Date }): Promise<NeedsAction | null> {
  const asUser = { user, overrideAccess: false } as const
  const leads = 'leads' as const

  let kinds: LeadKind[]
  try {
    const distinct = await payload.findDistinct({ collection: leads, field: 'kind', where: whereOf([UNHANDLED]), limit: LEAD_KINDS.length, ...asUser })
    kinds = distinct.values.map((row) => (row as { kind: LeadKind }).kind)
  } catch (error) {
    if ((error as { status?: number }).status === 403) return null
    throw error
  }

  const today = brusselsDay(now)
  const [newLeads, failed, booked, requested] = await Promise.all([
    Promise.all(
      LEAD_KINDS.filter((kind) => kinds.includes(kind)).map(async (kind) => ({
        kind,
        count: (await payload.count({ collection: leads, where: whereOf([UNHANDLED, KIND(kind)]), ...asUser })).totalDocs,
      })),
    ),
    payload.find({ collection: leads, where: whereOf([UNDELIVERED]), sort: '-createdAt', limit: FAILED_LISTED, depth: 0, select: { kind: true, summary: true, fields: true, createdAt: true }, ...asUser }),
    payload.find({
      collection: leads,
      where: {
        and: [
          { kind: { equals: 'contact-appointment' } },
          { appointmentStatus: { not_in: ['cancelled', 'held', 'expired'] } },
          { 'slot.startsAt': { greater_than_equal: brusselsTime(today, 0).toISOString() } },
          { 'slot.startsAt': { less_than: dayEnds(today).toISOString() } },
        ],
      },
      limit: VISITS_LISTED,
      depth: 1,
      locale,
      select: { summary: true, fields: true, slot: true, property: true },
      populate: { 'appointment-slots': { startsAt: true, endsAt: true }, properties: { title: true } },
      ...asUser,
    }),
    payload.find({
      collection: leads,
      where: { and: [{ kind: { equals: 'visit-request' } }, { 'fields.visitDate': { equals: today } }] },
      limit: VISITS_LISTED,
      depth: 1,
      locale,
      select: { summary: true, fields: true, property: true },
      populate: { properties: { title: true } },
      ...asUser,
    }),
  ])

  const bookedVisits: TodaysVisit[] = booked.docs.flatMap((lead) => {
    const slot = lead.slot as AppointmentSlot | number | null | undefined
    if (!slot || typeof slot !== 'object') return []
    return [{ leadId: lead.id, visitor: visitorName(lead), property: propertyOf(lead.property), booked: true as const, startsAt: slot.startsAt, endsAt: slot.endsAt }]
  })
  const requestedVisits: TodaysVisit[] = requested.docs.map((lead) => {
    const times = (lead.fields as Fields).timeSlots
    return { leadId: lead.id, visitor: visitorName(lead), property: propertyOf(lead.property), booked: false as const, times: Array.isArray(times) ? times.map(String) : [] }
  })

  return {
    newLeads: newLeads.filter((row) => row.count > 0),
    failed: {
      count: failed.totalDocs,
      latest: failed.docs.map((lead) => ({ id: lead.id, kind: lead.kind, sender: visitorName(lead), createdAt: lead.createdAt })),
    },
    // Booked visits by time first, then the requests of the day (they name a part of the day at most).
    today: [...bookedVisits.sort((a, b) => (a.booked && b.booked ? a.startsAt.localeCompare(b.startsAt) : 0)), ...requestedVisits],
  }
}
