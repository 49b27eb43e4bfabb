import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Owner } from '@/payload-types'
import { getEnv } from '@/server/env'
import { actOnLinkedRecord, linkedRecord, type LinkedRecord, signStopLink, type StopLinkResult } from '@/server/stop-links'

/** Signed links in the weekly report that switch it off without logging in; they name the owner only. */
const PURPOSE = 'weekly-report-off'

export const weeklyReportOffUrl = (ownerId: number, locale: Locale) => `${getEnv().SITE_URL}/api/weekly-report/${signStopLink(PURPOSE, 'owner', ownerId, locale)}`

/** The owner a link names, changing nothing (what a GET, or a mail scanner following links, may do). */
export function ownerOfReportLink(payload: Payload, token: string): Promise<LinkedRecord<Owner>> {
  return linkedRecord(PURPOSE, 'owner', token, (id) => payload.findByID({ collection: 'owners', id, depth: 0, overrideAccess: true, disableErrors: true }))
}

/** Switches the owner's weekly report off (a POST only); repeating it changes nothing. */
export function switchOffWeeklyReport(payload: Payload, token: string): Promise<StopLinkResult> {
  return actOnLinkedRecord(ownerOfReportLink(payload, token), async (owner) => {
    if (owner.weeklyReport !== false) {
      await payload.update({ collection: 'owners', id: owner.id, data: { weeklyReport: false }, overrideAccess: true, context: { noInvitation: true } })
    }
  })
}
