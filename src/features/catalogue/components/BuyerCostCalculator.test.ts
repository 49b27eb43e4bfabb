import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DEFAULT_BUYER_COST_RATES, DEFAULT_SITUATION } from '@/domain/buyer-costs'
import en from '../../../../messages/en.json'

import { BUYER_COST_TEXTS, type BuyerCostTexts } from '../buyer-cost-texts'
import { BuyerCostCalculator } from './BuyerCostCalculator'

const texts = Object.fromEntries(BUYER_COST_TEXTS.map((key) => [key, en.buyerCosts[key]])) as BuyerCostTexts
const ACTION = '/en/purchase-costs/4000101/'
const render = (props: Partial<Parameters<typeof BuyerCostCalculator>[0]>) =>
  renderToStaticMarkup(
    createElement(BuyerCostCalculator, { price: 490_000, region: 'flanders', newBuild: false, rates: DEFAULT_BUYER_COST_RATES, locale: 'en', texts, situation: DEFAULT_SITUATION, action: ACTION, ...props }),
  )

describe('BuyerCostCalculator as the server renders it (what a visitor without JavaScript sees)', () => {
  it('shows the default situation in a GET form to the estimate’s own page', () => {
    const html = render({})
    // €490,000 in Flanders: 9,800 + 2,585.95 + 1,100 + 774.05 + 300 = 14,560 (see the e2e journey for the arithmetic).
    expect(html).toContain('Registration duty (2 % on €490,000)')
    expect(html).toMatch(/data-testid="buyer-costs-total">€14,560</)
    expect(html).toContain('€504,560')
    expect(html).toContain(`<form class="buyer-costs__form" action="${ACTION}" method="get">`)
    expect(html).toContain('<input type="radio" name="ownHome" checked="" value="yes"/>')
    expect(html).toContain('<input type="radio" name="ownHome" value="no"/>')
    expect(html).toMatch(/name="loan"[^>]*value=""/)
    expect(html).not.toContain('role="alert"')
  })

  it('calculates the situation it is given: not the only own home, with a loan', () => {
    const html = render({ situation: { ...DEFAULT_SITUATION, ownHome: false, loanText: '200.000' } })
    // 12 % = 58,800 → 63,560, and a loan of 200,000 adds 4,523.15 → 68,083.15.
    expect(html).toMatch(/data-testid="buyer-costs-total">€68,083</)
    expect(html).toContain('<input type="radio" name="ownHome" checked="" value="no"/>')
    expect(html).toMatch(/name="loan"[^>]*value="200.000"/)
    expect(html).toContain('Mortgage deed for a loan of €200,000')
  })

  it('a loan that is not an amount: the message, the text kept as typed, and the figures without a loan', () => {
    const html = render({ situation: { ...DEFAULT_SITUATION, loanText: '<b>veel</b>' } })
    expect(html).toContain(`role="alert">${texts.loanInvalid}</p>`)
    expect(html).toMatch(/name="loan"[^>]*value="&lt;b&gt;veel&lt;\/b&gt;"/)
    expect(html).toMatch(/aria-invalid="true"/)
    expect(html).toMatch(/data-testid="buyer-costs-total">€14,560</)
    expect(html).not.toContain('<b>veel')
  })

  it('a new build without land share: VAT on the whole price, said on the page, no registration duty line', () => {
    const html = render({ newBuild: true, price: 400_000 })
    expect(html).toContain('VAT on the building (21 %)')
    expect(html).toContain('€84,000')
    expect(html).toContain('<dt>Price excl. VAT</dt>')
    expect(html).toContain(texts.newBuildNote)
    expect(html).not.toContain('Registration duty (')
  })

  it('a price that holds its VAT: nothing added for it, the VAT in it said (ADR 0068)', () => {
    const html = render({ newBuild: true, vatIncluded: true, price: 400_000 })
    expect(html).not.toContain('VAT on the building')
    expect(html).not.toContain(texts.newBuildNote)
    // 400,000 − 400,000 / 1.21 = 69,421.49
    expect(html).toContain('VAT in the price (21 %)')
    expect(html).toContain('€69,421')
  })

  it('a life annuity: the monthly annuity said beside the total, which is the bouquet and costs only (issue 23 §1)', () => {
    const html = render({ price: 95_000, annuityMonthly: 1_150 })
    expect(html).toContain('Life annuity: plus €1,150 a month for life.')
    expect(html).toContain('<dt>Bouquet (the price)</dt>')
    expect(html).toMatch(/data-testid="buyer-costs-with-price">€/)
  })

  it('the monthly repayment: asks for a loan, then follows the admin’s usual rate and term or the typed ones (ADR 0069)', () => {
    expect(render({})).toContain(texts.mortgageEnterLoan)
    // €200,000 at the default 3.3 % over 25 years: i = 1.033^(1/12) − 1; 200,000 × i / (1 − (1 + i)^−300) = 974.75
    const usual = render({ situation: { ...DEFAULT_SITUATION, loanText: '200000' } })
    expect(usual).toMatch(/data-testid="mortgage-monthly"[^>]*>€974\.75 a month</)
    // The usual values as placeholders, written the Belgian way (en-BE: 3,3).
    expect(usual).toMatch(/<input[^>]*placeholder="3,3"[^>]*name="rate"/)
    expect(usual).toMatch(/<input[^>]*placeholder="25"[^>]*name="years"/)
    // 3 % over 20 years: €1,105.15 (src/domain/mortgage.test.ts)
    expect(render({ situation: { ...DEFAULT_SITUATION, loanText: '200000', rateText: '3', yearsText: '20' } })).toMatch(/data-testid="mortgage-monthly"[^>]*>€1,105\.15 a month</)
    expect(render({ situation: { ...DEFAULT_SITUATION, loanText: '200000', rateText: '3', yearsText: '20' } })).toContain('Interest over 20 years: €65,235')
  })

  it('a rate or term that does not read: its message, the typed text kept, the usual value used', () => {
    const html = render({ situation: { ...DEFAULT_SITUATION, loanText: '200000', rateText: 'lots', yearsText: '99' } })
    expect(html).toContain(`role="alert">${texts.rateInvalid}</p>`)
    expect(html).toContain(`role="alert">${texts.yearsInvalid}</p>`)
    expect(html).toMatch(/name="rate"[^>]*value="lots"/)
    expect(html).toMatch(/data-testid="mortgage-monthly"[^>]*>€974\.75 a month</)
  })

  it('Brussels names the abatement', () => {
    expect(render({ region: 'brussels', price: 450_000 })).toContain('Abatement on the first €200,000 (Brussels, own home)')
  })
})
