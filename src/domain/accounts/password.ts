import { isGuessable } from '../staff-password'

import { type AccountPasswordLengthProblem, accountPasswordLengthProblem } from './password-length'

/**
 * THE password rule of every visitor account (owners and search-profile holders), on every form that sets
 * one (a `new-password` field: the new-password page, an owner's invitation, keep me informed): 8 to 200
 * characters, and not one an attacker tries first (the staff rule's `isGuessable`; staff need 12 characters,
 * src/domain/staff-password.ts). Problems are keys of the forms' error messages.
 */
export type AccountPasswordProblem = AccountPasswordLengthProblem | 'passwordCommon'

export function checkAccountPassword(password: string): AccountPasswordProblem | null {
  return accountPasswordLengthProblem(password) ?? (isGuessable(password) ? 'passwordCommon' : null)
}
