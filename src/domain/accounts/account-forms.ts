import { z } from 'zod'

import { checkAccountPassword } from './password'

/**
 * What the account forms (login, password reminder, new password) check before anything is looked up, and
 * the answers they share with the browser. Problems are keys of the `account.errors` and
 * `account.problems` messages. Pure: the server actions and their tests use it.
 */

export type AccountField = 'email' | 'password' | 'confirmation'
/** The password rule's problems (passwordShort, tooLong, passwordCommon) are among them: readNewPasswordForm type-checks it. */
export const FIELD_PROBLEMS = ['emailRequired', 'emailInvalid', 'passwordRequired', 'passwordsDiffer', 'passwordShort', 'tooLong', 'passwordCommon'] as const
export type FieldProblem = (typeof FIELD_PROBLEMS)[number]
/** Problems of the whole form. `invalidLogin` is SPEC §8's one answer for any failed login. */
export const FORM_PROBLEMS = ['invalidLogin', 'throttled', 'reminderThrottled', 'invalidLink', 'server'] as const
export type FormProblem = (typeof FORM_PROBLEMS)[number]

export type FieldErrors = Partial<Record<AccountField, FieldProblem>>

/** A form's answer: what went wrong and the e-mail typed (shown again; a password never is). */
export type AccountFormState =
  | { status: 'idle' }
  | { status: 'error'; errors: FieldErrors; problem?: FormProblem; email: string; at: number }
  /** The reminder form's only success: the same words whether or not the address has an account. */
  | { status: 'sent'; at: number }

export const IDLE: AccountFormState = { status: 'idle' }

/**
 * The query the new-password form redirects to the login page with, so it says "your password is set".
 * The login page is cached and never reads the request; its form reads this in the browser.
 */
export const PASSWORD_SET_QUERY = '?password=set'
export const saysPasswordSet = (search: string) => new URLSearchParams(search).get('password') === 'set'

/** Longest address the forms accept (RFC 5321's path limit). */
export const EMAIL_MAX = 254

const emailFormat = z.email()

const text = (data: FormData, name: string) => {
  const value = data.get(name)
  return typeof value === 'string' ? value : ''
}

export const typedEmail = (data: FormData) => text(data, 'email').trim()

export function checkEmail(email: string): FieldProblem | null {
  if (!email) return 'emailRequired'
  return email.length <= EMAIL_MAX && emailFormat.safeParse(email).success ? null : 'emailInvalid'
}

type Read<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

const readResult = <T>(errors: FieldErrors, value: T): Read<T> => (Object.keys(errors).length ? { ok: false, errors } : { ok: true, value })

/**
 * Login: an e-mail and a password, both present. The address's format is not judged here: a login that
 * cannot match gets the same §8 answer as any other (and costs the same).
 */
export function readLoginForm(data: FormData): Read<{ email: string; password: string }> {
  const email = typedEmail(data)
  const password = text(data, 'password')
  const errors: FieldErrors = {}
  if (!email) errors.email = 'emailRequired'
  if (!password) errors.password = 'passwordRequired'
  return readResult(errors, { email, password })
}

/** "Forgot your password": a well-formed address (a typo is told, whether or not an account exists). */
export function readReminderForm(data: FormData): Read<{ email: string }> {
  const email = typedEmail(data)
  const problem = checkEmail(email)
  return readResult(problem ? { email: problem } : {}, { email })
}

/** A new password under the account rule, typed twice alike; the link's token travels in a hidden field. */
export function readNewPasswordForm(data: FormData): Read<{ token: string; password: string }> {
  const password = text(data, 'password')
  const confirmation = text(data, 'confirmation')
  const errors: FieldErrors = {}
  const problem = password ? checkAccountPassword(password) : 'passwordRequired'
  if (problem) errors.password = problem
  else if (password !== confirmation) errors.confirmation = 'passwordsDiffer'
  return readResult(errors, { token: text(data, 'token'), password })
}
