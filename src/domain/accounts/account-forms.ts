import type { FieldForm, FieldSpec, FormErrorKey } from '../forms/fields'
import { samePassword } from '../forms/fields'

/**
 * The account forms (login, password reminder, new password) on the form kit: each is a list of fields,
 * whose one schema the browser runs first and the server again (src/domain/forms/fields.ts). Error keys
 * are those of every form (`forms.errors`); the account pages show their own wording where they have one
 * (`account.errors`). Pure: the server actions and their tests use it.
 */

/** Problems of the whole form. `invalidLogin` is SPEC §8's one answer for any failed login. */
export const FORM_PROBLEMS = ['invalidLogin', 'throttled', 'reminderThrottled', 'invalidLink', 'server'] as const
export type FormProblem = (typeof FORM_PROBLEMS)[number]

/** A form's answer: what went wrong and the e-mail typed (shown again; a password never is). */
export type AccountFormState =
  | { status: 'idle' }
  | { status: 'error'; errors: Record<string, FormErrorKey>; problem?: FormProblem; email: string; at: number }
  /** The reminder form's only success: the same words whether or not the address has an account. */
  | { status: 'sent'; at: number }

export const IDLE: AccountFormState = { status: 'idle' }

/**
 * The query the new-password form redirects to the login page with, so it says "your password is set".
 * The login page is cached and never reads the request; its form reads this in the browser.
 */
export const PASSWORD_SET_QUERY = '?password=set'
export const saysPasswordSet = (search: string) => new URLSearchParams(search).get('password') === 'set'

/** The same for a logout: the login page then says "you are logged out" (issue 23), read in the browser. */
export const LOGGED_OUT_QUERY = '?session=ended'
export const saysLoggedOut = (search: string) => new URLSearchParams(search).get('session') === 'ended'

const address = (extra: Partial<Extract<FieldSpec, { type: 'email' }>> = {}): FieldSpec => ({
  name: 'email',
  type: 'email',
  required: true,
  requiredError: 'emailRequired',
  invalidError: 'emailInvalid',
  autoComplete: 'username',
  ...extra,
})

export const ACCOUNT_FORMS = {
  /**
   * Login: an e-mail and a password, both present. The address's format is not judged here: a login that
   * cannot match gets the same §8 answer as any other (and costs the same).
   */
  login: { fields: [address({ anyFormat: true }), { name: 'password', type: 'password', required: true, requiredError: 'passwordRequired', autoComplete: 'current-password' }] },
  /** "Forgot your password": a well-formed address (a typo is told, whether or not an account exists). */
  reminder: { fields: [address()] },
  /** A new password under the account rule, typed twice alike; the link's token travels in a hidden field. */
  newPassword: {
    fields: [
      { name: 'password', type: 'new-password', required: true, requiredError: 'passwordRequired', autoComplete: 'new-password' },
      { name: 'confirmation', type: 'password', autoComplete: 'new-password' },
    ],
    refine: samePassword('password', 'confirmation'),
  },
} as const satisfies Record<string, FieldForm>
export type AccountFormName = keyof typeof ACCOUNT_FORMS

/** The account forms' own wording where it differs from every form's (`account.errors`). */
export const ACCOUNT_ERROR_WORDS = ['emailRequired', 'emailInvalid', 'passwordRequired', 'passwordShort', 'tooLong', 'passwordCommon', 'passwordsDiffer'] as const satisfies readonly FormErrorKey[]
