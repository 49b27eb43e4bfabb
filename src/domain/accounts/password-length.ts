/**
 * The half of the account password rule the browser can run: 8 to 200 characters (as the search-profile
 * form has always asked). The other half, the list of common passwords, is too big for the browser and
 * runs on the server only (./password.ts, ADR 0042).
 */
export const ACCOUNT_PASSWORD_MIN = 8
export const ACCOUNT_PASSWORD_MAX = 200

export type AccountPasswordLengthProblem = 'passwordShort' | 'tooLong'

export function accountPasswordLengthProblem(password: string): AccountPasswordLengthProblem | null {
  // Characters, not bytes or UTF-16 units: "éèêëàâäô" is eight.
  const length = [...password].length
  if (length < ACCOUNT_PASSWORD_MIN) return 'passwordShort'
  return length > ACCOUNT_PASSWORD_MAX ? 'tooLong' : null
}
