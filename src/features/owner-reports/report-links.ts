import type { Payload } from 'payload'

import type { Owner } from '@/payload-types'
import { getEnv } from '@/server/env'
import { signLink, verifyLink } from '@/server/signed-links'

/** Signed links in the weekly report that switch it off without logging in; they name the owner only. */
const PURPOSE = 'weekly-report-off'

export const weeklyReportOffUrl = (ownerId: number) => `${getEnv().SITE_URL}/api/weekly-report/${signLink(PURPOSE, { owner: ownerId })}`

/** The owner a link names, changing nothing (what a GET, or a mail scanner following links, may do). */
export async function ownerOfReportLink(payload: Payload, token: string): Promise<Owner | null> {
  const link = verifyLink(PURPOSE, token)
  const ownerId = link.ok ? Number(link.content.owner) : NaN
  if (!Number.isSafeInteger(ownerId)) return null
  return payload.findByID({ collection: 'owners', id: ownerId, depth: 0, overrideAccess: true, disableErrors: true })
}

/** Switches the owner's weekly report off (a POST only); repeating it changes nothing. */
export async function switchOffWeeklyReport(payload: Payload, token: string): Promise<{ ok: true; locale: string } | { ok: false }> {
  const owner = await ownerOfReportLink(payload, token)
  if (!owner) return { ok: false }
  if (owner.weeklyReport !== false) {
    await payload.update({ collection: 'owners', id: owner.id, data: { weeklyReport: false }, overrideAccess: true, context: { noInvitation: true } })
  }
  return { ok: true, locale: owner.locale }
}
