import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { buyerCostSubject, DEFAULT_SITUATION, type ChosenSituation } from '@/domain/buyer-costs'
import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import { getBuyerCostRates } from '../buyer-cost-rates'
import { BUYER_COST_TEXTS, type BuyerCostTexts } from '../buyer-cost-texts'
import { purchaseCostsPath } from '@/shared/catalogue-paths'
import { BuyerCostCalculatorIsland } from './property-islands'

type Props = {
  property: Property
  locale: Locale
  /** The visitor's situation: only on the estimate's own page; the cached property page shows the default one. */
  situation?: ChosenSituation
  /** A section of the property page (h2), or the whole of the estimate's own page (h1, with a line naming the property). */
  headingLevel?: 1 | 2
  intro?: ReactNode
}

/** The buyer's cost estimate of a Belgian property for sale (ADR 0032), with the admin's rates; nothing for the others. */
export async function BuyerCostEstimate({ property, locale, situation = DEFAULT_SITUATION, headingLevel = 2, intro }: Props) {
  const subject = buyerCostSubject(property)
  if (!subject) return null
  const [t, { rates, appliesFrom }] = await Promise.all([getTranslations({ locale, namespace: 'buyerCosts' }), getBuyerCostRates(locale)])
  const texts = Object.fromEntries(BUYER_COST_TEXTS.map((key) => [key, t.raw(key) as string])) as BuyerCostTexts
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className="panel buyer-costs-panel" aria-labelledby="buyer-costs-title">
      <Heading id="buyer-costs-title">{t('title')}</Heading>
      {intro}
      <p className="muted">{t('estimate', { date: appliesFrom })}</p>
      <BuyerCostCalculatorIsland {...subject} rates={rates} locale={locale} texts={texts} situation={situation} action={purchaseCostsPath(property, locale)} subheadingLevel={headingLevel === 1 ? 2 : 3} />
    </section>
  )
}
