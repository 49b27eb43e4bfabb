import type { Language } from '../feed/values'

/**
 * How one call to Omnicasa's classic web API is made (docs/decisions/0054-crm-sources.md): a GET to
 * `<base>/<Method>Json?json=<url-encoded JSON>`, the JSON carrying the login, the languages and the 1-based,
 * inclusive row range. Array parameters travel as comma-separated strings.
 */
export const LANGUAGE_IDS: Record<Language, number> = { nl: 1, fr: 2, en: 3, de: 4 }

export type OmnicasaLogin = { customerName: string; customerPassword: string }

export type CallParameters = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>

export type Call = {
  method: string
  language: Language
  /** 1-based inclusive rows; absent for calls that are not lists. */
  rows?: { from: number; to: number }
  parameters?: CallParameters
}

function wire(value: CallParameters[string]): string | number | boolean | undefined {
  if (value === null || value === undefined) return undefined
  if (Array.isArray(value)) return value.join(',')
  return value as string | number | boolean
}

/** The JSON the call sends, login first (the password is in it: never log or show this). */
export function callJson(call: Call, login: OmnicasaLogin): Record<string, string | number | boolean> {
  const json: Record<string, string | number | boolean> = { CustomerName: login.customerName, CustomerPassword: login.customerPassword }
  for (const [name, value] of Object.entries(call.parameters ?? {})) {
    const sent = wire(value)
    if (sent !== undefined) json[name] = sent
  }
  json.LanguageId = LANGUAGE_IDS[call.language]
  json.DescriptionLanguageId = LANGUAGE_IDS[call.language]
  if (call.rows) {
    json.Limit1 = call.rows.from
    json.Limit2 = call.rows.to
  }
  return json
}

/** `<base>/<Method>Json?json=…`; the base may end with a slash or not. */
export function callUrl(base: string, call: Call, login: OmnicasaLogin): string {
  return `${base.replace(/\/+$/, '')}/${call.method}Json?json=${encodeURIComponent(JSON.stringify(callJson(call, login)))}`
}

/** How a call is named in messages and logs: method, language and rows, never the URL (it holds the password). */
export function describeCall(call: Call): string {
  return `${call.method} (${call.language}${call.rows ? `, rows ${call.rows.from}–${call.rows.to}` : ''})`
}

/**
 * Removes a secret from a text that may quote it (an error from the HTTP client can quote the URL): the
 * secret as typed, URL-encoded and JSON-escaped all become `***`.
 */
export function maskSecret(text: string, secret: string | undefined): string {
  if (!secret) return text
  const forms = new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1), encodeURIComponent(JSON.stringify(secret).slice(1, -1))])
  let masked = text
  for (const form of [...forms].sort((a, b) => b.length - a.length)) masked = masked.split(form).join('***')
  return masked
}

/** "nl,fr,en" → languages, or null when one is unknown, repeated, or Dutch is missing (the importer writes Dutch first). */
export function parseLanguages(text: string): Language[] | null {
  const list = text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
  if (list.length === 0 || new Set(list).size !== list.length) return null
  if (!list.every((code): code is Language => code in LANGUAGE_IDS)) return null
  return list.includes('nl') ? list : null
}
