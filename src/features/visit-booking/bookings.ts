import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { confirmationOf } from '@/domain/bookings/holds'
import { getEnv } from '@/server/env'
import { signLink, verifyLink } from '@/server/signed-links'

/**
 * Visit bookings held until the visitor confirms the e-mail address (ADR 0041). A booking is
 * saved `held` with `holdUntil`: its place in the slot is taken, but it is not in the owner's calendar
 * (which shows confirmed bookings only) and the agency is not mailed. The visitor's mail carries a signed
 * link; following it and pressing the button confirms the booking, which then is delivered like any lead
 * (the agency's mail, the visitor's confirmation with the calendar file). The releaseBookingHold job, queued
 * for the moment the hold ends, sets an unconfirmed booking `expired`, which gives its place back
 * (the Leads collection's hook).
 */
const PURPOSE = 'booking'

/** The confirmation link of a booking: valid for that lead only, checked against its hold when followed. */
export function bookingConfirmUrl(leadId: number): string {
  return `${getEnv().SITE_URL}/api/booking/${signLink(PURPOSE, { lead: leadId })}/`
}

type Held = { id: number; locale: string; appointmentStatus?: string | null; holdUntil?: string | null; slot?: unknown }

/** The booking a link names, or null when the link is not one of ours or the lead is gone. */
export async function bookingOfLink(payload: Payload, token: string): Promise<Held | null> {
  const verified = verifyLink(PURPOSE, token)
  if (!verified.ok || typeof verified.content.lead !== 'number') return null
  const lead = await payload.findByID({ collection: 'leads', id: verified.content.lead, depth: 0, overrideAccess: true, disableErrors: true })
  return lead && lead.kind === 'contact-appointment' ? (lead as Held) : null
}

export type ConfirmAnswer = { kind: 'invalid' } | { kind: 'confirmed' | 'already' | 'expired' | 'gone'; locale: string }

/** Follows a confirmation link (its POST): a held booking before its end becomes confirmed and is delivered. */
export async function confirmBooking(payload: Payload, token: string, now = new Date()): Promise<ConfirmAnswer> {
  const booking = await bookingOfLink(payload, token)
  if (!booking) return { kind: 'invalid' }
  const answer = confirmationOf({ status: booking.appointmentStatus, holdUntil: booking.holdUntil }, now)
  if (answer === 'expired') {
    // The release job may not have run yet: the place goes back now.
    await expireHold(payload, booking.id, now)
    return { kind: 'expired', locale: booking.locale }
  }
  if (answer !== 'confirm') return { kind: answer, locale: booking.locale }
  await payload.update({
    collection: 'leads',
    id: booking.id,
    // Delivered again from the start: now the agency's mail and the visitor's confirmation with the .ics.
    data: { appointmentStatus: 'confirmed', holdUntil: null, delivery: 'pending', attempts: 0, agencyMailAt: null, visitorMailAt: null },
    overrideAccess: true,
  })
  await payload.jobs.queue({ task: 'deliverLead', input: { leadId: booking.id }, queue: 'leads', overrideAccess: true })
  return { kind: 'confirmed', locale: booking.locale }
}

/** Releases one hold that was not confirmed in time (nothing when it was confirmed or cancelled meanwhile). */
export async function expireHold(payload: Payload, leadId: number, now = new Date()): Promise<boolean> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!lead || lead.appointmentStatus !== 'held') return false
  if (lead.holdUntil && new Date(lead.holdUntil).getTime() > now.getTime()) return false
  // The Leads hook gives the place back when a booking stops holding one.
  await payload.update({ collection: 'leads', id: leadId, data: { appointmentStatus: 'expired' }, overrideAccess: true })
  return true
}

/** Queued with the booking (same transaction): runs when the hold ends. */
export async function queueHoldRelease(payload: Payload, leadId: number, holdUntil: Date, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: 'releaseBookingHold', input: { leadId }, queue: 'leads', waitUntil: new Date(holdUntil.getTime() + 1000), req, overrideAccess: true })
}

export const releaseBookingHoldTask: TaskConfig<{ input: { leadId: number }; output: { released: boolean } }> = {
  slug: 'releaseBookingHold',
  label: 'Release an unconfirmed visit booking',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  outputSchema: [{ name: 'released', type: 'checkbox' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({ output: { released: await expireHold(req.payload, input.leadId) } }),
}
