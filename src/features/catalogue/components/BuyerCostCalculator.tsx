'use client'

import { useEffect, useId, useState } from 'react'

import {
  chosenSituation,
  estimateBuyerCosts,
  LOAN_INPUT_LENGTH,
  loanOf,
  mortgageTermsOf,
  parseLoanAmount,
  type BuyerCostRates,
  type ChosenSituation,
  type CostRegion,
} from '@/domain/buyer-costs'
import { formatEuro } from '@/domain/money'
import { mortgageEstimate, parseRate, parseYears, TERMS_INPUT_LENGTH } from '@/domain/mortgage'
import { NEW_HOME_VAT_RATE } from '@/domain/price-terms'
import { INTL_LOCALE, type Locale } from '@/i18n/locales'

import type { BuyerCostTexts } from '../buyer-cost-texts'

type Props = {
  price: number
  region: CostRegion
  newBuild: boolean
  /** The price holds its VAT (the project writes it so): said, not added (ADR 0068). */
  vatIncluded?: boolean
  /** A life annuity's monthly payment on top of the price (the bouquet), said beside the total. */
  annuityMonthly?: number | null
  rates: BuyerCostRates
  locale: Locale
  texts: BuyerCostTexts
  /** The situation the server calculated: the default on the cached property page, the asked one on the estimate's own page. */
  situation: ChosenSituation
  /** Where the form goes without JavaScript: the estimate's own page, rendered for each request (ADR 0032). */
  action: string
  /** The monthly estimate's heading, one level under the estimate's own. */
  subheadingLevel?: 2 | 3
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

/**
 * The buyer's cost breakdown and the situation it is calculated for. Without JavaScript the form is an
 * ordinary GET form to the estimate's own page, which calculates the chosen situation on the server; the
 * cached property page always shows the default one (ADR 0019, ADR 0032). With JavaScript the figures follow
 * each change at once, the form is never sent, and ?ownHome=no&loan=250000 in the address is read back, so a
 * link keeps the situation.
 */
export function BuyerCostCalculator({ price, region, newBuild, vatIncluded = false, annuityMonthly = null, rates, locale, texts, situation, action, subheadingLevel = 3 }: Props) {
  const Subheading = subheadingLevel === 2 ? 'h2' : 'h3'
  const [chosen, setChosen] = useState<ChosenSituation>(situation)
  const { ownHome, loanText, rateText, yearsText } = chosen
  const id = useId()

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    if (!['ownHome', 'loan', 'rate', 'years'].some((name) => query.has(name))) return
    const asked = chosenSituation({ ownHome: query.get('ownHome') ?? undefined, loan: query.get('loan') ?? undefined, rate: query.get('rate') ?? undefined, years: query.get('years') ?? undefined })
    // Reading the address once on mount is an external-system sync; the lint rule cannot tell.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChosen(asked)
  }, [])

  const { loanAmount, loanInvalid } = loanOf(chosen)
  const terms = mortgageTermsOf(chosen, rates)
  const estimate = estimateBuyerCosts({ price, region, ownHome, newBuild, vatIncluded, loanAmount }, rates)
  const monthly = loanAmount !== null ? mortgageEstimate(loanAmount, terms.rate, terms.years) : null
  const euro = (amount: number) => formatEuro(amount, locale)
  const rate = (value: number) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(value)
  const cents = (amount: number) => new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)

  /** The situation in the address, so a link keeps it: only what differs from the default and reads. */
  const remember = (next: ChosenSituation) => {
    const url = new URL(window.location.href)
    if (next.ownHome) url.searchParams.delete('ownHome')
    else url.searchParams.set('ownHome', 'no')
    const keep = (name: string, text: string, valid: boolean) => (valid ? url.searchParams.set(name, text.trim()) : url.searchParams.delete(name))
    keep('loan', next.loanText, parseLoanAmount(next.loanText) !== null)
    keep('rate', next.rateText, parseRate(next.rateText) !== null)
    keep('years', next.yearsText, parseYears(next.yearsText) !== null)
    window.history.replaceState(window.history.state, '', url)
  }
  const change = (patch: Partial<ChosenSituation>) => {
    const next = { ...chosen, ...patch }
    setChosen(next)
    remember(next)
  }

  const rows: [string, number][] = []
  if (!newBuild || estimate.dutyBase + estimate.abatement > 0) rows.push([fill(texts.registrationDuty, { rate: rate(estimate.dutyRate), base: euro(estimate.dutyBase) }), estimate.registrationDuty])
  // A new home's VAT at the rate of its price "with VAT" (ADR 0080); the admin's vatRate is the fees' VAT.
  if (newBuild && !vatIncluded) rows.push([fill(texts.constructionVat, { rate: rate(NEW_HOME_VAT_RATE) }), estimate.constructionVat])
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
          remember(chosen)
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
                onChange={() => change({ ownHome: value })}
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
          onChange={(event) => change({ loanText: event.target.value })}
        />
        {loanInvalid && (
          <p id={`${id}-loan-error`} className="lead-form__error" role="alert">
            {texts.loanInvalid}
          </p>
        )}
        {/* The monthly estimate's terms (ADR 0069): empty is the admin's usual rate and term, shown as the placeholder. */}
        <div className="buyer-costs__terms">
          <TermField id={`${id}-rate`} name="rate" label={texts.mortgageRate} value={rateText} placeholder={rate(terms.rate)} invalid={terms.rateInvalid} error={texts.rateInvalid} inputMode="decimal" onChange={(text) => change({ rateText: text })} />
          <TermField id={`${id}-years`} name="years" label={texts.mortgageYears} value={yearsText} placeholder={String(terms.years)} invalid={terms.yearsInvalid} error={texts.yearsInvalid} inputMode="numeric" onChange={(text) => change({ yearsText: text })} />
        </div>
        <button type="submit" className="button button--ghost">
          {texts.recalculate}
        </button>
      </form>
      {newBuild && !vatIncluded && estimate.dutyBase + estimate.abatement === 0 && <p className="muted">{texts.newBuildNote}</p>}
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
          {/* What the price is (ADR 0068): without VAT, or a life annuity's bouquet. */}
          <dt>{annuityMonthly !== null ? texts.priceBouquet : newBuild && !vatIncluded ? texts.priceExclVat : texts.price}</dt>
          <dd>{euro(price)}</dd>
        </div>
        {estimate.vatInPrice > 0 && (
          <div className="buyer-costs__detail">
            <dt>{fill(texts.vatInPrice, { rate: rate(NEW_HOME_VAT_RATE) })}</dt>
            <dd>{euro(estimate.vatInPrice)}</dd>
          </div>
        )}
        <div className="buyer-costs__total">
          <dt>{texts.totalWithPrice}</dt>
          <dd data-testid="buyer-costs-with-price">{euro(estimate.totalWithPrice)}</dd>
        </div>
      </dl>
      {annuityMonthly !== null && (
        <p className="notice notice--info" data-testid="buyer-costs-annuity">
          {fill(texts.annuityNote, { monthly: euro(annuityMonthly) })}
        </p>
      )}
      <section className="buyer-costs__mortgage" aria-labelledby={`${id}-mortgage`}>
        <Subheading id={`${id}-mortgage`}>{texts.mortgageTitle}</Subheading>
        {monthly ? (
          <>
            <p className="buyer-costs__monthly" data-testid="mortgage-monthly" aria-live="polite">
              {fill(texts.mortgageMonthly, { amount: cents(monthly.monthly) })}
            </p>
            <p className="muted">{fill(texts.mortgageInterest, { years: String(terms.years), amount: euro(monthly.interest) })}</p>
          </>
        ) : (
          <p className="muted" aria-live="polite">
            {texts.mortgageEnterLoan}
          </p>
        )}
        <p className="muted buyer-costs__assumptions">{texts.mortgageAssumptions}</p>
      </section>
    </div>
  )
}

type TermFieldProps = {
  id: string
  name: string
  label: string
  value: string
  placeholder: string
  invalid: boolean
  error: string
  inputMode: 'decimal' | 'numeric'
  onChange: (text: string) => void
}

/** The rate or the term: what was typed, the usual value as placeholder, and the message when it does not read. */
function TermField({ id, name, label, value, placeholder, invalid, error, inputMode, onChange }: TermFieldProps) {
  return (
    <div className="buyer-costs__term">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        inputMode={inputMode}
        maxLength={TERMS_INPUT_LENGTH}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid && (
        <p id={`${id}-error`} className="lead-form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
