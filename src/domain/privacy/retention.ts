/**
 * How long the site keeps personal data (issue 21 §4, ADR 0059). Staff set the periods in Settings
 * (`retention`); these are the defaults and the rules that decide, for one row, whether its time is up.
 * Pure: the nightly clean-up (src/features/privacy/retention.ts) asks the database for candidates and
 * lets these rules decide, so a query that is too wide never removes something younger.
 */

export type RetentionPeriods = {
  /** Visitor requests (every lead kind except job applications), counted from the day they came in. */
  leadsMonths: number
  /** Job applications and their CVs, from the day they came in. */
  applicationsMonths: number
  /** Search profiles, from their holder's last own action (made, changed, paused, resumed, confirmed, logged in). */
  idleProfilesMonths: number
  /** Owner accounts, from the day the last of their properties and projects left the market. */
  formerOwnersMonths: number
}

/**
 * Three years for requests (a buyer or tenant who asked often comes back within that time, and a dispute
 * about a visit or offer is raised well before); one year for applications (the usual advice of the
 * Belgian data protection authority for candidates not hired, long enough for the next vacancy); two
 * years for idle profiles (the privacy statement's promise since ADR 0042); two years for former owners
 * (the after-sale questions and the yearly figures of a sale or lease are settled by then).
 */
export const DEFAULT_RETENTION: RetentionPeriods = { leadsMonths: 36, applicationsMonths: 12, idleProfilesMonths: 24, formerOwnersMonths: 24 }

/** No period is shorter than a month (a typo of 0 must not empty the database overnight) nor longer than 20 years. */
export const RETENTION_LIMITS = { min: 1, max: 240 } as const

const clampMonths = (value: unknown, fallback: number): number => {
  const months = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback
  return Math.min(RETENTION_LIMITS.max, Math.max(RETENTION_LIMITS.min, months))
}

/** The periods from Settings, each one missing or out of range replaced by its default or limit. */
export function retentionPeriods(stored: Partial<Record<keyof RetentionPeriods, unknown>> | null | undefined): RetentionPeriods {
  return {
    leadsMonths: clampMonths(stored?.leadsMonths, DEFAULT_RETENTION.leadsMonths),
    applicationsMonths: clampMonths(stored?.applicationsMonths, DEFAULT_RETENTION.applicationsMonths),
    idleProfilesMonths: clampMonths(stored?.idleProfilesMonths, DEFAULT_RETENTION.idleProfilesMonths),
    formerOwnersMonths: clampMonths(stored?.formerOwnersMonths, DEFAULT_RETENTION.formerOwnersMonths),
  }
}

/** `months` calendar months before `now` (UTC); the 31st falls back to the month's last day. */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay))
  return target
}

export type RetentionCutoffs = { leads: Date; applications: Date; profiles: Date; owners: Date }

/** The moments before which each kind of row has had its time. */
export function retentionCutoffs(periods: RetentionPeriods, now: Date): RetentionCutoffs {
  return {
    leads: monthsBefore(now, periods.leadsMonths),
    applications: monthsBefore(now, periods.applicationsMonths),
    profiles: monthsBefore(now, periods.idleProfilesMonths),
    owners: monthsBefore(now, periods.formerOwnersMonths),
  }
}

/** A date that cannot be read counts as "now": the row is kept, never removed by mistake. */
const time = (value: string | null | undefined): number | null => {
  if (!value) return null
  const parsed = new Date(value).getTime()
  return Number.isNaN(parsed) ? null : parsed
}

export const JOB_APPLICATION = 'job-application'

/** Whether a lead's personal data must now go: by its kind's period, from the day it came in. */
export function leadExpired(lead: { kind: string; createdAt: string }, cutoffs: RetentionCutoffs): boolean {
  const created = time(lead.createdAt)
  if (created === null) return false
  return created < (lead.kind === JOB_APPLICATION ? cutoffs.applications : cutoffs.leads).getTime()
}

/**
 * The holder's last own action on a profile. `lastActiveAt` is moved by every such action (made, criteria
 * changed, paused, resumed, logged in, confirmation link used); `confirmedAt` and `createdAt` stand in for a
 * row written before it existed. Alerts the site sends are not activity, and their links are not tracked.
 */
export function profileLastActive(profile: { lastActiveAt?: string | null; confirmedAt?: string | null; createdAt: string }): number | null {
  const given = [profile.lastActiveAt, profile.confirmedAt, profile.createdAt].filter((value): value is string => Boolean(value))
  const times = given.map(time)
  // One unreadable date and the profile is kept: its holder may have been active then.
  if (times.length === 0 || times.some((value) => value === null)) return null
  return Math.max(...(times as number[]))
}

/** Whether a profile goes: its holder unsubscribed (removed the night after), or did nothing for the period. */
export function profileExpired(profile: { unsubscribedAt?: string | null; lastActiveAt?: string | null; confirmedAt?: string | null; createdAt: string }, cutoffs: RetentionCutoffs): boolean {
  if (profile.unsubscribedAt) return true
  const lastActive = profileLastActive(profile)
  return lastActive !== null && lastActive < cutoffs.profiles.getTime()
}

/** A property or project as the owner rule reads it: on the market or not, and since when. */
export type Listing = { onMarket: boolean; leftAt: string | null | undefined }

/** A property is off the market when sold, rented or taken offline; it left on the CRM's last change, else its last save. */
export function propertyListing(property: { published?: boolean | null; availability?: string | null; crmChangedAt?: string | null; updatedAt: string }): Listing {
  const off = property.published === false || property.availability === 'sold' || property.availability === 'rented'
  return { onMarket: !off, leftAt: property.crmChangedAt ?? property.updatedAt }
}

/**
 * Whether an owner account goes: every property and project linked to it left the market before the
 * cutoff, and the account itself is older than that (an owner invited yesterday for a sale long done is
 * kept the whole period). An owner linked to nothing is judged by the account's age alone.
 */
export function ownerExpired(owner: { createdAt: string }, listings: readonly Listing[], cutoffs: RetentionCutoffs): boolean {
  const cutoff = cutoffs.owners.getTime()
  const created = time(owner.createdAt)
  if (created === null || created >= cutoff) return false
  return listings.every((listing) => {
    if (listing.onMarket) return false
    const left = time(listing.leftAt)
    return left !== null && left < cutoff
  })
}
