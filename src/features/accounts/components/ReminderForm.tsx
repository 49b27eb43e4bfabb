'use client'

import { useActionState, useRef } from 'react'

import { IDLE } from '@/domain/accounts/account-forms'
import { ErrorSummary } from '@/shared/forms/ErrorSummary'

import { askReminder } from '../actions'
import { AccountForm, type AccountFormProps, type AccountFormText } from './AccountForm'

export type ReminderFormText = AccountFormText & { sent: string; spam: string; back: string }

type Props = AccountFormProps<ReminderFormText> & { loginHref: string }

/** "Forgot your password": once sent, the same words whether or not the address has an account. */
export function ReminderForm({ loginHref, ...form }: Props) {
  const action = useActionState(askReminder, IDLE)
  const sentRef = useRef<HTMLDivElement>(null)

  if (action[0].status === 'sent') {
    return (
      <div className="account-form">
        <ErrorSummary summaryRef={sentRef} notice={form.text.sent}>
          <p>{form.text.spam}</p>
        </ErrorSummary>
        <p>
          <a href={loginHref}>{form.text.back}</a>
        </p>
      </div>
    )
  }

  return (
    <AccountForm
      name="reminder"
      {...form}
      action={action}
      link={<a href={loginHref}>{form.text.back}</a>}
    />
  )
}
