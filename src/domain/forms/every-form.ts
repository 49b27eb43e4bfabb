import { ACCOUNT_FORMS } from '../accounts/account-forms'
import type { FieldForm } from './fields'
import { formOf, type FormOptions, LEAD_KINDS } from './forms'
import { PROFILE_CRITERIA_FORM } from './profile-criteria'

/** The shapes a lead form takes besides its own (the agency's and the page's choices, FormOptions). */
const LEAD_OPTIONS: readonly FormOptions[] = [{}, { alertAsksPhone: true }, { short: true }]

/**
 * Every form the site shows a visitor, owner or search-profile holder, built from the same specs the pages
 * use: each lead kind in each of its shapes, the account forms, the profile's criteria. Tests walk it
 * (one password rule everywhere), so a new form is covered as soon as it exists.
 */
export function everyForm(): { name: string; form: FieldForm }[] {
  const leads = LEAD_KINDS.flatMap((kind) => LEAD_OPTIONS.map((options) => ({ name: `lead ${kind} ${JSON.stringify(options)}`, form: formOf(kind, options) })))
  const accounts = Object.entries(ACCOUNT_FORMS).map(([name, form]) => ({ name: `account ${name}`, form: form as FieldForm }))
  return [...leads, ...accounts, { name: 'search-profile criteria', form: PROFILE_CRITERIA_FORM }]
}

/** The forms that set a password: those with a `new-password` field. */
export const setsPassword = (form: FieldForm) => form.fields.some((field) => field.type === 'new-password')
