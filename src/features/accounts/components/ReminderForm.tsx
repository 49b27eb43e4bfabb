'use client'

import { useActionState, useRef } from 'react'

import { IDLE } from '@/domain/accounts/account-forms'

import { askReminder } from '../actions'
import { AccountInput, type AccountFormText, fieldErrors, FormSummary, formProblem, useFocusOnProblem } from './account-form-parts'

export type ReminderFormText = AccountFormText & { submit: string; submitting: string; sent: string; spam: string; back: string }

type Props = { locale: string; text: ReminderFormText; loginHref: string }

/** "Forgot your password": once sent, the same words whether or not the address has an account. */
export function ReminderForm({ locale, text, loginHref }: Props) {
  const [state, action, pending] = useActionState(askReminder, IDLE)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  useFocusOnProblem(state, formRef, summaryRef)
  const errors = fieldErrors(state)
  const problem = formProblem(state)

  if (state.status === 'sent') {
    return (
      <div className="account-form">
        <FormSummary summaryRef={summaryRef} notice={text.sent}>
          <p>{text.spam}</p>
        </FormSummary>
        <p>
          <a href={loginHref}>{text.back}</a>
        </p>
      </div>
    )
  }

  return (
    <form ref={formRef} id="reminder-form" className="lead-form account-form" action={action} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormSummary summaryRef={summaryRef} problem={problem ? text.problems[problem] : null} />
      <AccountInput formId="reminder" name="email" type="email" text={text} autoComplete="username" error={errors.email} defaultValue={state.status === 'error' ? state.email : undefined} />
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? text.submitting : text.submit}
        </button>
        <a href={loginHref}>{text.back}</a>
      </div>
    </form>
  )
}
