import type { Payload } from 'payload'

import { removeStoredFile } from '@/collections/file-storage'
import { addressGroup } from '@/domain/address-group'
import { fieldErrors, type FormErrorKey } from '@/domain/forms/fields'
import { formOf, type FormDefinition, isLeadKind, isSecret, type LeadKind, offersBrochure, readForm } from '@/domain/forms/forms'
import { isSameSubmission } from '@/domain/forms/same-submission'
import { serverSchemaOf } from '@/domain/forms/server-schema'
import { verifyCaptcha } from '@/features/captcha'
import { isLocale, type Locale } from '@/i18n/locales'
import { getEnv } from '@/server/env'
import { rateLimiter, takePoint } from '@/server/rate-limits'
import type { Lead } from '@/payload-types'

import { inTransaction } from '@/server/transaction'

import { KIND_HANDLERS, type KindHandlerResult } from './kind-handlers'
import { alertFormBudget } from './form-budget-alert'
import { visitorMailRecipient } from './lead-mail'
import { type FormProblem, type FormValues, HIDDEN } from '@/shared/forms/form-state'
import { valuesToKeep } from '@/shared/forms/values-to-keep'

export type LeadResult =
  | { ok: true; lead: Lead; notice?: 'documentsSent' | 'documentsPending' | 'bookingHeld'; repeated?: true }
  | { ok: false; errors: Record<string, FormErrorKey>; problem?: FormProblem; values: FormValues }

/** Per address (IPv6: per /64) and form: a person sends a handful; a script sending more is told to wait (SPEC §5 hardening). */
const formsPerAddress = (kind: LeadKind) => rateLimiter(`form-${kind}`, getEnv().FORM_RATE_LIMIT ?? 10, 600)

/**
 * Abuse of the mails (ADR 0012): one typed address receives at most MAIL_RECIPIENT_LIMIT mails from the
 * forms per 24 hours, whichever forms and senders. Each form kind has a budget of FORM_KIND_LIMIT per hour
 * from everyone together, but spending it no longer closes the form for everyone (ADR 0041):
 * two addresses could do that; instead staff get one alert mail per kind per hour and the form stays open.
 */
async function withinMailLimits(payload: Payload, kind: LeadKind, recipient: string | null): Promise<boolean> {
  const env = getEnv()
  if (!(await takePoint(rateLimiter(`kind-${kind}`, env.FORM_KIND_LIMIT, 60 * 60), 'all'))) await alertFormBudget(payload, kind, env.FORM_KIND_LIMIT)
  return !recipient || takePoint(rateLimiter('recipient', env.MAIL_RECIPIENT_LIMIT, 24 * 60 * 60), recipient)
}

type LeadFiles = NonNullable<Extract<KindHandlerResult, { ok: true }>['files']>

/** Files an upload wrote before its transaction was rolled back: the rows are gone, the bytes go too. */
async function removeFiles(files: LeadFiles) {
  for (const { collection, ...stored } of files) await removeStoredFile(collection, stored).catch(() => undefined)
}

const fail = (values: FormValues, problem?: FormProblem, errors: Record<string, FormErrorKey> = {}): LeadResult => ({ ok: false, errors, problem, values })

/** A name for lists and subjects: the visitor's name and e-mail address. */
function summaryOf(data: Record<string, unknown>): string {
  const name = [data.firstName, data.lastName].filter((part) => typeof part === 'string' && part).join(' ') || (typeof data.name === 'string' ? data.name : '')
  const email = typeof data.email === 'string' ? data.email : ''
  return [name, email && `<${email}>`].filter(Boolean).join(' ') || '–'
}

type Subject = { property?: number; project?: number }

/** The property or project a form is about must exist, be published and still be on offer. */
async function resolveSubject(payload: Payload, form: FormDefinition, data: FormData): Promise<Subject | null> {
  if (form.subject === 'none') return {}
  const field = form.subject === 'project' ? 'project' : 'property'
  const id = Number(data.get(field))
  if (!Number.isSafeInteger(id) || id <= 0) return null
  if (field === 'project') {
    const { totalDocs } = await payload.count({ collection: 'projects', where: { and: [{ id: { equals: id } }, { published: { equals: true } }] } })
    return totalDocs === 1 ? { project: id } : null
  }
  const goal = form.subject === 'sale' || form.subject === 'rent' ? [{ goal: { equals: form.subject } }] : []
  const { totalDocs } = await payload.count({
    collection: 'properties',
    where: { and: [{ id: { equals: id } }, { published: { equals: true } }, { availability: { equals: 'available' } }, ...goal] },
  })
  return totalDocs === 1 ? { property: id } : null
}

type Posted = { kind: LeadKind; locale: string; subject: Subject; fields: Record<string, unknown> }

const idOf = (value: number | { id: number } | null | undefined) => (typeof value === 'number' ? value : (value?.id ?? null))

/**
 * A captcha solution is good for one lead (a unique column). When one is stored under it already, the
 * same form posted again, as nginx does on the other instance when the first died before answering
 * (ADR 0065) or a visitor pressing twice, is answered as the first was, and nothing more is stored or
 * sent; the solution reused for anything else is refused.
 */
async function answerAsEarlier(payload: Payload, captchaId: string, posted: Posted, values: FormValues): Promise<LeadResult | null> {
  const { docs } = await payload.find({ collection: 'leads', where: { captchaId: { equals: captchaId } }, depth: 0, limit: 1, pagination: false })
  const lead = docs[0]
  if (!lead) return null
  const same =
    lead.kind === posted.kind &&
    lead.locale === posted.locale &&
    idOf(lead.property) === (posted.subject.property ?? null) &&
    idOf(lead.project) === (posted.subject.project ?? null) &&
    isSameSubmission(lead.fields as Record<string, unknown> | null, posted.fields)
  return same ? { ok: true, lead, repeated: true } : fail(values, 'captcha')
}

/**
 * Receives one posted form: checks it the way the browser did and more (honeypot, rate limit, captcha used
 * once, subject still on offer), then saves the lead; the same form posted again is answered as the first.
 * Saving queues its mails in the same write (see the Leads collection), so a lead that is stored is a lead
 * that will be delivered.
 */
export async function receiveLead(payload: Payload, data: FormData, client: { ip: string }): Promise<LeadResult> {
  const kind = data.get(HIDDEN.kind)
  const locale = data.get(HIDDEN.locale)
  if (!isLeadKind(kind) || !isLocale(locale)) return fail({}, 'badRequest')
  // The agency's Settings decide what the keep-me-informed form requires, never the posted form; the
  // short valuation form asks fewer fields of the same lead, which any visitor may choose.
  const alertAsksPhone = kind === 'search-profile' ? Boolean((await payload.findGlobal({ slug: 'settings', depth: 0 })).leadForms?.alertAsksPhone) : false
  const form = formOf(kind, { alertAsksPhone, short: data.get(HIDDEN.short) === '1' })
  const raw = readForm(form, data)
  const values = valuesToKeep(form.fields, raw)

  const honeypot = data.get(HIDDEN.honeypot)
  if (typeof honeypot === 'string' && honeypot !== '') return fail(values, 'badRequest')

  if (!(await takePoint(formsPerAddress(kind), addressGroup(client.ip)))) return fail(values, 'rateLimited')

  // The server's schema: the browser's, with the whole account password rule (the common-password list).
  const parsed = serverSchemaOf(form).safeParse(raw)
  if (!parsed.success) return fail(values, undefined, fieldErrors(parsed.error))

  const subject = await resolveSubject(payload, form, data)
  if (!subject) return fail(values, 'unavailable')

  const captcha = await verifyCaptcha(data.get(HIDDEN.captcha))
  if (!captcha.ok) return fail(values, 'captcha')
  const fields = Object.fromEntries(Object.entries(parsed.data as Record<string, unknown>).filter(([name]) => !isSecret(name)))
  const posted: Posted = { kind, locale, subject, fields }
  const earlier = await answerAsEarlier(payload, captcha.id, posted, values)
  if (earlier) return earlier

  if (!(await withinMailLimits(payload, kind, visitorMailRecipient(kind, parsed.data as Record<string, unknown>)))) return fail(values, 'rateLimited')

  const handler = KIND_HANDLERS[kind]
  const page = data.get(HIDDEN.page)
  let files: LeadFiles = []
  try {
    // The form's side effects (a slot place, a CV, a search profile), the lead and its delivery job: one
    // transaction, so a failure anywhere leaves nothing half done (ADR 0015).
    return await inTransaction(payload, async (req): Promise<LeadResult> => {
      const prepared: KindHandlerResult = handler ? await handler({ payload, req, form, data: parsed.data as Record<string, unknown>, fields, subject, locale: locale as Locale, addressGroup: addressGroup(client.ip) }) : { ok: true }
      if (!prepared.ok) return fail(values, prepared.problem, prepared.errors)
      files = prepared.files ?? []
      const lead = await payload.create({
        collection: 'leads',
        data: {
          kind,
          locale,
          summary: summaryOf(parsed.data as Record<string, unknown>),
          email: typeof fields.email === 'string' ? fields.email : null,
          property: subject.property ?? null,
          project: subject.project ?? null,
          page: typeof page === 'string' && page.startsWith('/') ? page.slice(0, 300) : null,
          fields: (prepared.fields ?? fields) as Lead['fields'],
          consentAt: new Date().toISOString(),
          captchaId: captcha.id,
          // Only the forms that offer it (SPEC §3 brochure request); the box of any other form is not read.
          brochureRequested: offersBrochure(form) && fields.brochure === true,
          delivery: 'pending',
          ...prepared.lead,
        },
        req,
      })
      await prepared.saved?.(lead)
      return { ok: true, lead, notice: prepared.notice }
    })
  } catch (error) {
    await removeFiles(files)
    // A second use of the same captcha loses the race on the unique column; anything else is ours.
    const earlier = await answerAsEarlier(payload, captcha.id, posted, values)
    if (earlier) return earlier
    payload.logger.error({ err: error, kind }, 'A lead could not be saved')
    return fail(values, 'server')
  }
}
