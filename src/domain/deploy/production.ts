import { z } from 'zod'

/**
 * What a production start (APP_ENV=production) cannot do without for leads to reach a person: a real SMTP
 * server (else a lead marked `sent` only reached data/outbox/ on the server's disk), the public address
 * (links in mails and pages) and the agency's own e-mail in Settings (where lead notifications go).
 * One line per missing setting, so the operator sees everything at once. The demo needs none of them.
 */
export type ProductionSettings = {
  isProduction: boolean
  /** As set in the environment, before any default. */
  SMTP_URL?: string
  SITE_URL?: string
  /** Settings → Agency → E-mail, read after the migrations. */
  agencyEmail?: string | null
}

export function missingProductionSettings({ isProduction, SMTP_URL, SITE_URL, agencyEmail }: ProductionSettings): string[] {
  if (!isProduction) return []
  const missing: string[] = []
  if (!SMTP_URL) missing.push('SMTP_URL is required in production: without it lead mails only go to data/outbox/ on this server.')
  if (!SITE_URL) missing.push('SITE_URL is required in production: the public https address used in links and mails.')
  else if (!SITE_URL.startsWith('https://')) missing.push('SITE_URL must be an https:// address in production.')
  if (!agencyEmail?.trim()) missing.push("The agency's e-mail (admin: Settings → Agency → E-mail, or AGENCY_EMAIL) is required in production: lead notifications are sent there.")
  return missing
}

export type AgencyEmailFromEnv = { ok: true; email: string | null } | { ok: false; line: string }

/**
 * AGENCY_EMAIL: written into the agency's e-mail in Settings at every start, so a first production start on a
 * fresh database can pass the check above (the admin where it is set only runs after it) and no seeded
 * address (the demo's) outlives it (ADR 0043). Unset, Settings are the source and the admin sets it.
 */
export function agencyEmailFromEnv(value: string | undefined): AgencyEmailFromEnv {
  const email = value?.trim()
  if (!email) return { ok: true, email: null }
  if (!z.email().safeParse(email).success) return { ok: false, line: 'AGENCY_EMAIL must be an e-mail address.' }
  return { ok: true, email }
}
