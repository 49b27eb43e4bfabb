import { getFormatter, getTranslations } from 'next-intl/server'

import { buyerCostRates, buyerCostSubject } from '@/domain/buyer-costs'
import { getSettings } from '@/features/site/queries'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import { BUYER_COST_TEXTS, type BuyerCostTexts } from '../buyer-cost-texts'
import { BuyerCostCalculator } from './BuyerCostCalculator'

/** The buyer's cost estimate of a Belgian property for sale (issue 12 §3), with the admin's rates; nothing for the others. */
export async function BuyerCostEstimate({ property, locale }: { property: Property; locale: Locale }) {
  const subject = buyerCostSubject(property)
  if (!subject) return null
  const [t, format, settings] = await Promise.all([getTranslations({ locale, namespace: 'buyerCosts' }), getFormatter({ locale }), getSettings(locale)])
  const rates = buyerCostRates(settings.buyerCosts)
  const texts = Object.fromEntries(BUYER_COST_TEXTS.map((key) => [key, t.raw(key) as string])) as BuyerCostTexts
  const appliesFrom = format.dateTime(new Date(`${rates.appliesFrom}T12:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric' })
  return (
    <section className="panel buyer-costs-panel" aria-labelledby="buyer-costs-title">
      <h2 id="buyer-costs-title">{t('title')}</h2>
      <p className="muted">{t('estimate', { date: appliesFrom })}</p>
      <BuyerCostCalculator {...subject} rates={rates} locale={locale} texts={texts} />
    </section>
  )
}
