'use client'

import { useActionState } from 'react'

import { IDLE, saysLoggedOut, saysPasswordSet } from '@/domain/accounts/account-forms'
import { useBrowserLocation } from '@/shared/components/current-location'

import { submitLogin } from '../actions'
import { AccountForm, type AccountFormProps, type AccountFormText } from './AccountForm'

export type LoginFormText = AccountFormText & { forgot: string; passwordSet: string; loggedOut: string }

type Props = AccountFormProps<LoginFormText> & { forgotHref: string }

/**
 * The login page's form. The page is cached for every visitor, so the form shows nothing personal; "your
 * password is set" is read from the address in the browser. The e-mail comes back after a failure, the
 * password never does.
 */
export function LoginForm({ forgotHref, ...form }: Props) {
  const action = useActionState(submitLogin, IDLE)
  const location = useBrowserLocation()
  const idle = action[0].status === 'idle'
  const notice = !idle ? null : saysPasswordSet(location?.search ?? '') ? form.text.passwordSet : saysLoggedOut(location?.search ?? '') ? form.text.loggedOut : null

  return (
    <AccountForm
      name="login"
      {...form}
      action={action}
      notice={notice}
      link={<a href={forgotHref}>{form.text.forgot}</a>}
    />
  )
}
