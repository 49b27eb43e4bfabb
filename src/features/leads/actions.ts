'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { FORMS, isPropertyThankYouForm, thankYouTarget } from '@/domain/forms/forms'
import { recapOf, recapQuery } from '@/domain/forms/thank-you-recap'
import { relationId } from '@/domain/relation'
import { isLocale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { Lead } from '@/payload-types'
import { clientAddressOf } from '@/server/client-address'
import { sendQueuedMailSoon } from '@/server/mail-queue'
import { getPayloadClient } from '@/server/payload'

import type { LeadFormState } from '@/shared/forms/form-state'
import { receiveLead } from './receive-lead'

/** The visitor's address, read from the right of X-Forwarded-For (never the client-chosen left end). */
async function clientIp(): Promise<string> {
  return clientAddressOf(await headers())
}

/** The CRM id of the (published) property a lead is about, read as the public: what its thank-you page shows. */
async function propertyExternalId(payload: Payload, property: Lead['property']): Promise<number | null> {
  const id = typeof property === 'number' ? property : (property?.id ?? null)
  if (id === null) return null
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [{ id: { equals: id } }, { published: { equals: true } }] },
    select: { externalId: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  return docs[0]?.externalId ?? null
}

/**
 * What the thank-you page repeats of this lead: the visit day and hours, or the booked slot's moment, as the
 * redirect's query (ADR 0070: the page is cached; only these checked facts, never who asked).
 */
async function recapFor(payload: Payload, lead: Lead): Promise<string> {
  const slotId = lead.kind === 'contact-appointment' && lead.slot ? relationId(lead.slot) : null
  // The lead is stored: a recap that cannot be read leaves the page without it, never the visitor with an error.
  const slot =
    slotId === null
      ? null
      : await payload.findByID({ collection: 'appointment-slots', id: slotId, depth: 0, select: { startsAt: true, endsAt: true }, overrideAccess: true, disableErrors: true }).catch(() => null)
  return recapQuery(recapOf(lead.kind, lead.fields, slot))
}

/** Every visitor form posts here, with or without JavaScript. */
export async function submitLead(_previous: LeadFormState, data: FormData): Promise<LeadFormState> {
  const payload = await getPayloadClient()
  let result: Awaited<ReturnType<typeof receiveLead>>
  try {
    result = await receiveLead(payload, data, { ip: await clientIp() })
  } catch (error) {
    // Whatever went wrong, the visitor gets the translated 'not sent, try again', never a stack trace.
    payload.logger.error({ err: error }, 'A form could not be received')
    return { status: 'error', errors: {}, problem: 'server', values: {}, at: Date.now() }
  }
  if (!result.ok) return { status: 'error', errors: result.errors, problem: result.problem, values: result.values, at: Date.now() }

  sendQueuedMailSoon(payload)

  const { kind, locale } = result.lead
  const target = thankYouTarget(FORMS[kind], await propertyExternalId(payload, result.lead.property))
  if (target && isLocale(locale)) {
    const path = target.propertyId && isPropertyThankYouForm(target.form) ? publicPath(`/thank-you/${target.form}/[id]`, locale, { id: target.propertyId }) : publicPath(`/thank-you/${target.form}`, locale)
    redirect(path + (await recapFor(payload, result.lead)))
  }
  return { status: 'done', notice: result.notice ?? null, at: Date.now() }
}
