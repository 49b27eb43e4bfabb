import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { FormErrorKey } from '@/domain/forms/fields'
import type { FormDefinition, LeadKind } from '@/domain/forms/forms'
import type { Locale } from '@/i18n/locales'
import type { Lead } from '@/payload-types'

import { storedCriteria, unknownChoices } from '@/shared/search-profile-criteria'
import { emailKey, holdEnds } from '@/domain/bookings/holds'
import { getEnv } from '@/server/env'
import { hashPassword } from '@/server/password'
import { givePointBack, rateLimiter, takePoint } from '@/server/rate-limits'

import { openSlots, takePlace, queueHoldRelease } from '@/features/visit-booking'
import { checkCv } from './cv'
import type { FormProblem } from '@/shared/forms/form-state'

export type KindHandlerInput = {
  payload: Payload
  /** The lead's transaction: everything a handler writes with it is undone when the lead is not saved. */
  req: PayloadRequest
  form: FormDefinition
  /** Everything the schema accepted, secrets included. */
  data: Record<string, unknown>
  /** What will be stored in the lead. */
  fields: Record<string, unknown>
  subject: { property?: number; project?: number }
  locale: Locale
  /** The sender's address (its group: IPv6 per /64), for the limits of a kind. */
  addressGroup: string
}

export type KindHandlerResult =
  | {
      ok: true
      fields?: Record<string, unknown>
      lead?: Partial<Pick<Lead, 'slot' | 'appointmentStatus' | 'holdUntil' | 'cv' | 'documentsApproval'>>
      notice?: 'documentsSent' | 'documentsPending' | 'bookingHeld'
      /** Uploaded files written to disk, removed when the transaction is rolled back. */
      files?: { collection: 'cv-files'; filename?: string | null; prefix?: string | null; _objectKey?: string | null }[]
      /** Links what the handler made to the saved lead (inside the lead's transaction). */
      saved?: (lead: Lead) => Promise<void>
    }
  | { ok: false; problem?: FormProblem; errors?: Record<string, FormErrorKey> }

/** How long a visitor waits before the same documents can be asked again (SPEC §4 'already requested'). */
const DOCUMENT_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000

/** Bookings one e-mail address (any spelling) and one address group may make per 24 hours (ADR 0041). */
const bookingsPerEmail = () => rateLimiter('bookings-email', getEnv().BOOKINGS_PER_EMAIL, 24 * 60 * 60)
const bookingsPerAddress = () => rateLimiter('bookings-address', getEnv().BOOKINGS_PER_ADDRESS, 24 * 60 * 60)

/**
 * A visit booking: capped per e-mail address and per client address, then one place taken atomically. The
 * booking is only held (HOLD_MINUTES) until the visitor follows the link in the mail (features/leads/
 * bookings.ts): until then it is not in the owner's calendar and the agency is not told; a job releases it.
 */
async function bookAppointment({ payload, req, data, subject, addressGroup }: KindHandlerInput): Promise<KindHandlerResult> {
  const property = subject.property as number
  const slot = Number(data.slot)
  const email = emailKey(String(data.email ?? ''))
  if (!(await takePoint(bookingsPerAddress(), addressGroup))) return { ok: false, problem: 'bookingLimit' }
  if (!(await takePoint(bookingsPerEmail(), email))) {
    await givePointBack(bookingsPerAddress(), addressGroup)
    return { ok: false, problem: 'bookingLimit' }
  }
  if ((await takePlace(payload, slot, property, req)) === 'full') {
    await givePointBack(bookingsPerAddress(), addressGroup)
    await givePointBack(bookingsPerEmail(), email)
    const left = await openSlots(payload, property)
    return { ok: false, problem: left.length === 0 ? 'appointmentsFull' : 'slotFull' }
  }
  const holdUntil = holdEnds(new Date())
  return {
    ok: true,
    lead: { slot, appointmentStatus: 'held', holdUntil: holdUntil.toISOString() },
    notice: 'bookingHeld',
    saved: async (lead) => void (await queueHoldRelease(payload, lead.id, holdUntil, req)),
  }
}

async function requestDocuments({ payload, fields, subject }: KindHandlerInput): Promise<KindHandlerResult> {
  const property = await payload.findByID({ collection: 'properties', id: subject.property as number, depth: 0 })
  if (!(property.documents ?? []).some((document) => document.file || document.url)) return { ok: false, problem: 'noDocuments' }
  const { totalDocs } = await payload.count({
    collection: 'leads',
    where: {
      and: [
        { kind: { equals: 'document-request' } },
        { property: { equals: property.id } },
        { email: { equals: fields.email } },
        { createdAt: { greater_than: new Date(Date.now() - DOCUMENT_REQUEST_WINDOW_MS).toISOString() } },
      ],
    },
  })
  if (totalDocs > 0) return { ok: false, problem: 'documentsRequested' }
  // A hidden address: the documents name it, so staff approve the request first (ADR 0042).
  if (property.publishAddress !== true) return { ok: true, notice: 'documentsPending', lead: { documentsApproval: 'pending' } }
  return { ok: true, notice: 'documentsSent' }
}

async function storeCv({ payload, req, data, fields }: KindHandlerInput): Promise<KindHandlerResult> {
  const checked = await checkCv(data.cv)
  if (!checked.ok) return { ok: false, errors: { cv: checked.error } }
  const originalName = data.cv instanceof File ? data.cv.name.slice(0, 200) : `cv.${checked.ext}`
  const stored = await payload.create({
    collection: 'cv-files',
    data: { originalName },
    file: { data: checked.bytes, mimetype: checked.mime, name: `${randomUUID()}.${checked.ext}`, size: checked.bytes.length },
    req,
  })
  return {
    ok: true,
    fields: { ...fields, cv: originalName },
    lead: { cv: stored.id },
    // The row goes with a rolled-back transaction; the file on disk is removed here.
    files: [{ collection: 'cv-files', filename: stored.filename, prefix: stored.prefix, _objectKey: stored._objectKey }],
  }
}

/** Keep me informed: the profile the alerts work from, with its password hashed. */
async function createSearchProfile({ payload, req, data, locale }: KindHandlerInput): Promise<KindHandlerResult> {
  // The password passed the account rule with the form's server schema (receive-lead, serverSchemaOf).
  const criteria = storedCriteria(data)
  const errors = await unknownChoices(payload, criteria)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const profile = await payload.create({
    collection: 'search-profiles',
    data: {
      email: String(data.email),
      locale,
      firstName: typeof data.firstName === 'string' ? data.firstName : null,
      lastName: typeof data.lastName === 'string' ? data.lastName : null,
      ...criteria,
      passwordHash: await hashPassword(String(data.password)),
    },
    req,
  })
  return {
    ok: true,
    saved: async (lead) => void (await payload.update({ collection: 'search-profiles', id: profile.id, data: { lead: lead.id }, req })),
  }
}

/** What some forms need besides saving: a slot taken, documents checked, a CV stored. */
export const KIND_HANDLERS: Partial<Record<LeadKind, (input: KindHandlerInput) => Promise<KindHandlerResult>>> = {
  'contact-appointment': bookAppointment,
  'document-request': requestDocuments,
  'job-application': storeCv,
  'search-profile': createSearchProfile,
}
