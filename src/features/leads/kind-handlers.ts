import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { FormErrorKey } from '@/domain/forms/fields'
import type { FormDefinition, LeadKind } from '@/domain/forms/forms'
import type { Locale } from '@/i18n/locales'
import type { Lead } from '@/payload-types'

import { openSlots, releasePlace, takePlace } from './appointments'
import { checkCv } from './cv'
import type { FormProblem } from './problems'

export type KindHandlerInput = {
  payload: Payload
  form: FormDefinition
  /** Everything the schema accepted, secrets included. */
  data: Record<string, unknown>
  /** What will be stored in the lead. */
  fields: Record<string, unknown>
  subject: { property?: number; project?: number }
  locale: Locale
}

export type KindHandlerResult =
  | { ok: true; fields?: Record<string, unknown>; lead?: Partial<Pick<Lead, 'slot' | 'appointmentStatus' | 'cv'>>; notice?: 'documentsSent'; undo?: () => Promise<void> }
  | { ok: false; problem?: FormProblem; errors?: Record<string, FormErrorKey> }

/** How long a visitor waits before the same documents can be asked again (SPEC §4 'already requested'). */
const DOCUMENT_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000

async function bookAppointment({ payload, data, subject }: KindHandlerInput): Promise<KindHandlerResult> {
  const property = subject.property as number
  const slot = Number(data.slot)
  if ((await takePlace(payload, slot, property)) === 'full') {
    const left = await openSlots(payload, property)
    return { ok: false, problem: left.length === 0 ? 'appointmentsFull' : 'slotFull' }
  }
  return { ok: true, lead: { slot, appointmentStatus: 'confirmed' }, undo: () => releasePlace(payload, slot) }
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
  return { ok: true, notice: 'documentsSent' }
}

async function storeCv({ payload, data, fields }: KindHandlerInput): Promise<KindHandlerResult> {
  const checked = await checkCv(data.cv)
  if (!checked.ok) return { ok: false, errors: { cv: checked.error } }
  const originalName = data.cv instanceof File ? data.cv.name.slice(0, 200) : `cv.${checked.ext}`
  const stored = await payload.create({
    collection: 'cv-files',
    data: { originalName },
    file: { data: checked.bytes, mimetype: checked.mime, name: `${randomUUID()}.${checked.ext}`, size: checked.bytes.length },
  })
  return {
    ok: true,
    fields: { ...fields, cv: originalName },
    lead: { cv: stored.id },
    undo: async () => void (await payload.delete({ collection: 'cv-files', id: stored.id })),
  }
}

/** What some forms need besides saving: a slot taken, documents checked, a CV stored. */
export const KIND_HANDLERS: Partial<Record<LeadKind, (input: KindHandlerInput) => Promise<KindHandlerResult>>> = {
  'contact-appointment': bookAppointment,
  'document-request': requestDocuments,
  'job-application': storeCv,
}
