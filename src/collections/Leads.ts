import type { Access, CollectionConfig } from 'payload'

import { LEAD_KINDS } from '../domain/forms/forms'
import { locales } from '../i18n/locales'

import { staffOnly } from './access'
import { readsCvs } from './roles'

/** Job applications (with their CVs) are for HR and administrators; other staff see every other lead. */
const leadsForRole: Access = ({ req }) => (readsCvs(req) ? true : req.user ? { kind: { not_equals: 'job-application' } } : false)


/**
 * Every form a visitor sends, saved before any mail is tried (a request that vanishes is a lost sale).
 * Only staff read them; the site writes them with the local API.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'kind', 'delivery', 'handled', 'createdAt'],
    group: 'Agency',
    listSearchableFields: ['summary', 'email'],
  },
  access: { read: leadsForRole, create: staffOnly, update: leadsForRole, delete: leadsForRole },
  // Undelivered leads first: 'failed' sorts before 'pending', 'retrying' and 'sent' (in SQLite by text, in
  // PostgreSQL by the enum's order, where it is declared first), newest first within each. Staff see a lead that never reached them at the top of the list.
  defaultSort: ['delivery', '-createdAt'],
  hooks: {
    // Visit booking adds its own afterChange after this one (payload.config.ts, ADR 0046).
    // Queued with the same request as the lead itself: a stored lead always has its delivery job, even when
    // the process stops right after saving (the job runner picks it up after restart).
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation === 'create') await req.payload.jobs.queue({ task: 'deliverLead', input: { leadId: doc.id }, queue: 'leads', req })
        // Staff approving a held document request: the documents go out by a job (ADR 0042).
        if (operation === 'update' && previousDoc?.documentsApproval === 'pending' && doc.documentsApproval === 'approved') {
          await req.payload.jobs.queue({ task: 'sendApprovedDocuments', input: { leadId: doc.id }, queue: 'leads', req })
        }
        return doc
      },
    ],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, index: true, options: LEAD_KINDS.map((value) => ({ label: value, value })) },
        { name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ label: value.toUpperCase(), value })) },
        { name: 'handled', type: 'checkbox', defaultValue: false, index: true },
        {
          name: 'shareWithOwner',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: "The owner's portal shows this request's e-mail, phone and message (otherwise only the name and kind)." },
        },
      ],
    },
    { name: 'summary', type: 'text', required: true, admin: { description: 'Name and e-mail of the sender' } },
    { name: 'email', type: 'email', index: true },
    { type: 'row', fields: [{ name: 'property', type: 'relationship', relationTo: 'properties' }, { name: 'project', type: 'relationship', relationTo: 'projects' }] },
    {
      type: 'row',
      fields: [
        { name: 'slot', type: 'relationship', relationTo: 'appointment-slots', admin: { condition: (data) => data?.kind === 'contact-appointment' } },
        {
          name: 'appointmentStatus',
          type: 'select',
          // 'held': the visitor has not confirmed the e-mail address yet; the place is kept until holdUntil,
          // then released ('expired') by the releaseBookingHold job (ADR 0041).
          options: [
            { label: 'Held — e-mail not confirmed yet', value: 'held' },
            { label: 'Confirmed', value: 'confirmed' },
            { label: 'Cancelled', value: 'cancelled' },
            { label: 'Expired — never confirmed', value: 'expired' },
          ],
          index: true,
          admin: { condition: (data) => data?.kind === 'contact-appointment' },
        },
        {
          name: 'holdUntil',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, condition: (data) => data?.kind === 'contact-appointment', description: 'An unconfirmed booking keeps its place until then' },
        },
      ],
    },
    { name: 'cv', type: 'upload', relationTo: 'cv-files', admin: { condition: (data) => data?.kind === 'job-application' } },
    {
      name: 'brochureRequested',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: "The visitor ticked 'Send me the brochure': it goes with the confirmation mail (ADR 0030)." },
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.kind === 'document-request' && Boolean(data?.documentsApproval) },
      fields: [
        {
          // The documents of a property whose address is hidden name that address (EPC, soil certificate,
          // planning information): they are held until staff approve this request (ADR 0042).
          name: 'documentsApproval',
          type: 'select',
          options: [
            { label: 'Waiting for approval', value: 'pending' },
            { label: 'Approved: send the documents', value: 'approved' },
          ],
          admin: { description: "The property's address is hidden and its documents name it: choose 'Approved' and save to mail them to this visitor." },
        },
        { name: 'documentsSentAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'page', type: 'text', admin: { description: 'The page the form was sent from' } },
    { name: 'fields', type: 'json', required: true, admin: { description: 'Everything the visitor filled in' } },
    { name: 'captchaId', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'consentAt', type: 'date', admin: { description: 'When the privacy statement was accepted', date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'collapsible',
      label: 'Delivery',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'delivery',
              type: 'select',
              required: true,
              defaultValue: 'pending',
              index: true,
              // 'failed' first: PostgreSQL sorts an enum by this order, SQLite by the text; both put it on top.
              options: [
                { label: 'FAILED — not delivered', value: 'failed' },
                { label: 'Pending', value: 'pending' },
                { label: 'Sent', value: 'sent' },
                { label: 'Failed, retrying', value: 'retrying' },
              ],
            },
            { name: 'attempts', type: 'number', defaultValue: 0 },
            { name: 'deliveredAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'agencyMailAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'visitorMailAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'holdMailAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'The mail asking the visitor to confirm a booking' } },
          ],
        },
        { name: 'lastError', type: 'textarea' },
      ],
    },
  ],
}
