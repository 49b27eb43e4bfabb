'use client'

import { type ReactNode, type RefObject, useEffect } from 'react'

import type { AccountField, AccountFormState, FieldProblem, FormProblem } from '@/domain/accounts/account-forms'

/** The words every account form shares, in the visitor's language (built on the server: account-text.ts). */
export type AccountFormText = {
  fields: Record<AccountField, string>
  errors: Record<FieldProblem, string>
  problems: Record<FormProblem, string>
}

export const fieldErrors = (state: AccountFormState) => (state.status === 'error' ? state.errors : {})
export const formProblem = (state: AccountFormState) => (state.status === 'error' ? state.problem : undefined)

/** After each answer with a problem, the visitor lands on the first field to fix, or on the summary. */
export function useFocusOnProblem(state: AccountFormState, form: RefObject<HTMLFormElement | null>, summary: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (state.status !== 'error') return
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(invalid ?? summary.current)?.focus()
  }, [state, form, summary])
}

type SummaryProps = { summaryRef: RefObject<HTMLDivElement | null>; problem?: string | null; notice?: string | null; children?: ReactNode }

/** The form's own message, announced: a problem in coral, a notice (password set, link sent) in blue. */
export function FormSummary({ summaryRef, problem, notice, children }: SummaryProps) {
  return (
    <div ref={summaryRef} tabIndex={-1} className="lead-form__summary" role="alert">
      {problem && <p>{problem}</p>}
      {!problem && notice && <p className="lead-form__notice">{notice}</p>}
      {children}
    </div>
  )
}

type FieldProps = {
  formId: string
  name: AccountField
  type: 'email' | 'password'
  text: AccountFormText
  autoComplete: string
  error?: FieldProblem
  defaultValue?: string
  hint?: string
}

/** A labelled input whose error and hint are tied to it (aria-describedby). */
export function AccountInput({ formId, name, type, text, autoComplete, error, defaultValue, hint }: FieldProps) {
  const id = `${formId}-${name}`
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`lead-form__field${error ? ' lead-form__field--invalid' : ''}`}>
      <label htmlFor={id}>{text.fields[name]}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        spellCheck={false}
        autoCapitalize={type === 'email' ? 'none' : undefined}
        maxLength={type === 'email' ? 254 : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="lead-form__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="lead-form__error">
          {text.errors[error]}
        </p>
      )}
    </div>
  )
}
