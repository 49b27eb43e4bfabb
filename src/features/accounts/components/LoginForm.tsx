'use client'

import { useActionState, useRef } from 'react'

import { IDLE, saysPasswordSet } from '@/domain/accounts/account-forms'
import { useBrowserLocation } from '@/shared/components/current-location'

import { submitLogin } from '../actions'
import { AccountInput, type AccountFormText, fieldErrors, FormSummary, formProblem, useFocusOnProblem } from './account-form-parts'

export type LoginFormText = AccountFormText & { submit: string; submitting: string; forgot: string; passwordSet: string }

type Props = { locale: string; text: LoginFormText; forgotHref: string }

/**
 * The login page's form. The page is cached for every visitor, so the form shows nothing personal; "your
 * password is set" is read from the address in the browser. The e-mail comes back after a failure, the
 * password never does.
 */
export function LoginForm({ locale, text, forgotHref }: Props) {
  const [state, action, pending] = useActionState(submitLogin, IDLE)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  useFocusOnProblem(state, formRef, summaryRef)
  const location = useBrowserLocation()
  const passwordSet = state.status === 'idle' && saysPasswordSet(location?.search ?? '')
  const errors = fieldErrors(state)
  const problem = formProblem(state)

  return (
    <form ref={formRef} id="login-form" className="lead-form account-form" action={action} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormSummary summaryRef={summaryRef} problem={problem ? text.problems[problem] : null} notice={passwordSet ? text.passwordSet : null} />
      <AccountInput formId="login" name="email" type="email" text={text} autoComplete="username" error={errors.email} defaultValue={state.status === 'error' ? state.email : undefined} />
      <AccountInput formId="login" name="password" type="password" text={text} autoComplete="current-password" error={errors.password} />
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? text.submitting : text.submit}
        </button>
        <a href={forgotHref}>{text.forgot}</a>
      </div>
    </form>
  )
}
