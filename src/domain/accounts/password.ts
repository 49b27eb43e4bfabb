import { isGuessable } from '../staff-password'

/**
 * The password rule of owners and search-profile holders: at least 8 characters (as the search-profile
 * form has always asked), at most 200, and not one an attacker tries first (the staff rule's list).
 * Problems are keys of the forms' error messages.
 */
export const ACCOUNT_PASSWORD_MIN = 8
export const ACCOUNT_PASSWORD_MAX = 200

export type AccountPasswordProblem = 'passwordShort' | 'tooLong' | 'passwordCommon'

export function checkAccountPassword(password: string): AccountPasswordProblem | null {
  const length = [...password].length
  if (length < ACCOUNT_PASSWORD_MIN) return 'passwordShort'
  if (length > ACCOUNT_PASSWORD_MAX) return 'tooLong'
  return isGuessable(password) ? 'passwordCommon' : null
}
