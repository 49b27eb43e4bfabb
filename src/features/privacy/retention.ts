import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { leadExpired, monthsBefore, ownerExpired, propertyListing, type RetentionCutoffs, retentionCutoffs, type RetentionPeriods, retentionPeriods } from '@/domain/privacy/retention'
import { normalEmail } from '@/domain/accounts/email'
import { relationId } from '@/domain/relation'
import { EXPIRED_LEAD_SUMMARY, removeExpiredProfiles } from '@/features/search-profiles'
import { outboxDir } from '@/server/mail'
import { inTransaction } from '@/server/transaction'

import { anonymiseLead, ERASED_LEAD_SUMMARY } from './personal-data'
import { recordPrivacyAction } from './records'

export type RetentionCounts = { leads: number; applications: number; cvFiles: number; searchProfiles: number; owners: number; favourites: number; mails: number }

/** Leads that already lost their personal data: not asked again. */
const GONE = [EXPIRED_LEAD_SUMMARY, ERASED_LEAD_SUMMARY]

/** Leads past their kind's period are anonymised (ADR 0059: the owners' statistics count them); their CVs deleted. */
async function anonymiseExpiredLeads(payload: Payload, cutoffs: RetentionCutoffs, now: Date) {
  const widest = new Date(Math.max(cutoffs.leads.getTime(), cutoffs.applications.getTime())).toISOString()
  const { docs } = await payload.find({
    collection: 'leads',
    where: { and: [{ createdAt: { less_than: widest } }, { summary: { not_in: GONE } }] },
    select: { kind: true, createdAt: true, appointmentStatus: true, slot: true, cv: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const counts = { leads: 0, applications: 0, cvFiles: 0 }
  for (const lead of docs.filter((candidate) => leadExpired(candidate, cutoffs))) {
    const cv = relationId(lead.cv)
    await inTransaction(payload, async (req) => {
      await anonymiseLead(payload, lead, EXPIRED_LEAD_SUMMARY, req, now)
      // The upload collection deletes the file with the record.
      if (typeof cv === 'number') await payload.delete({ collection: 'cv-files', where: { id: { equals: cv } }, overrideAccess: true, req })
    })
    if (lead.kind === 'job-application') counts.applications += 1
    else counts.leads += 1
    if (typeof cv === 'number') counts.cvFiles += 1
  }
  return counts
}

/** Owner accounts whose properties and projects all left the market before the period: deleted with their sessions. */
async function removeFormerOwners(payload: Payload, cutoffs: RetentionCutoffs): Promise<number> {
  const { docs: owners } = await payload.find({
    collection: 'owners',
    where: { createdAt: { less_than: cutoffs.owners.toISOString() } },
    select: { email: true, createdAt: true, properties: true, projects: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  let removed = 0
  for (const owner of owners) {
    const propertyIds = (owner.properties ?? []).map((property) => relationId(property))
    const projectIds = (owner.projects ?? []).map((project) => relationId(project))
    const properties = propertyIds.length
      ? (await payload.find({ collection: 'properties', where: { id: { in: propertyIds } }, select: { published: true, availability: true, crmChangedAt: true, updatedAt: true }, depth: 0, pagination: false, overrideAccess: true })).docs
      : []
    const projects = projectIds.length
      ? (await payload.find({ collection: 'projects', where: { id: { in: projectIds } }, select: { published: true, updatedAt: true }, depth: 0, pagination: false, overrideAccess: true })).docs
      : []
    const listings = [...properties.map(propertyListing), ...projects.map((project) => ({ onMarket: project.published !== false, leftAt: project.updatedAt }))]
    if (!ownerExpired(owner, listings, cutoffs)) continue
    await inTransaction(payload, async (req) => {
      await payload.delete({ collection: 'account-sessions', where: { or: [{ owner: { equals: owner.id } }, { email: { equals: owner.email } }] }, overrideAccess: true, req })
      const profiles = await payload.count({ collection: 'search-profiles', where: { email: { equals: owner.email } }, overrideAccess: true, req })
      if (profiles.totalDocs === 0) await payload.delete({ collection: 'account-tokens', where: { email: { equals: owner.email } }, overrideAccess: true, req })
      await payload.delete({ collection: 'owners', id: owner.id, overrideAccess: true, req })
    })
    removed += 1
  }
  return removed
}

/**
 * An account's favourites go with the account (ADR 0079): once an address has neither a search profile nor
 * an owner account (removed above, by its holder, or by staff), its favourites are deleted the same night.
 */
async function removeAccountlessFavourites(payload: Payload): Promise<number> {
  const { docs } = await payload.find({ collection: 'account-favourites', select: { email: true }, depth: 0, pagination: false, overrideAccess: true })
  const addresses = [...new Set(docs.map((doc) => doc.email))]
  if (addresses.length === 0) return 0
  // Compared as accounts store and log in with them (trimmed, lower case).
  const asked = [...new Set(addresses.map(normalEmail))]
  const holders = async (collection: 'search-profiles' | 'owners') =>
    (await payload.find({ collection, where: { email: { in: asked } }, select: { email: true }, depth: 0, pagination: false, overrideAccess: true })).docs.map((doc) => normalEmail(doc.email ?? ''))
  const held = new Set([...(await holders('search-profiles')), ...(await holders('owners'))])
  const gone = addresses.filter((address) => !held.has(normalEmail(address)))
  if (gone.length === 0) return 0
  const { docs: removed } = await payload.delete({ collection: 'account-favourites', where: { email: { in: gone } }, overrideAccess: true })
  return removed.length
}

/**
 * Copies of sent mail in data/outbox/ (a site without SMTP) and failed mail jobs, once older than the
 * shortest period: a mail may be an application's, and only its age is known without reading it.
 */
async function removeOldMails(payload: Payload, periods: RetentionPeriods, now: Date): Promise<number> {
  const shortest = monthsBefore(now, Math.min(periods.leadsMonths, periods.applicationsMonths))
  let removed = 0
  const files = await readdir(outboxDir).catch(() => [] as string[])
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const full = path.join(outboxDir, file)
    const info = await stat(full).catch(() => null)
    if (info && info.mtime < shortest && (await unlink(full).then(() => true, () => false))) removed += 1
  }
  const { docs } = await payload.delete({
    collection: 'payload-jobs',
    where: { and: [{ hasError: { equals: true } }, { createdAt: { less_than: shortest.toISOString() } }] },
    overrideAccess: true,
  })
  return removed + docs.length
}

/**
 * The retention periods of Settings, enforced (issue 21 §4, ADR 0059): run every night by the housekeeping
 * task. Each row is judged by the rules of src/domain/privacy/retention.ts and removed in its own
 * transaction, so a failure leaves the rest done; the night's counts are recorded in privacy-records.
 */
export async function enforceRetention(payload: Payload, now = new Date()): Promise<RetentionCounts> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  const periods = retentionPeriods(settings.retention)
  const cutoffs = retentionCutoffs(periods, now)
  const leads = await anonymiseExpiredLeads(payload, cutoffs, now)
  const searchProfiles = await removeExpiredProfiles(payload, cutoffs)
  const owners = await removeFormerOwners(payload, cutoffs)
  const favourites = await removeAccountlessFavourites(payload)
  const mails = await removeOldMails(payload, periods, now)
  const counts: RetentionCounts = { ...leads, searchProfiles, owners, favourites, mails }
  await recordPrivacyAction(payload, { kind: 'retention', counts })
  return counts
}
