'use client'

import { useActionState, useRef } from 'react'

import { IDLE } from '@/domain/accounts/account-forms'
import { ErrorSummary } from '@/shared/forms/ErrorSummary'
import type { ShownField } from '@/shared/forms/FormField'

import { askReminder } from '../actions'
import { AccountForm, type AccountFormText } from './AccountForm'

export type ReminderFormText = AccountFormText & { submit: string; submitting: string; sent: string; spam: string; back: string }

type Props = { locale: string; fields: readonly ShownField[]; text: ReminderFormText; loginHref: string }

/** "Forgot your password": once sent, the same words whether or not the address has an account. */
export function ReminderForm({ locale, fields, text, loginHref }: Props) {
  const [state, action, pending] = useActionState(askReminder, IDLE)
  const sentRef = useRef<HTMLDivElement>(null)

  if (state.status === 'sent') {
    return (
      <div className="account-form">
        <ErrorSummary summaryRef={sentRef} notice={text.sent}>
          <p>{text.spam}</p>
        </ErrorSummary>
        <p>
          <a href={loginHref}>{text.back}</a>
        </p>
      </div>
    )
  }

  return (
    <AccountForm
      name="reminder"
      id="reminder-form"
      formId="reminder"
      locale={locale}
      fields={fields}
      text={text}
      state={state}
      formAction={action}
      actions={
        <>
          <button type="submit" className="button" disabled={pending} aria-busy={pending}>
            {pending ? text.submitting : text.submit}
          </button>
          <a href={loginHref}>{text.back}</a>
        </>
      }
    />
  )
}
