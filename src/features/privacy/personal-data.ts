import { readdir, readFile, unlink } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { readStoredFile } from '@/collections/file-storage'
import { normalEmail } from '@/domain/accounts/email'
import { takesPlace } from '@/domain/bookings/holds'
import { mailIsTo, mentionsAddress } from '@/domain/privacy/subject'
import { relationId } from '@/domain/relation'
import { removeProfile } from '@/features/search-profiles'
import type { AccountFavourite, AccountSession, AccountToken, CvFile, Lead, Owner, PayloadJob, SearchProfile } from '@/payload-types'
import { outboxDir } from '@/server/mail'
import { inTransaction } from '@/server/transaction'

/**
 * Everything the site holds about one e-mail address (issue 21 §4, ADR 0059), found, exported and erased
 * by one list of sources. Every collection with an e-mail field is either a source here or named in
 * NOT_ABOUT_VISITORS with the reason; tests/integration/privacy-erase.test.ts fails when a new one is neither.
 *
 * Not here because the site does not keep them: the favourites of a visitor without an account (their own
 * browser, localStorage; an account's favourites are a source, ADR 0079),
 * price alerts (a search profile's alerts are the only subscription), lead alerts (an hour and a count).
 * Appointment slots hold no address: a booking is a lead (kind contact-appointment) naming its slot.
 */
export const SOURCES = ['leads', 'cvFiles', 'searchProfiles', 'owners', 'accountSessions', 'accountTokens', 'accountFavourites', 'queuedMails', 'sentMails'] as const
export type SourceKey = (typeof SOURCES)[number]

/** The collection each source reads (the outbox is a folder); the admin's view links each row to it. */
export const SOURCE_COLLECTIONS: Record<SourceKey, string | null> = {
  leads: 'leads',
  cvFiles: 'cv-files',
  searchProfiles: 'search-profiles',
  owners: 'owners',
  accountSessions: 'account-sessions',
  accountTokens: 'account-tokens',
  accountFavourites: 'account-favourites',
  queuedMails: 'payload-jobs',
  sentMails: null,
}

/** Collections with an e-mail field that hold no visitor's data, and why. */
export const NOT_ABOUT_VISITORS: Record<string, string> = {
  users: 'Staff accounts: an administrator manages them in Users, under the employment contract.',
  articles: "A team member's published contact on a blog post: staff, removed by editing the post.",
  properties: "The agent in charge of a listing, from the CRM: staff, not a visitor.",
}

/** What a lead keeps once its personal data is gone: the kind, the property, the day and the status, for the statistics. */
export const ERASED_LEAD_SUMMARY = "Erased at the person's request"

/** The mails the job queue sends that name an address or a lead (what "mails queued" means). */
const MAIL_TASKS = ['deliverLead', 'sendApprovedDocuments', 'releaseBookingHold', 'sendAccountMail'] as const

export type FoundRow = { id: number | string; title: string; createdAt: string | null }
export type FoundGroup = { source: SourceKey; collection: string | null; rows: FoundRow[] }

type Context = { payload: Payload; email: string; req?: PayloadRequest }

type Found = {
  leads: Lead[]
  cvFiles: CvFile[]
  searchProfiles: SearchProfile[]
  owners: Owner[]
  accountSessions: AccountSession[]
  accountTokens: AccountToken[]
  accountFavourites: AccountFavourite[]
  queuedMails: PayloadJob[]
  sentMails: { file: string; createdAt: string | null }[]
}

/** Rows of `collection` whose `field` is the address: asked case-insensitively, then compared exactly. */
async function byAddress<T extends { email?: string | null }>({ payload, email, req }: Context, collection: 'search-profiles' | 'owners' | 'account-sessions' | 'account-tokens' | 'account-favourites'): Promise<T[]> {
  const { docs } = await payload.find({ collection, where: { email: { like: email } }, depth: 0, pagination: false, overrideAccess: true, req })
  return (docs as unknown as T[]).filter((doc) => typeof doc.email === 'string' && normalEmail(doc.email) === email)
}

async function findLeads({ payload, email, req }: Context): Promise<Lead[]> {
  const { docs } = await payload.find({
    collection: 'leads',
    where: { or: [{ email: { like: email } }, { summary: { like: email } }] },
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: true,
    req,
  })
  return docs.filter((lead) => (lead.email && normalEmail(lead.email) === email) || mentionsAddress(lead.summary, email))
}

async function findCvFiles({ payload, req }: Context, leads: readonly Lead[]): Promise<CvFile[]> {
  const ids = leads.map((lead) => relationId(lead.cv)).filter((id): id is number => typeof id === 'number')
  if (ids.length === 0) return []
  const { docs } = await payload.find({ collection: 'cv-files', where: { id: { in: ids } }, depth: 0, pagination: false, overrideAccess: true, req })
  return docs
}

async function findQueuedMails({ payload, email, req }: Context, leads: readonly Lead[]): Promise<PayloadJob[]> {
  const leadIds = new Set(leads.map((lead) => lead.id))
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { in: [...MAIL_TASKS] } }, { completedAt: { exists: false } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.filter((job) => {
    const input = (job.input ?? {}) as { email?: unknown; leadId?: unknown }
    return (typeof input.email === 'string' && normalEmail(input.email) === email) || (typeof input.leadId === 'number' && leadIds.has(input.leadId))
  })
}

/** The .eml copies in data/outbox/ (a site without SMTP writes its mails there) addressed to the address. */
async function findSentMails(email: string): Promise<Found['sentMails']> {
  const files = await readdir(outboxDir).catch(() => [] as string[])
  const found: Found['sentMails'] = []
  for (const file of files.filter((name) => name.endsWith('.eml')).sort()) {
    const text = await readFile(path.join(outboxDir, file), 'utf8').catch(() => '')
    if (mailIsTo(text, email)) found.push({ file, createdAt: createdAtOfOutboxFile(file) })
  }
  return found
}

/** The outbox names its files after the moment they were written: 2026-11-27T23-18-11-123Z-<id>.eml. */
function createdAtOfOutboxFile(file: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(file)
  return match ? `${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z` : null
}

/** Everything held about the address; `email` is compared as accounts store it (trimmed, lower case). */
export async function findPersonalData(payload: Payload, address: string, req?: PayloadRequest): Promise<Found> {
  const context = { payload, email: normalEmail(address), req }
  // One after the other: inside a transaction every read runs on its one connection.
  const leads = await findLeads(context)
  const cvFiles = await findCvFiles(context, leads)
  const searchProfiles = await byAddress<SearchProfile>(context, 'search-profiles')
  const owners = await byAddress<Owner>(context, 'owners')
  const accountSessions = await byAddress<AccountSession>(context, 'account-sessions')
  const accountTokens = await byAddress<AccountToken>(context, 'account-tokens')
  const accountFavourites = await byAddress<AccountFavourite>(context, 'account-favourites')
  const queuedMails = await findQueuedMails(context, leads)
  const sentMails = await findSentMails(context.email)
  return { leads, cvFiles, searchProfiles, owners, accountSessions, accountTokens, accountFavourites, queuedMails, sentMails }
}

const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '')

/** What the admin's view lists: per source, each row's id, a short title and its date (no content). */
export function foundGroups(found: Found): FoundGroup[] {
  const rows: Record<SourceKey, FoundRow[]> = {
    leads: found.leads.map((lead) => ({ id: lead.id, title: [lead.kind, lead.appointmentStatus].filter(Boolean).join(' · '), createdAt: lead.createdAt })),
    cvFiles: found.cvFiles.map((cv) => ({ id: cv.id, title: cv.originalName ?? cv.filename ?? String(cv.id), createdAt: cv.createdAt })),
    searchProfiles: found.searchProfiles.map((profile) => ({ id: profile.id, title: `${profile.goal}${profile.active ? '' : ' (paused)'}`, createdAt: profile.createdAt })),
    owners: found.owners.map((owner) => ({ id: owner.id, title: owner.name, createdAt: owner.createdAt })),
    accountSessions: found.accountSessions.map((session) => ({ id: session.id, title: `→ ${day(session.expiresAt)}`, createdAt: session.createdAt })),
    accountTokens: found.accountTokens.map((token) => ({ id: token.id, title: `${token.purpose} → ${day(token.expiresAt)}`, createdAt: token.createdAt })),
    accountFavourites: found.accountFavourites.map((favourite) => ({ id: favourite.id, title: `property ${favourite.property}`, createdAt: favourite.createdAt })),
    queuedMails: found.queuedMails.map((job) => ({ id: job.id, title: String(job.taskSlug ?? ''), createdAt: job.createdAt })),
    sentMails: found.sentMails.map((mail) => ({ id: mail.file, title: mail.file, createdAt: mail.createdAt })),
  }
  return SOURCES.map((source) => ({ source, collection: SOURCE_COLLECTIONS[source], rows: rows[source] }))
}

export type SourceCounts = Record<SourceKey, number>

export const countsOf = (found: Found): SourceCounts =>
  Object.fromEntries(SOURCES.map((source) => [source, found[source].length])) as SourceCounts

const without = <T extends object>(doc: T, ...keys: string[]) => Object.fromEntries(Object.entries(doc).filter(([key]) => !keys.includes(key)))

/** The CV's file beside its record, base64, from the bucket or the disk: the person gets back what they sent. A file gone says so. */
async function cvContent(cv: CvFile): Promise<{ base64: string } | { missing: true }> {
  const bytes = await readStoredFile('cv-files', cv).catch(() => null)
  return bytes ? { base64: Buffer.from(bytes).toString('base64') } : { missing: true }
}

/**
 * The file handed to the person (GDPR art. 15 and 20): one JSON document with every row found, each as
 * stored, without the secrets the site keeps about it (password and token hashes, the captcha's id), the
 * CVs' files inside as base64 and the mail copies as their text.
 */
export async function exportPersonalData(payload: Payload, address: string, now = new Date()) {
  const found = await findPersonalData(payload, address)
  return {
    exportedAt: now.toISOString(),
    email: normalEmail(address),
    leads: found.leads.map((lead) => without(lead, 'captchaId')),
    cvFiles: await Promise.all(found.cvFiles.map(async (cv) => ({ ...cv, file: await cvContent(cv) }))),
    searchProfiles: found.searchProfiles.map((profile) => without(profile, 'passwordHash')),
    owners: found.owners.map((owner) => without(owner, 'passwordHash')),
    accountSessions: found.accountSessions.map((session) => without(session, 'tokenHash')),
    accountTokens: found.accountTokens.map((token) => without(token, 'tokenHash')),
    accountFavourites: found.accountFavourites,
    queuedMails: found.queuedMails.map((job) => ({ id: job.id, task: job.taskSlug, createdAt: job.createdAt, input: job.input })),
    sentMails: await Promise.all(found.sentMails.map(async (mail) => ({ ...mail, text: await readFile(path.join(outboxDir, mail.file), 'utf8').catch(() => '') }))),
  }
}

/** The fields of a lead that say who sent it; what stays (kind, property, day, status) feeds the owners' statistics. */
export const ANONYMOUS_LEAD = { email: null, fields: {}, page: null, cv: null, lastError: null, captchaId: null, shareWithOwner: false } as const

/**
 * Takes a lead's personal data away. A booking that still holds a place in a slot to come is cancelled
 * first, so the place goes back (the Leads hook of visit booking); a visit that took place stays counted.
 */
export async function anonymiseLead(payload: Payload, lead: Pick<Lead, 'id' | 'appointmentStatus' | 'slot' | 'cv'>, summary: string, req: PayloadRequest, now = new Date()): Promise<void> {
  if (takesPlace(lead.appointmentStatus) && lead.slot) {
    const slot = await payload.findByID({ collection: 'appointment-slots', id: relationId(lead.slot), depth: 0, overrideAccess: true, req, disableErrors: true })
    if (slot && new Date(slot.startsAt).getTime() > now.getTime()) await payload.update({ collection: 'leads', id: lead.id, data: { appointmentStatus: 'cancelled' }, overrideAccess: true, req })
  }
  await payload.update({ collection: 'leads', id: lead.id, data: { ...ANONYMOUS_LEAD, summary }, overrideAccess: true, req })
}

const deleteIds = async (payload: Payload, collection: 'cv-files' | 'owners' | 'account-sessions' | 'account-tokens' | 'account-favourites' | 'payload-jobs', ids: (number | string)[], req: PayloadRequest) => {
  if (ids.length > 0) await payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true, req })
}

/**
 * Erases everything held about the address (GDPR art. 17) in one transaction: leads anonymised (their
 * statistics stay), CVs deleted with their files, search profiles and the owner account deleted with
 * their sessions, links and favourites, queued mails dropped; then the outbox's copies. Returns what was found.
 */
export async function erasePersonalData(payload: Payload, address: string, now = new Date()): Promise<SourceCounts> {
  const found = await inTransaction(payload, async (req) => {
    const data = await findPersonalData(payload, address, req)
    await deleteIds(payload, 'payload-jobs', data.queuedMails.map((job) => job.id), req)
    await deleteIds(payload, 'account-sessions', data.accountSessions.map((session) => session.id), req)
    const ownerIds = data.owners.map((owner) => owner.id)
    if (ownerIds.length > 0) await payload.delete({ collection: 'account-sessions', where: { owner: { in: ownerIds } }, overrideAccess: true, req })
    for (const profile of data.searchProfiles) await removeProfile(payload, profile.id, req, ERASED_LEAD_SUMMARY)
    await deleteIds(payload, 'account-tokens', data.accountTokens.map((token) => token.id), req)
    await deleteIds(payload, 'account-favourites', data.accountFavourites.map((favourite) => favourite.id), req)
    for (const lead of data.leads) await anonymiseLead(payload, lead, ERASED_LEAD_SUMMARY, req, now)
    await deleteIds(payload, 'cv-files', data.cvFiles.map((cv) => cv.id), req)
    await deleteIds(payload, 'owners', ownerIds, req)
    return data
  })
  // After the commit: a failed transaction leaves the copies for the next try.
  for (const mail of found.sentMails) await unlink(path.join(outboxDir, mail.file)).catch(() => undefined)
  return countsOf(found)
}
