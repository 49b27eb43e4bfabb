import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DEFAULT_BUYER_COST_RATES } from '@/domain/buyer-costs'
import en from '../../../../messages/en.json'

import { BUYER_COST_TEXTS, type BuyerCostTexts } from '../buyer-cost-texts'
import { BuyerCostCalculator } from './BuyerCostCalculator'

const texts = Object.fromEntries(BUYER_COST_TEXTS.map((key) => [key, en.buyerCosts[key]])) as BuyerCostTexts
const render = (props: Partial<Parameters<typeof BuyerCostCalculator>[0]>) =>
  renderToStaticMarkup(createElement(BuyerCostCalculator, { price: 490_000, region: 'flanders', newBuild: false, rates: DEFAULT_BUYER_COST_RATES, locale: 'en', texts, ...props }))

describe('BuyerCostCalculator as the server renders it (what a visitor without JavaScript sees)', () => {
  it('shows the default situation: only own home, no loan, and no controls that would do nothing', () => {
    const html = render({})
    // €490,000 in Flanders: 9,800 + 2,585.95 + 1,100 + 774.05 + 300 = 14,560 (see the e2e journey for the arithmetic).
    expect(html).toContain('Calculated for your only own home, without a loan.')
    expect(html).toContain('Registration duty (2 % on €490,000)')
    expect(html).toMatch(/data-testid="buyer-costs-total">€14,560</)
    expect(html).toContain('€504,560')
    expect(html).not.toContain('<input')
  })

  it('a new build without land share: VAT on the whole price, said on the page, no registration duty line', () => {
    const html = render({ newBuild: true, price: 400_000 })
    expect(html).toContain('VAT on the building (21 %)')
    expect(html).toContain('€84,000')
    expect(html).toContain(texts.newBuildNote)
    expect(html).not.toContain('Registration duty (')
  })

  it('Brussels names the abatement', () => {
    expect(render({ region: 'brussels', price: 450_000 })).toContain('Abatement on the first €200,000 (Brussels, own home)')
  })
})
