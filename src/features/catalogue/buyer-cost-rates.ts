import 'server-only'

import { getFormatter } from 'next-intl/server'

import { buyerCostRates } from '@/domain/buyer-costs'
import { getSettings } from '@/shared/site/queries'
import type { Locale } from '@/i18n/locales'

/** The admin's buyer-cost rates (Settings), and the date they apply from as the visitor reads it. */
export async function getBuyerCostRates(locale: Locale) {
  const [format, settings] = await Promise.all([getFormatter({ locale }), getSettings(locale)])
  const rates = buyerCostRates(settings.buyerCosts)
  return { rates, appliesFrom: format.dateTime(new Date(`${rates.appliesFrom}T12:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric' }) }
}
