import type { z } from 'zod'

import { type FieldForm, type FieldSpec, type FormErrorKey, GOALS, type Refine, samePassword, SALUTATIONS, TIME_SLOTS } from './fields'

export { fieldErrors, readForm, schemaOf } from './fields'

/** Every form a visitor can send (SPEC §1, §3); each is stored as a lead of this kind. */
export const LEAD_KINDS = [
  'site-contact',
  'contact-me',
  'visit-request',
  'contact-appointment',
  'contact-construction',
  'document-request',
  'send-to-friend',
  'search-profile',
  'free-valuation',
  'testimonial',
  'rent-application',
  'offer-to-purchase',
  'job-application',
  'sign-newsletter',
] as const
export type LeadKind = (typeof LEAD_KINDS)[number]
export const isLeadKind = (value: unknown): value is LeadKind => typeof value === 'string' && (LEAD_KINDS as readonly string[]).includes(value)

/** What a form is about: nothing, a property (sale, rent or either) or a project. */
export type FormSubject = 'none' | 'property' | 'sale' | 'rent' | 'project'

/** The thank-you pages of SPEC §2.1 (and one per form the route table leaves out). */
export const THANK_YOU_FORMS = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'free-valuation',
  'search-profile',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'testing-testing',
  'testimonial',
  'rent-application',
  'offer-to-purchase',
  'job-application',
] as const
export type ThankYouForm = (typeof THANK_YOU_FORMS)[number]
export const isThankYouForm = (value: string): value is ThankYouForm => (THANK_YOU_FORMS as readonly string[]).includes(value)

/** The thank-you pages of forms about one property: they also exist with the property's id, to lead back to it. */
export const PROPERTY_THANK_YOU_FORMS = ['contact-me', 'contact-appointment', 'send-to-friend', 'rent-application', 'offer-to-purchase'] as const satisfies readonly ThankYouForm[]
export type PropertyThankYouForm = (typeof PROPERTY_THANK_YOU_FORMS)[number]
export const isPropertyThankYouForm = (value: string): value is PropertyThankYouForm => (PROPERTY_THANK_YOU_FORMS as readonly string[]).includes(value)

const ABOUT_A_PROPERTY: readonly FormSubject[] = ['property', 'sale', 'rent']

/**
 * Where a sent form leads: its thank-you page, with the CRM id of the property it was about when it was about
 * one (the property the form was checked against, published and on offer, never a value the visitor typed),
 * or null when the form stays on its page.
 */
export function thankYouTarget(definition: Pick<FormDefinition, 'subject' | 'thankYou'>, propertyExternalId: number | null | undefined): { form: ThankYouForm; propertyId: number | null } | null {
  const form = definition.thankYou
  if (!form) return null
  const aboutProperty = ABOUT_A_PROPERTY.includes(definition.subject) && isPropertyThankYouForm(form)
  const id = aboutProperty && typeof propertyExternalId === 'number' && Number.isSafeInteger(propertyExternalId) && propertyExternalId > 0 ? propertyExternalId : null
  return { form, propertyId: id }
}

export type FormDefinition = FieldForm & {
  kind: LeadKind
  subject: FormSubject
  /** Where the visitor lands after sending; null when the form answers in place (document request). */
  thankYou: ThankYouForm | null
  /** Rules that tie fields together (passwords identical, price range…). */
  refine?: Refine
}

const salutation = (required = false): FieldSpec => ({ name: 'salutation', type: 'select', choices: SALUTATIONS, required, autoComplete: 'honorific-prefix' })
const firstName = (required = true): FieldSpec => ({ name: 'firstName', type: 'text', required, autoComplete: 'given-name' })
const lastName: FieldSpec = { name: 'lastName', type: 'text', required: true, autoComplete: 'family-name' }
const email: FieldSpec = { name: 'email', type: 'email', required: true, autoComplete: 'email' }
const phone = (required: boolean): FieldSpec => ({ name: 'phone', type: 'tel', required, autoComplete: 'tel' })
const message = (required = false): Extract<FieldSpec, { type: 'textarea' }> => ({ name: 'message', type: 'textarea', required, wide: true })
const timeSlots: FieldSpec = { name: 'timeSlots', type: 'checkboxes', choices: TIME_SLOTS, wide: true }
const newsletter: FieldSpec = { name: 'newsletter', type: 'checkbox', wide: true }
/** SPEC §3 brochure request: the property's brochure comes with the visitor's confirmation (ADR 0030). */
const brochure: FieldSpec = { name: 'brochure', type: 'checkbox', wide: true }
const privacy: FieldSpec = { name: 'privacy', type: 'consent', wide: true }
const address = (requiredError?: FormErrorKey): FieldSpec[] => [
  { name: 'street', type: 'text', required: true, requiredError, autoComplete: 'address-line1' },
  { name: 'zip', type: 'text', required: true, max: 10, autoComplete: 'postal-code' },
  { name: 'city', type: 'text', required: true, autoComplete: 'address-level2' },
]
const minimum = (name: string, max: number): FieldSpec => ({ name, type: 'integer', min: 0, max })

const addIssue = (ctx: z.RefinementCtx, path: string, message: FormErrorKey) => ctx.addIssue({ code: 'custom', path: [path], message })

const contactMe = (kind: LeadKind, subject: FormSubject, thankYou: ThankYouForm, extra: FieldSpec[] = []): FormDefinition => ({
  kind,
  subject,
  thankYou,
  fields: [salutation(), firstName(), lastName, email, phone(true), message(), timeSlots, ...extra, newsletter, privacy],
})

export const FORMS: Record<LeadKind, FormDefinition> = {
  'site-contact': {
    kind: 'site-contact',
    subject: 'none',
    thankYou: 'site-contact',
    fields: [salutation(), firstName(), lastName, email, phone(false), message(true), timeSlots, newsletter, privacy],
  },
  'contact-me': contactMe('contact-me', 'property', 'contact-me', [brochure]),
  'contact-construction': contactMe('contact-construction', 'project', 'contact-construction'),
  'visit-request': {
    kind: 'visit-request',
    subject: 'property',
    thankYou: 'contact-appointment',
    fields: [
      firstName(),
      lastName,
      email,
      phone(true),
      { name: 'visitDate', type: 'date', required: true, requiredError: 'visitDateRequired', future: true },
      { ...timeSlots, required: true, requiredError: 'timeSlotsRequired' },
      message(),
      brochure,
      privacy,
    ],
  },
  'contact-appointment': {
    kind: 'contact-appointment',
    subject: 'property',
    thankYou: 'contact-appointment',
    fields: [{ name: 'slot', type: 'radio', choices: 'appointmentSlots', required: true, requiredError: 'slotRequired', wide: true }, firstName(), lastName, email, phone(true), message(), brochure, privacy],
  },
  'document-request': {
    kind: 'document-request',
    subject: 'property',
    thankYou: null,
    fields: [firstName(false), lastName, email, privacy],
  },
  'send-to-friend': {
    kind: 'send-to-friend',
    subject: 'property',
    thankYou: 'send-to-friend',
    // No message: the friend's mail never carries what the sender wrote (ADR 0012), so a message box
    // would promise a note that never arrives.
    fields: [
      { name: 'name', type: 'text', required: true, autoComplete: 'name' },
      email,
      { name: 'friendEmail', type: 'email', required: true, requiredError: 'friendEmail', invalidError: 'friendEmail' },
      privacy,
    ],
  },
  'search-profile': {
    kind: 'search-profile',
    subject: 'none',
    thankYou: 'search-profile',
    // Alerts go by e-mail: no phone or salutation unless the agency asks for them (formOf, Settings).
    fields: [
      firstName(),
      lastName,
      email,
      { name: 'password', type: 'new-password', required: true, autoComplete: 'new-password' },
      { name: 'passwordConfirm', type: 'password', required: true, autoComplete: 'new-password' },
      { name: 'goal', type: 'radio', choices: GOALS, required: true, requiredError: 'goalRequired', wide: true },
      { name: 'propertyTypes', type: 'checkboxes', choices: 'propertyTypes', required: true, minError: 'atLeastOneType', wide: true },
      { name: 'regions', type: 'checkboxes', choices: 'regions', required: true, minError: 'atLeastOneZone', wide: true },
      { name: 'priceMin', type: 'money' },
      { name: 'priceMax', type: 'money' },
      minimum('minBedrooms', 20),
      minimum('minBathrooms', 10),
      minimum('minGarages', 10),
      minimum('minParkings', 10),
      message(),
      newsletter,
      privacy,
    ],
    refine: (values, ctx) => {
      if (typeof values.passwordConfirm === 'string') samePassword('password', 'passwordConfirm')(values, ctx)
      if (typeof values.priceMin === 'number' && typeof values.priceMax === 'number' && values.priceMin > values.priceMax) addIssue(ctx, 'priceMax', 'priceRange')
    },
  },
  'free-valuation': {
    kind: 'free-valuation',
    subject: 'none',
    thankYou: 'free-valuation',
    fields: [
      salutation(),
      firstName(),
      lastName,
      email,
      phone(true),
      ...address('valuationAddress'),
      // SPEC §5 "property type not chosen": a valuation needs to know what is valued.
      { name: 'propertyType', type: 'select', choices: 'propertyTypes', required: true, requiredError: 'typeNotChosen' },
      message(),
      timeSlots,
      privacy,
    ],
  },
  testimonial: {
    kind: 'testimonial',
    subject: 'none',
    thankYou: 'testimonial',
    fields: [firstName(), lastName, { name: 'city', type: 'text', autoComplete: 'address-level2' }, email, { ...message(true), max: 3000 }, privacy],
  },
  'rent-application': {
    kind: 'rent-application',
    subject: 'rent',
    thankYou: 'rent-application',
    fields: [
      firstName(),
      lastName,
      email,
      phone(true),
      { name: 'adults', type: 'integer', min: 1, max: 20, required: true },
      { name: 'children', type: 'integer', min: 0, max: 20 },
      { name: 'childrenAges', type: 'text', max: 100 },
      { name: 'pets', type: 'text', max: 200 },
      { name: 'movingDate', type: 'date', required: true, requiredError: 'movingDateRequired', future: true },
      { name: 'income1', type: 'money', required: true },
      { name: 'income2', type: 'money' },
      { name: 'reason', type: 'textarea', wide: true, max: 2000 },
      privacy,
    ],
    refine: (values, ctx) => {
      if (typeof values.children === 'number' && values.children > 0 && !values.childrenAges) addIssue(ctx, 'childrenAges', 'required')
    },
  },
  'offer-to-purchase': {
    kind: 'offer-to-purchase',
    subject: 'sale',
    thankYou: 'offer-to-purchase',
    fields: [
      firstName(),
      lastName,
      email,
      phone(true),
      ...address(),
      { name: 'amount', type: 'money', required: true },
      { name: 'validUntil', type: 'date', future: true },
      { name: 'conditions', type: 'textarea', wide: true, max: 2000 },
      privacy,
    ],
  },
  'job-application': {
    kind: 'job-application',
    subject: 'none',
    thankYou: 'job-application',
    fields: [
      firstName(),
      lastName,
      email,
      phone(true),
      { name: 'position', type: 'text' },
      { name: 'cv', type: 'file', required: true, requiredError: 'cvRequired', accept: '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { name: 'motivation', type: 'textarea', wide: true },
      privacy,
    ],
  },
  'sign-newsletter': {
    kind: 'sign-newsletter',
    subject: 'none',
    thankYou: 'sign-newsletter',
    fields: [firstName(false), email, privacy],
  },
}

/**
 * What shapes a form besides its kind: the agency's choice in Settings (the keep-me-informed form asks a
 * phone number and salutation) and the page's (the short valuation form closing the seller pages).
 * The browser and the server build the same definition from the same options.
 */
export type FormOptions = { alertAsksPhone?: boolean; short?: boolean }

/** The valuation lead's essentials (ADR 0039): who, how to reach them, which property. */
const SHORT_VALUATION: readonly string[] = ['firstName', 'lastName', 'email', 'phone', 'street', 'zip', 'city', 'privacy']
/** The forms that have a short version. */
export const hasShortForm = (kind: LeadKind) => kind === 'free-valuation'

export function formOf(kind: LeadKind, options: FormOptions = {}): FormDefinition {
  const form = FORMS[kind]
  if (kind === 'search-profile' && options.alertAsksPhone) {
    const at = form.fields.findIndex((field) => field.name === 'email')
    return { ...form, fields: [salutation(true), ...form.fields.slice(0, at + 1), phone(true), ...form.fields.slice(at + 1)] }
  }
  if (options.short && hasShortForm(kind)) return { ...form, fields: form.fields.filter((field) => SHORT_VALUATION.includes(field.name)) }
  return form
}

/** The forms about one property that offer its brochure: asking about it, asking or booking a visit. */
export const offersBrochure = (form: FormDefinition) => form.fields.some((field) => field.name === 'brochure')

/** Fields never kept in a lead or sent back to the browser. */
const SECRET_FIELDS: readonly string[] = ['password', 'passwordConfirm']
export const isSecret = (name: string) => SECRET_FIELDS.includes(name)
