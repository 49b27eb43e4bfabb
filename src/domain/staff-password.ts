import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * The staff password rule (ASVS 2.1.1, 2.1.2, 2.1.7, 2.1.9): at least 12 characters, up to 128, any
 * characters, no composition rules; refused when it is a common or breached password.
 *
 * The list: `passwords-common` of @zxcvbn-ts/language-common (MIT), about 49,000 passwords ranked by how
 * often they appear in public breach corpora. Most are shorter than 12 characters, so a password is also
 * refused when it is such a password with digits or symbols around it ("Password2024!"), when it is one
 * character or a short pattern repeated, or when it names the agency.
 */
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128

const COMMON = new Set(dictionary['passwords-common'])
const SITE_WORDS = ['zeedijk', 'vastgoed', 'immo']

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common'

export function checkStaffPassword(password: string): PasswordProblem | null {
  const length = [...password].length
  if (length < PASSWORD_MIN) return 'tooShort'
  if (length > PASSWORD_MAX) return 'tooLong'
  return isGuessable(password) ? 'common' : null
}

/**
 * A listed common or breached password, such a password with digits or symbols around it, only digits and
 * symbols, a short pattern repeated, or the agency's name: what an attacker tries first, whatever its length.
 */
export function isGuessable(password: string): boolean {
  const lower = password.toLowerCase()
  if (COMMON.has(lower)) return true
  // "Password2024!", "!!sunshine!!", "123456qwerty": a listed password with digits/symbols around it.
  // Letters of any script count as letters (\\W would strip "é" and call "éèêëàâäô" all symbols).
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  if (core.length === 0 || COMMON.has(core)) return true
  // Only digits and symbols, or a short pattern repeated ("abcabcabcabc", "aaaaaaaaaaaa").
  if (/^(.{1,4})\1+$/.test(lower)) return true
  return SITE_WORDS.some((word) => core === word || core.replace(/[^\p{L}]+/gu, '') === word)
}
