import type { FormErrorKey } from '@/domain/forms/fields'

/** What the browser and the server agree on about a posted form. */

/** Problems with the whole form rather than one field; keys of the `forms.problems` messages. */
export const FORM_PROBLEMS = ['badRequest', 'captcha', 'rateLimited', 'server', 'unavailable', 'appointmentsFull', 'slotFull', 'documentsRequested', 'noDocuments', 'bookingLimit'] as const
export type FormProblem = (typeof FORM_PROBLEMS)[number]

/** What the visitor typed, as the form shows it again (never passwords or files). */
export type FormValues = Record<string, string | string[]>

/** The hidden fields every form posts besides the visitor's own. */
export const HIDDEN = { kind: 'kind', locale: 'locale', page: 'page', property: 'property', project: 'project', captcha: 'altcha', honeypot: 'website', short: 'short' } as const

/** What the server answers a form with, shown by the form without a page change (or with one, without JS). */
export type LeadFormState =
  | { status: 'idle' }
  | { status: 'error'; errors: Record<string, FormErrorKey>; problem?: FormProblem; values: FormValues; at: number }
  | { status: 'done'; notice: 'documentsSent' | 'documentsPending' | 'bookingHeld' | null; at: number }

export const IDLE: LeadFormState = { status: 'idle' }
