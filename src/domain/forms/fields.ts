import { z } from 'zod'

import { accountPasswordLengthProblem } from '../accounts/password-length'

import { todayInBelgium } from './today'

/**
 * Building blocks of every visitor form (SPEC §3 form fields, §5 validation). A form is declared once as a
 * list of fields; the same declaration draws the form and builds its Zod schema, which runs in the browser
 * and again on the server. Error messages are keys of the `forms.errors` messages, translated where they
 * are shown, so one schema serves every language.
 */
export const FORM_ERRORS = [
  'required',
  'email',
  'phone',
  'consent',
  'tooLong',
  'invalid',
  'number',
  'atLeastOneType',
  'atLeastOneZone',
  'dateIncomplete',
  'dateInvalid',
  'dateInPast',
  'friendEmail',
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'passwordShort',
  'passwordCommon',
  'passwordsDiffer',
  'valuationAddress',
  'typeNotChosen',
  'priceRange',
  'fileType',
  'fileSize',
  // A required message written for its field where "{field} is a required field" reads wrong: a group's
  // label is a question or half a sentence ("When may we call you?", "I want to"), a date is chosen (issue 23).
  'timeSlotsRequired',
  'goalRequired',
  'slotRequired',
  'visitDateRequired',
  'movingDateRequired',
  'cvRequired',
] as const
export type FormErrorKey = (typeof FORM_ERRORS)[number]

/** SPEC §5 empty test: null, an empty string or only whitespace count as empty. */
export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

const trimmedOrNull = (value: unknown) => (isEmpty(value) ? null : typeof value === 'string' ? value.trim() : value)
const asList = (value: unknown) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value])
const ticked = (value: unknown) => value === 'on' || value === 'true' || value === true

/** SPEC §9 call-back slots: one definition for every language (./call-slots, ADR 0039). */
export { TIME_SLOTS } from './call-slots'
/** SPEC §3: Mr, Ms, Miss. */
export const SALUTATIONS = ['mr', 'ms', 'miss'] as const
export const GOALS = ['buy', 'rent'] as const

/** Where the choices of a list field come from: fixed values, or records the server looks up. */
export type Choices = readonly string[] | 'propertyTypes' | 'regions' | 'appointmentSlots'

type Common = {
  name: string
  required?: boolean
  /** Message key used when a required field is empty; 'required' by default. */
  requiredError?: FormErrorKey
  autoComplete?: string
  /** Full-width in the form grid. */
  wide?: boolean
}

export type FieldSpec = Common &
  (
    | { type: 'text'; max?: number }
    | { type: 'textarea'; max?: number }
    /** `anyFormat`: only present (the login form: a malformed address gets the same answer as a wrong one). */
    | { type: 'email'; invalidError?: FormErrorKey; anyFormat?: boolean }
    | { type: 'tel' }
    /** A password typed to prove who one is, or typed again to confirm: present, nothing more. */
    | { type: 'password' }
    /** A password being chosen: the account password rule (PasswordRule). */
    | { type: 'new-password' }
    | { type: 'integer'; min: number; max: number }
    | { type: 'money' }
    | { type: 'date'; future?: boolean }
    | { type: 'select'; choices: Choices }
    | { type: 'radio'; choices: Choices }
    | { type: 'checkboxes'; choices: Choices; minError?: FormErrorKey }
    | { type: 'checkbox' }
    | { type: 'consent' }
    | { type: 'file'; accept: string }
  )

const LIMITS = { short: 120, long: 5000, money: 100_000_000 } as const

export { CV_FILE_NAME, CV_MAX_BYTES } from './cv-limits'

/** A Belgian or international phone number: digits with the usual separators, 9 to 15 digits. */
const PHONE = /^\+?[\d\s./()-]{9,25}$/
function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length
  return PHONE.test(value) && digits >= 9 && digits <= 15
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
/** A real calendar day as the browser's date input posts it (yyyy-mm-dd). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 && year <= 2200
}

export { todayInBelgium }

const text = (required: boolean, max: number, requiredError: FormErrorKey) => {
  const base = z.string({ error: requiredError }).max(max, { error: 'tooLong' })
  return z.preprocess(trimmedOrNull, required ? base : base.nullable())
}

const checked = (required: boolean, requiredError: FormErrorKey, inner: z.ZodType<unknown, string>) =>
  z.preprocess(trimmedOrNull, required ? z.string({ error: requiredError }).pipe(inner) : z.string().pipe(inner).nullable())

const numberFrom = (value: unknown) => {
  if (isEmpty(value)) return null
  if (typeof value === 'number') return value
  // Visitors type 250.000, 250 000 or 250000,50: keep digits and the decimal comma or point.
  const cleaned = String(value).trim().replace(/[\s\u00a0\u202f€]/g, '').replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.')
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

/**
 * The account password rule a `new-password` field applies. The browser's schema checks the length
 * (accountPasswordLengthProblem); the server's adds the list of common passwords (checkAccountPassword,
 * via ./server-schema), which stays out of the browser bundle (ADR 0042, ADR 0053).
 */
export type PasswordRule = (password: string) => FormErrorKey | null

/** Passwords are kept exactly as typed (spaces too): the login compares what the visitor types there. */
const asTyped = (value: unknown) => (value === '' || value === undefined ? null : value)

const password = (required: boolean, requiredError: FormErrorKey, rule: PasswordRule | null) => {
  const typed = z.string({ error: requiredError }).check((ctx) => {
    const problem = rule?.(ctx.value)
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value })
  })
  return z.preprocess(asTyped, required ? typed : typed.nullable())
}

/** The Zod type of one field. */
export function fieldSchema(field: FieldSpec, passwordRule: PasswordRule = accountPasswordLengthProblem): z.ZodType {
  const required = field.required ?? false
  const requiredError = field.requiredError ?? 'required'
  switch (field.type) {
    case 'text':
      return text(required, field.max ?? LIMITS.short, requiredError)
    case 'textarea':
      return text(required, field.max ?? LIMITS.long, requiredError)
    case 'password':
      return password(required, requiredError, null)
    case 'new-password':
      return password(required, requiredError, passwordRule)
    case 'email':
      if (field.anyFormat) return checked(required, requiredError, z.string())
      return checked(required, requiredError, z.string().max(254, { error: field.invalidError ?? 'tooLong' }).pipe(z.email({ error: field.invalidError ?? 'email' })))
    case 'tel':
      return checked(required, requiredError, z.string().refine(isPhone, { error: 'phone' }))
    case 'date':
      return checked(
        required,
        requiredError,
        z
          .string()
          .refine(isCalendarDate, { error: 'dateInvalid' })
          .refine((value) => !field.future || value >= todayInBelgium(), { error: 'dateInPast' }),
      )
    case 'integer':
    case 'money': {
      const [min, max] = field.type === 'integer' ? [field.min, field.max] : [0, LIMITS.money]
      // Empty is 'required' (or allowed), anything typed that is not a number in range is 'number'.
      let number = z.number({ error: (issue) => (issue.input === null || issue.input === undefined ? requiredError : 'number') })
      number = number.min(min, { error: 'number' }).max(max, { error: 'number' })
      if (field.type === 'integer') number = number.int({ error: 'number' })
      return z.preprocess(numberFrom, required ? number : number.nullable())
    }
    case 'select':
    case 'radio': {
      const value = choiceValue(field.choices)
      return z.preprocess(trimmedOrNull, required ? z.string({ error: requiredError }).pipe(value) : z.string().pipe(value).nullable())
    }
    case 'checkboxes': {
      const list = z.array(choiceValue(field.choices)).max(100, { error: 'invalid' })
      return z.preprocess(asList, required ? list.min(1, { error: field.minError ?? requiredError }) : list)
    }
    case 'checkbox':
      return z.preprocess(ticked, z.boolean())
    case 'consent':
      return z.preprocess(ticked, z.literal(true, { error: 'consent' }))
    case 'file':
      // Files are checked by content on the server (see ./upload); the schema only carries the reference.
      return z.unknown()
  }
}

/** Fixed choices must be one of their values; looked-up records are positive ids the server checks. */
function choiceValue(choices: Choices): z.ZodType<string, string> {
  if (typeof choices !== 'string') return z.enum(choices as [string, ...string[]], { error: 'invalid' }) as z.ZodType<string, string>
  return z.string().regex(/^\d{1,9}$/, { error: 'invalid' })
}

export type Refine = (values: Record<string, unknown>, ctx: z.RefinementCtx) => void

/** A form as the kit knows it: its fields, and the rules that tie fields together (passwords identical…). */
export type FieldForm = { fields: readonly FieldSpec[]; refine?: Refine }

/** The schema of a whole form: its fields, then the rules that tie fields together. */
export function formSchema(fields: readonly FieldSpec[], refine?: Refine, passwordRule?: PasswordRule) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, passwordRule)]))
  const object = z.object(shape)
  // Cross-field rules run even when single fields failed, so the visitor sees every problem at once.
  return refine ? object.superRefine((values, ctx) => refine(values, ctx), { when: () => true }) : object
}

/** Field errors as { field: messageKey }, the first error of each field. */
export function fieldErrors(error: z.ZodError): Record<string, FormErrorKey> {
  const errors: Record<string, FormErrorKey> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form')
    if (errors[field]) continue
    errors[field] = (FORM_ERRORS as readonly string[]).includes(issue.message) ? (issue.message as FormErrorKey) : 'invalid'
  }
  return errors
}

/** The schema of a form, as the browser runs it; the server passes the full password rule (./server-schema). */
export const schemaOf = (form: FieldForm, passwordRule?: PasswordRule) => formSchema(form.fields, form.refine, passwordRule)

/** Reads a posted form into plain values per the form's fields (the browser and the server read alike). */
export function readForm(form: FieldForm, data: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of form.fields) {
    if (field.type === 'checkboxes') values[field.name] = data.getAll(field.name).filter((value) => typeof value === 'string')
    else values[field.name] = data.get(field.name) ?? undefined
  }
  return values
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, FormErrorKey> }

/** A posted form read and checked with its schema: its clean values, or its errors per field. */
export function parseForm<T = Record<string, unknown>>(form: FieldForm, data: FormData, passwordRule?: PasswordRule): Parsed<T> {
  const result = schemaOf(form, passwordRule).safeParse(readForm(form, data))
  return result.success ? { ok: true, value: result.data as T } : { ok: false, errors: fieldErrors(result.error) }
}

/** A rule tying a confirmation to the password it repeats. */
export const samePassword =
  (passwordField: string, confirmationField: string): Refine =>
  (values, ctx) => {
    if (typeof values[passwordField] === 'string' && values[passwordField] !== values[confirmationField]) ctx.addIssue({ code: 'custom', path: [confirmationField], message: 'passwordsDiffer' })
  }
