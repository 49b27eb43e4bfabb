'use server'

import { requireOwner } from '@/features/accounts'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'

import { setWeeklyReport } from './preferences'
import type { WeeklyReportState } from './weekly-report-state'

/** The portal's weekly report switch: changes the logged-in owner's own setting, whatever else is posted. */
export async function saveWeeklyReport(_previous: WeeklyReportState, data: FormData): Promise<WeeklyReportState> {
  const locale = data.get('locale')
  // Anyone not logged in as an owner goes to the login page, as on the portal's pages.
  const account = await requireOwner(isLocale(locale) ? locale : defaultLocale)
  const weeklyReport = data.get('weeklyReport') === 'on'
  const payload = await getPayloadClient()
  try {
    await setWeeklyReport(payload, account.owner, weeklyReport)
  } catch (error) {
    payload.logger.error({ err: error }, 'The weekly report setting could not be saved')
    return { status: 'failed', at: Date.now() }
  }
  return { status: 'saved', weeklyReport, at: Date.now() }
}
