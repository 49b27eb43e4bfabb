import type { Payload, TaskConfig } from 'payload'

import { isLeadKind } from '@/domain/forms/forms'
import { projectPath, propertyPath } from '@/shared/catalogue-paths'
import { publicAddress } from '@/domain/public-place'
import { relationId } from '@/domain/relation'
import { INTL_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import type { Lead, Setting } from '@/payload-types'
import { getEnv } from '@/server/env'
import { agencyInbox, sendMail } from '@/server/mail'

import { documentLink } from '@/features/documents'
import { confirmProfileUrl } from '@/features/search-profiles'
import { alertFailedLeads } from './failure-alert'
import { bookingConfirmUrl } from '@/features/visit-booking'
import { agencyMail, holdMail, type LeadForMail, type MailAttachment, visitorMail } from './lead-mail'
import { agencyName } from '@/domain/brand'

/** Retries after the first try; the last failing try marks the lead `failed` and alerts staff. */
export const DELIVERY_RETRIES = 8

/** How long the document links in a mail keep working. */
const DOCUMENT_LINK_DAYS = 7

/** Everything a lead's mails need: the subject's title and address, the visit moment, document links. */
async function mailContext(payload: Payload, lead: Lead, locale: Locale, agency: Setting['agency']): Promise<LeadForMail> {
  const site = getEnv().SITE_URL
  const mail: LeadForMail = {
    kind: isLeadKind(lead.kind) ? lead.kind : 'site-contact',
    locale,
    summary: lead.summary,
    email: lead.email,
    page: lead.page,
    fields: (lead.fields ?? {}) as Record<string, unknown>,
  }
  const propertyId = relationId(lead.property)
  let location: string | null = null
  if (propertyId) {
    const property = await payload.findByID({ collection: 'properties', id: propertyId, locale, depth: 1 })
    mail.subject = { title: property.title, url: `${site}${propertyPath(property, locale)}` }
    location = publicAddress(property)
    if (lead.brochureRequested) mail.brochure = { file: await brochureAttachment(payload, propertyId, locale) }
    // Held for staff's approval (a hidden address, ADR 0042): the visitor's mail is then a plain confirmation.
    mail.documentsHeld = mail.kind === 'document-request' && lead.documentsApproval === 'pending'
    if (mail.kind === 'document-request' && lead.documentsApproval !== 'pending') {
      const until = new Date(Date.now() + DOCUMENT_LINK_DAYS * 86_400_000)
      const links = (property.documents ?? []).flatMap((document) => {
        const file = relationId(document.file)
        if (file) return [{ name: document.name, url: documentLink(site, file, lead.id, until) }]
        return document.url ? [{ name: document.name, url: document.url }] : []
      })
      mail.documents = { links, until }
    }
  }
  if (mail.kind === 'search-profile') {
    const { docs } = await payload.find({ collection: 'search-profiles', where: { lead: { equals: lead.id } }, limit: 1, depth: 0, select: { confirmedAt: true } })
    const profile = docs[0]
    if (profile && !profile.confirmedAt) mail.confirmProfile = confirmProfileUrl(profile.id, locale)
  }
  const projectId = relationId(lead.project)
  if (projectId) {
    const project = await payload.findByID({ collection: 'projects', id: projectId, locale, depth: 0 })
    mail.subject = { title: project.name, url: `${site}${projectPath(project, locale)}` }
  }
  const slotId = relationId(lead.slot)
  if (slotId) {
    const slot = await payload.findByID({ collection: 'appointment-slots', id: slotId, depth: 0 })
    const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Brussels' })
    mail.slot = format.formatRange(new Date(slot.startsAt), new Date(slot.endsAt))
    if (lead.appointmentStatus === 'confirmed') {
      const organizer = agency?.email?.trim() ? { name: agencyName(agency.name), email: agency.email.trim() } : null
      mail.visit = { uid: `lead-${lead.id}@${new URL(site).hostname}`, start: new Date(slot.startsAt), end: new Date(slot.endsAt), location, organizer }
    }
  }
  return mail
}

/**
 * The property's brochure for the visitor's confirmation, made here in the job rather than in the form's
 * request (and kept: the next visitor's costs nothing). Null when the property is no longer on offer, or
 * the PDF could not be made: the confirmation still goes, and the agency's notification says so. Loaded
 * on demand, so the PDF library stays out of the Payload config (migrations, the import command).
 */
async function brochureAttachment(payload: Payload, propertyId: number, locale: Locale): Promise<MailAttachment | null> {
  const { findBrochure } = await import('@/features/brochure')
  const answer = await findBrochure(payload, { id: propertyId }, locale).catch((error: unknown) => {
    payload.logger.error({ err: error, propertyId }, 'The brochure for a lead could not be made')
    return null
  })
  // Too many brochures being made at once: the queue tries the lead again in a moment.
  if (answer?.kind === 'busy') throw new Error('The brochure is being made for others; trying again')
  if (answer?.kind !== 'file') return null
  return { filename: answer.brochure.fileName, content: answer.brochure.pdf, contentType: 'application/pdf', contentTransferEncoding: 'base64' }
}

/**
 * Sends a saved lead's two mails: the agency's notification and the visitor's side (confirmation, friend
 * or documents). A lead is `sent` only once both mails were handed to
 * the SMTP server (production refuses to start without one, see scripts/start.ts). Each mail that went out is recorded on the lead, so a retry after a failure sends only
 * what is still missing. A failure throws: the queue retries with growing pauses (30 s, 1 min … ~2 hours).
 */
export const deliverLeadTask: TaskConfig<{ input: { leadId: number }; output: { delivered: boolean } }> = {
  slug: 'deliverLead',
  label: 'Deliver a lead by mail',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  outputSchema: [{ name: 'delivered', type: 'checkbox' }],
  retries: { attempts: DELIVERY_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    // A lead staff deleted (spam, a test) before its mail left has nothing to deliver: done, not a failure
    // retried and logged as an error.
    const lead = await payload.findByID({ collection: 'leads', id: input.leadId, depth: 0, disableErrors: true })
    if (!lead) return { output: { delivered: false } }
    if (lead.delivery === 'sent') return { output: { delivered: true } }
    const attempts = (lead.attempts ?? 0) + 1
    try {
      const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
      const mail = await mailContext(payload, lead, isLocale(lead.locale) ? lead.locale : 'nl', settings.agency)
      // A booking not confirmed yet: only the visitor's mail with the confirmation link, nothing to the
      // agency; confirming queues this delivery again (bookings.ts). A hold that lapsed gets no mail at all.
      if (lead.appointmentStatus === 'held' || lead.appointmentStatus === 'expired') {
        const toConfirm = lead.appointmentStatus === 'held' ? holdMail(mail, bookingConfirmUrl(lead.id)) : null
        if (!lead.holdMailAt && toConfirm) {
          await sendMail(toConfirm)
          await payload.update({ collection: 'leads', id: lead.id, data: { holdMailAt: new Date().toISOString() } })
        }
        await payload.update({ collection: 'leads', id: lead.id, data: { delivery: 'sent', attempts, deliveredAt: new Date().toISOString(), lastError: null } })
        return { output: { delivered: true } }
      }
      if (!lead.agencyMailAt) {
        await sendMail(agencyMail(mail, agencyInbox(settings.agency?.email)))
        await payload.update({ collection: 'leads', id: lead.id, data: { agencyMailAt: new Date().toISOString() } })
      }
      const toVisitor = visitorMail(mail)
      if (!lead.visitorMailAt && toVisitor) {
        await sendMail(toVisitor)
        await payload.update({ collection: 'leads', id: lead.id, data: { visitorMailAt: new Date().toISOString() } })
      }
      await payload.update({ collection: 'leads', id: lead.id, data: { delivery: 'sent', attempts, deliveredAt: new Date().toISOString(), lastError: null } })
      return { output: { delivered: true } }
    } catch (error) {
      const final = attempts > DELIVERY_RETRIES
      await payload.update({ collection: 'leads', id: lead.id, data: { delivery: final ? 'failed' : 'retrying', attempts, lastError: (error as Error).message.slice(0, 1000) } })
      if (final) await alertFailedLeads(payload)
      throw error
    }
  },
}

/**
 * The documents of a held request, once staff approved it from the lead (ADR 0042): the visitor's mail with
 * links that expire, as an immediate request gets. Sent once: `documentsSentAt` records it for a retry.
 */
export const sendApprovedDocumentsTask: TaskConfig<{ input: { leadId: number }; output: { sent: boolean } }> = {
  slug: 'sendApprovedDocuments',
  label: 'Mail the documents staff approved',
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: DELIVERY_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const lead = await payload.findByID({ collection: 'leads', id: input.leadId, depth: 0, disableErrors: true })
    if (!lead || lead.kind !== 'document-request' || lead.documentsApproval !== 'approved' || lead.documentsSentAt) return { output: { sent: false } }
    const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
    const mail = await mailContext(payload, lead, isLocale(lead.locale) ? lead.locale : 'nl', settings.agency)
    const toVisitor = mail.documents ? visitorMail(mail) : null
    if (!toVisitor) return { output: { sent: false } }
    await sendMail(toVisitor)
    await payload.update({ collection: 'leads', id: lead.id, data: { documentsSentAt: new Date().toISOString() } })
    return { output: { sent: true } }
  },
}
