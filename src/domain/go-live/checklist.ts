/**
 * The go-live checklist (issue 21 §2, ADR 0056): what must be true before an agency runs the site for real.
 * Every item is decided here from facts the server read (Settings, users, records), never ticked by hand;
 * src/features/go-live/read-checklist.ts gathers the facts, the dashboard shows the answer.
 */
import type { Locale } from '../../i18n/locales'
import { textOfRichText } from './rich-text'

export const GO_LIVE_ITEMS = ['agency', 'testMail', 'crm', 'legalPages', 'tags', 'administrators', 'backups'] as const
export type GoLiveItem = (typeof GO_LIVE_ITEMS)[number]

/** An item's state: done or not, and a word saying which case applies (the dashboard's text for it). */
export type ItemState<S extends string = string> = { item: GoLiveItem; done: boolean; state: S; missing?: string[]; since?: string; count?: number }

/** Administrators the site needs, so one away or locked out still leaves someone who can manage users. */
export const MIN_ADMINISTRATORS = 2
/** A backup older than this no longer counts: the nightly one did not run. */
export const BACKUP_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** The legal pages, by their route key in the page tree (src/i18n/pathnames.ts; content/site/skeleton.json). */
export const LEGAL_ROUTE_KEYS = ['/disclaimer', '/privacy-statement', '/cookie-policy'] as const
/** A legal text shorter than this in a language is not a legal text yet (the demo's shortest is over 1,500). */
export const MIN_LEGAL_TEXT_LENGTH = 200

/**
 * What marks a text as not the agency's own: the skeleton's "[FOR STAFF: this is a template…]" line and its
 * "[TO COMPLETE: …]" parts in each language (content/site/skeleton.json), and the demo's invented company
 * number (content/demo/content.json), which would otherwise pass for a filled-in text.
 */
export const PLACEHOLDER_MARKS = [
  '[IN TE VULLEN',
  '[À COMPLÉTER',
  '[TO COMPLETE',
  '[AUSZUFÜLLEN',
  '[VOOR HET KANTOOR',
  "[POUR L'AGENCE",
  '[FOR STAFF',
  '[FÜR DAS BÜRO',
  '0712.345.678',
] as const

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

export type AgencyFacts = { name?: string | null; street?: string | null; zip?: string | null; city?: string | null; phone?: string | null; email?: string | null; logo?: unknown }

/** Name, logo, full address, phone and e-mail: what visitors, mails and legal texts show of the agency. */
export function agencyItem(agency: AgencyFacts | null | undefined): ItemState<'complete' | 'incomplete'> {
  const missing = (['name', 'logo', 'street', 'zip', 'city', 'phone', 'email'] as const).filter((field) =>
    field === 'logo' ? agency?.logo === null || agency?.logo === undefined : !filled(agency?.[field]),
  )
  return { item: 'agency', done: missing.length === 0, state: missing.length ? 'incomplete' : 'complete', ...(missing.length ? { missing } : {}) }
}

export type TestMailFacts = { smtpConfigured: boolean; lastSentAt?: string | null; lastReceivedAt?: string | null }

/**
 * Done once a test mail's link was opened while SMTP is set: the mailbox got our mail. Without SMTP_URL mail
 * goes nowhere (the outbox folder on the server), whatever was opened before.
 */
export function testMailItem({ smtpConfigured, lastSentAt, lastReceivedAt }: TestMailFacts): ItemState<'no-smtp' | 'not-sent' | 'waiting' | 'received'> {
  if (!smtpConfigured) return { item: 'testMail', done: false, state: 'no-smtp' }
  if (lastReceivedAt) return { item: 'testMail', done: true, state: 'received', since: lastReceivedAt }
  if (lastSentAt) return { item: 'testMail', done: false, state: 'waiting', since: lastSentAt }
  return { item: 'testMail', done: false, state: 'not-sent' }
}

/** Statuses of an import run (collection `import-runs`) that mean the CRM answered and the run worked. */
export const WORKING_IMPORT_STATUSES = ['succeeded', 'partial'] as const

/** `workingRuns`: runs that worked; null when the site has no import-runs collection (no CRM sync yet). */
export function crmItem(workingRuns: number | null): ItemState<'no-sync' | 'no-run' | 'connected'> {
  if (workingRuns === null) return { item: 'crm', done: false, state: 'no-sync' }
  return workingRuns > 0 ? { item: 'crm', done: true, state: 'connected' } : { item: 'crm', done: false, state: 'no-run' }
}

export type LegalPageFacts = { routeKey: string; status?: string | null; body?: Partial<Record<Locale, unknown>> | null }

/** Whether one language's text is the agency's own: long enough and free of every placeholder mark. */
export function isOwnLegalText(text: string): boolean {
  return text.trim().length >= MIN_LEGAL_TEXT_LENGTH && !PLACEHOLDER_MARKS.some((mark) => text.includes(mark))
}

/**
 * Each legal page published, with its own text in every language the site shows. `missing` names what is not:
 * `/cookie-policy` (absent or a draft) or `/cookie-policy:fr` (that language's text).
 */
export function legalPagesItem(pages: LegalPageFacts[], enabledLanguages: readonly Locale[]): ItemState<'filled' | 'unfilled'> {
  const missing: string[] = []
  for (const routeKey of LEGAL_ROUTE_KEYS) {
    const page = pages.find((candidate) => candidate.routeKey === routeKey)
    if (!page || page.status !== 'published') {
      missing.push(routeKey)
      continue
    }
    for (const language of enabledLanguages) if (!isOwnLegalText(textOfRichText(page.body?.[language]))) missing.push(`${routeKey}:${language}`)
  }
  return { item: 'legalPages', done: missing.length === 0, state: missing.length ? 'unfilled' : 'filled', ...(missing.length ? { missing } : {}) }
}

export type TrackingFacts = { gtmId?: string | null; pixelId?: string | null; noTags?: boolean | null }

/** A tag id set, or "we use no tag scripts" ticked: left off by decision, not by omission. Both at once is a contradiction. */
export function tagsItem(tracking: TrackingFacts | null | undefined): ItemState<'configured' | 'none-by-choice' | 'undecided' | 'contradiction'> {
  const hasTag = filled(tracking?.gtmId) || filled(tracking?.pixelId)
  if (hasTag && tracking?.noTags) return { item: 'tags', done: false, state: 'contradiction' }
  if (hasTag) return { item: 'tags', done: true, state: 'configured' }
  if (tracking?.noTags) return { item: 'tags', done: true, state: 'none-by-choice' }
  return { item: 'tags', done: false, state: 'undecided' }
}

export function administratorsItem(count: number): ItemState<'enough' | 'too-few'> {
  const enough = count >= MIN_ADMINISTRATORS
  return { item: 'administrators', done: enough, state: enough ? 'enough' : 'too-few', count }
}

/** The latest recorded backup, if any, is at most a day old. */
export function backupsItem(lastBackupAt: string | null | undefined, now: Date): ItemState<'recent' | 'stale' | 'never'> {
  if (!lastBackupAt) return { item: 'backups', done: false, state: 'never' }
  const age = now.getTime() - new Date(lastBackupAt).getTime()
  return age <= BACKUP_MAX_AGE_MS ? { item: 'backups', done: true, state: 'recent', since: lastBackupAt } : { item: 'backups', done: false, state: 'stale', since: lastBackupAt }
}

export type GoLiveChecklist = { done: boolean; items: ItemState[] }

/** The list in the order staff work through it; done only when every item is. */
export function checklistOf(items: ItemState[]): GoLiveChecklist {
  const ordered = GO_LIVE_ITEMS.map((item) => items.find((state) => state.item === item)).filter((state): state is ItemState => state !== undefined)
  return { done: ordered.length === GO_LIVE_ITEMS.length && ordered.every((state) => state.done), items: ordered }
}
