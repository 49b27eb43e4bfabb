/**
 * Lenient readers for CRM feed values. Feeds send numbers as numbers or strings ("209000", "51,23"),
 * booleans as true/"1"/"true", dates as "Y-m-d H:i:s" or WCF "/Date(ms+0100)/". Empty means null, blank
 * or whitespace (SPEC §5). A value that is present but unreadable throws, so the record is rejected with
 * the field named instead of being stored wrong.
 */
export class FeedValueError extends Error {}

/** A value as a rejection reason shows it; never throws, even for { "toString": 1 } from a JSON feed. */
function shown(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

export function toNumber(value: unknown, field: string): number | null {
  if (isEmpty(value)) return null
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new FeedValueError(`${field}: not a number`)
    return value
  }
  if (typeof value === 'string') {
    let text = value.trim().replace(/[\s\u00a0\u202f€]/g, '')
    // Groups of exactly three digits are thousands ("1.250.000", "1,250"); any other single comma is a
    // decimal comma ("51,2301").
    if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(text)) text = text.replace(/\./g, '')
    else if (/^-?\d{1,3}(,\d{3})+$/.test(text)) text = text.replace(/,/g, '')
    else if (/^-?\d+,\d+$/.test(text)) text = text.replace(',', '.')
    const parsed = Number(text)
    if (text !== '' && Number.isFinite(parsed)) return parsed
  }
  throw new FeedValueError(`${field}: "${shown(value)}" is not a number`)
}

export function toInteger(value: unknown, field: string): number | null {
  const number = toNumber(value, field)
  if (number === null) return null
  if (!Number.isInteger(number)) throw new FeedValueError(`${field}: ${number} is not a whole number`)
  return number
}

/** The words feeds use for yes and no, in the CRM's languages. */
export const YES_WORDS = ['1', 'true', 'yes', 'ja', 'oui', 'y']
export const NO_WORDS = ['0', 'false', 'no', 'nee', 'non', 'n']

export function toBoolean(value: unknown, field: string): boolean | null {
  if (isEmpty(value)) return null
  if (typeof value === 'boolean') return value
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : ''
  if (YES_WORDS.includes(text)) return true
  if (NO_WORDS.includes(text)) return false
  throw new FeedValueError(`${field}: "${shown(value)}" is not yes or no`)
}

export function toText(value: unknown): string | null {
  if (isEmpty(value)) return null
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}

/** ISO string, from "2026-08-09 18:01:36", "2026-08-09" or "/Date(1754755296000+0100)/". */
export function toDate(value: unknown, field: string): string | null {
  if (isEmpty(value)) return null
  if (typeof value === 'string') {
    const wcf = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value.trim())
    if (wcf) return new Date(Number(wcf[1])).toISOString()
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim())
    if (match) {
      const [, y, mo, d, h = '00', mi = '00', s = '00'] = match
      const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)
      if (!Number.isNaN(date.getTime()) && date.getUTCDate() === Number(d)) return date.toISOString()
    }
  }
  throw new FeedValueError(`${field}: "${shown(value)}" is not a date`)
}

export const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const
export type Language = (typeof LANGUAGES)[number]
export type LocalizedText = Partial<Record<Language, string>>

/** A text sent either once (same in every language) or per language ({ nl, fr, en, de }). */
export function toLocalized(value: unknown): LocalizedText {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const result: LocalizedText = {}
    for (const language of LANGUAGES) {
      const text = toText((value as Record<string, unknown>)[language] ?? (value as Record<string, unknown>)[language.toUpperCase()])
      if (text !== null) result[language] = text
    }
    return result
  }
  const text = toText(value)
  return text === null ? {} : { nl: text }
}
