'use client'

import { useEffect, useId, useState } from 'react'

import { chosenSituation, estimateBuyerCosts, LOAN_INPUT_LENGTH, loanOf, parseLoanAmount, type BuyerCostRates, type ChosenSituation, type CostRegion } from '@/domain/buyer-costs'
import { formatEuro } from '@/domain/money'
import { INTL_LOCALE, type Locale } from '@/i18n/locales'

import type { BuyerCostTexts } from '../buyer-cost-texts'

type Props = {
  price: number
  region: CostRegion
  newBuild: boolean
  rates: BuyerCostRates
  locale: Locale
  texts: BuyerCostTexts
  /** The situation the server calculated: the default on the cached property page, the asked one on the estimate's own page. */
  situation: ChosenSituation
  /** Where the form goes without JavaScript: the estimate's own page, rendered for each request (ADR 0032). */
  action: string
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/**
 * The buyer's cost breakdown and the situation it is calculated for. Without JavaScript the form is an
 * ordinary GET form to the estimate's own page, which calculates the chosen situation on the server; the
 * cached property page always shows the default one (ADR 0019, ADR 0032). With JavaScript the figures follow
 * each change at once, the form is never sent, and ?ownHome=no&loan=250000 in the address is read back, so a
 * link keeps the situation.
 */
export function BuyerCostCalculator({ price, region, newBuild, rates, locale, texts, situation, action }: Props) {
  const [ownHome, setOwnHome] = useState(situation.ownHome)
  const [loanText, setLoanText] = useState(situation.loanText)
  const id = useId()

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    if (!query.has('ownHome') && !query.has('loan')) return
    const asked = chosenSituation({ ownHome: query.get('ownHome') ?? undefined, loan: query.get('loan') ?? undefined })
    // Reading the address once on mount is an external-system sync; the lint rule cannot tell.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOwnHome(asked.ownHome)
    setLoanText(asked.loanText)
  }, [])

  const { loanAmount, loanInvalid } = loanOf({ ownHome, loanText })
  const estimate = estimateBuyerCosts({ price, region, ownHome, newBuild, loanAmount }, rates)
  const euro = (amount: number) => formatEuro(amount, locale)
  const rate = (value: number) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(value)

  const remember = (nextOwnHome: boolean, nextLoan: string) => {
    const url = new URL(window.location.href)
    if (nextOwnHome) url.searchParams.delete('ownHome')
    else url.searchParams.set('ownHome', 'no')
    if (parseLoanAmount(nextLoan) !== null) url.searchParams.set('loan', nextLoan.trim())
    else url.searchParams.delete('loan')
    window.history.replaceState(window.history.state, '', url)
  }

  const rows: [string, number][] = []
  if (!newBuild || estimate.dutyBase + estimate.abatement > 0) rows.push([fill(texts.registrationDuty, { rate: rate(estimate.dutyRate), base: euro(estimate.dutyBase) }), estimate.registrationDuty])
  if (newBuild) rows.push([fill(texts.constructionVat, { rate: rate(rates.vatRate) }), estimate.constructionVat])
  rows.push([texts.notaryFee, estimate.notaryFee], [texts.administrativeCosts, estimate.administrativeCosts], [fill(texts.feesVat, { rate: rate(rates.vatRate) }), estimate.feesVat], [texts.landRegisterCosts, estimate.landRegisterCosts])
  const mortgage = estimate.mortgage
  const mortgageRows: [string, number][] = mortgage
    ? [
        [fill(texts.mortgageDuty, { rate: rate(rates.mortgageRegistrationRate) }), mortgage.registrationDuty],
        [fill(texts.mortgageFee, { rate: rate(rates.mortgageFeeRate) }), mortgage.mortgageFee],
        [texts.mortgageNotaryFee, mortgage.notaryFee],
        [texts.mortgageAdministrativeCosts, mortgage.administrativeCosts],
        [texts.mortgageVat, mortgage.vat],
      ]
    : []

  return (
    <div className="buyer-costs" data-testid="buyer-costs">
      <form
        className="buyer-costs__form"
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault()
          remember(ownHome, loanText)
        }}
      >
        <fieldset>
          <legend>{texts.ownHome}</legend>
          {[true, false].map((value) => (
            <label key={String(value)}>
              <input
                type="radio"
                name="ownHome"
                value={value ? 'yes' : 'no'}
                checked={ownHome === value}
                onChange={() => {
                  setOwnHome(value)
                  remember(value, loanText)
                }}
              />{' '}
              {value ? texts.yes : texts.no}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-loan`}>{texts.loanAmount}</label>
        <input
          id={`${id}-loan`}
          name="loan"
          inputMode="numeric"
          maxLength={LOAN_INPUT_LENGTH}
          autoComplete="off"
          value={loanText}
          aria-invalid={loanInvalid || undefined}
          aria-describedby={loanInvalid ? `${id}-loan-error` : undefined}
          onChange={(event) => {
            setLoanText(event.target.value)
            remember(ownHome, event.target.value)
          }}
        />
        {loanInvalid && (
          <p id={`${id}-loan-error`} className="lead-form__error" role="alert">
            {texts.loanInvalid}
          </p>
        )}
        <button type="submit" className="button button--ghost">
          {texts.recalculate}
        </button>
      </form>
      {newBuild && estimate.dutyBase + estimate.abatement === 0 && <p className="muted">{texts.newBuildNote}</p>}
      <dl className="buyer-costs__lines" aria-live="polite">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{euro(amount)}</dd>
          </div>
        ))}
        {estimate.abatement > 0 && (
          <div>
            <dt>
              <small>{fill(texts.abatement, { amount: euro(estimate.abatement) })}</small>
            </dt>
            <dd />
          </div>
        )}
        {mortgage && (
          <>
            <div className="buyer-costs__subhead">
              <dt>{fill(texts.mortgage, { amount: euro(loanAmount ?? 0) })}</dt>
              <dd>{euro(mortgage.total)}</dd>
            </div>
            {mortgageRows.map(([label, amount]) => (
              <div key={label} className="buyer-costs__detail">
                <dt>{label}</dt>
                <dd>{euro(amount)}</dd>
              </div>
            ))}
          </>
        )}
        <div className="buyer-costs__total">
          <dt>{texts.totalCosts}</dt>
          <dd data-testid="buyer-costs-total">{euro(estimate.totalCosts)}</dd>
        </div>
        <div>
          <dt>{texts.price}</dt>
          <dd>{euro(price)}</dd>
        </div>
        <div className="buyer-costs__total">
          <dt>{texts.totalWithPrice}</dt>
          <dd>{euro(estimate.totalWithPrice)}</dd>
        </div>
      </dl>
    </div>
  )
}
