'use client'

import { useActionState } from 'react'

import { IDLE, saysPasswordSet } from '@/domain/accounts/account-forms'
import { useBrowserLocation } from '@/features/site/components/current-location'
import type { ShownField } from '@/shared/forms/FormField'

import { submitLogin } from '../actions'
import { AccountForm, type AccountFormText } from './AccountForm'

export type LoginFormText = AccountFormText & { submit: string; submitting: string; forgot: string; passwordSet: string }

type Props = { locale: string; fields: readonly ShownField[]; text: LoginFormText; forgotHref: string }

/**
 * The login page's form. The page is cached for every visitor, so the form shows nothing personal; "your
 * password is set" is read from the address in the browser. The e-mail comes back after a failure, the
 * password never does.
 */
export function LoginForm({ locale, fields, text, forgotHref }: Props) {
  const [state, action, pending] = useActionState(submitLogin, IDLE)
  const location = useBrowserLocation()
  const passwordSet = state.status === 'idle' && saysPasswordSet(location?.search ?? '')

  return (
    <AccountForm
      name="login"
      id="login-form"
      formId="login"
      locale={locale}
      fields={fields}
      text={text}
      state={state}
      formAction={action}
      notice={passwordSet ? text.passwordSet : null}
      actions={
        <>
          <button type="submit" className="button" disabled={pending} aria-busy={pending}>
            {pending ? text.submitting : text.submit}
          </button>
          <a href={forgotHref}>{text.forgot}</a>
        </>
      }
    />
  )
}
