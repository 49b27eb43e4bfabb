import type { Payload } from 'payload'

import { fieldErrors, type FormErrorKey } from '@/domain/forms/fields'
import { readForm, schemaOf } from '@/domain/forms/forms'
import { PROFILE_CRITERIA_FORM } from '@/domain/forms/profile-criteria'
import type { Account } from '@/features/accounts'
import type { FormValues } from '@/shared/forms/form-state'
import { valuesToKeep } from '@/shared/forms/values-to-keep'
import type { SearchProfile } from '@/payload-types'
import { inTransaction } from '@/server/transaction'

import { storedCriteria, unknownChoices } from '@/shared/search-profile-criteria'

import { removeProfile } from './remove-profile'

/**
 * A search-profile holder manages the profiles their login opened (ADR 0028): change the criteria,
 * pause or resume the alerts, delete the profile with its personal data. Every operation takes the
 * account of the request's session and the profile id the browser posted, and acts only when that id is
 * one of the session's profiles: an id typed into a form never reaches anyone else's profile.
 */

export type Refused = { ok: false; problem: 'notYours' }
export type ChangeResult = { ok: true } | Refused | { ok: false; problem: 'invalid'; errors: Record<string, FormErrorKey>; values: FormValues }

/** What a deleted profile's lead keeps: that a keep-me-informed request came in, and when; nothing about whom. */
export const DELETED_LEAD_SUMMARY = 'Deleted on request'

const refused: Refused = { ok: false, problem: 'notYours' }

/** The profile id, when it is one the session opened; null for anything else (another's id, garbage). */
export function ownProfileId(account: Account, posted: unknown): number | null {
  const id = typeof posted === 'string' && /^\d{1,9}$/.test(posted) ? Number(posted) : typeof posted === 'number' ? posted : NaN
  return account.searchProfileIds.includes(id) ? id : null
}

/** The session's profiles, oldest first; the address is checked again beside the ids. */
export async function holderProfiles(payload: Payload, account: Account): Promise<SearchProfile[]> {
  if (account.searchProfileIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'search-profiles',
    where: { and: [{ id: { in: account.searchProfileIds } }, { email: { equals: account.email } }] },
    sort: 'createdAt',
    depth: 0,
    limit: account.searchProfileIds.length,
    overrideAccess: true,
  })
  return docs
}

/** New criteria from the posted form, checked as the keep-me-informed form checks them. */
export async function changeProfile(payload: Payload, account: Account, posted: unknown, data: FormData): Promise<ChangeResult> {
  const id = ownProfileId(account, posted)
  if (id === null) return refused
  const raw = readForm(PROFILE_CRITERIA_FORM, data)
  const values = valuesToKeep(PROFILE_CRITERIA_FORM.fields, raw)
  const parsed = schemaOf(PROFILE_CRITERIA_FORM).safeParse(raw)
  if (!parsed.success) return { ok: false, problem: 'invalid', errors: fieldErrors(parsed.error), values }
  const criteria = storedCriteria(parsed.data as Record<string, unknown>)
  const errors = await unknownChoices(payload, criteria)
  if (Object.keys(errors).length > 0) return { ok: false, problem: 'invalid', errors, values }
  await payload.update({ collection: 'search-profiles', id, data: { ...criteria, lastActiveAt: new Date().toISOString() }, overrideAccess: true })
  return { ok: true }
}

/** Pauses (no alerts) or resumes a profile. Resuming is a new yes to the mails, after an unsubscribe link too. */
export async function setProfileActive(payload: Payload, account: Account, posted: unknown, active: boolean): Promise<{ ok: true } | Refused> {
  const id = ownProfileId(account, posted)
  if (id === null) return refused
  const lastActiveAt = new Date().toISOString()
  await payload.update({ collection: 'search-profiles', id, data: active ? { active: true, unsubscribedAt: null, lastActiveAt } : { active: false, lastActiveAt }, overrideAccess: true })
  return { ok: true }
}

/**
 * Deletes a profile and the personal data that came with it, in one transaction: the lead the
 * keep-me-informed form left is anonymised (kept as a dated request without a person, so staff's counts
 * and the lead's mail job stay whole), the sessions forget the profile (one that opened nothing else
 * ends), and when no account of the address remains, its pending password links go too.
 */
export async function deleteProfile(payload: Payload, account: Account, posted: unknown): Promise<{ ok: true; accountLeft: boolean } | Refused> {
  const id = ownProfileId(account, posted)
  if (id === null) return refused
  await inTransaction(payload, (req) => removeProfile(payload, id, req, DELETED_LEAD_SUMMARY))
  return { ok: true, accountLeft: account.owner !== null || account.searchProfileIds.some((other) => other !== id) }
}
