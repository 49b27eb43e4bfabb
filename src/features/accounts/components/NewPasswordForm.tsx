'use client'

import { useActionState, useLayoutEffect } from 'react'

import { IDLE } from '@/domain/accounts/account-forms'

import { saveNewPassword } from '../actions'
import { AccountForm, type AccountFormProps, type AccountFormText } from './AccountForm'

export type NewPasswordFormText = AccountFormText & { askNew: string }

type Props = AccountFormProps<NewPasswordFormText> & { token: string; email: string; askNewHref: string }

/**
 * The page a mail's link opens: the token travels in a hidden field. The address bar loses the token as
 * soon as the page runs: tags the visitor consented to (GTM, the pixel) report the page's full address.
 */
export function NewPasswordForm({ token, email, askNewHref, ...form }: Props) {
  const action = useActionState(saveNewPassword, IDLE)
  // A layout effect runs before any effect of the page, so before the consent banner loads a tag.
  useLayoutEffect(() => {
    const url = new URL(window.location.href)
    if (!url.searchParams.has('token')) return
    url.searchParams.delete('token')
    window.history.replaceState(window.history.state, '', url)
  }, [])

  return (
    <AccountForm
      name="newPassword"
      {...form}
      action={action}
      hidden={
        <>
          <input type="hidden" name="token" value={token} />
          {/* For password managers: the account the new password belongs to (not posted). */}
          <input type="email" autoComplete="username" value={email} readOnly hidden />
        </>
      }
      summary={
        action[0].status === 'error' && action[0].problem === 'invalidLink' ? (
          <p>
            <a href={askNewHref}>{form.text.askNew}</a>
          </p>
        ) : null
      }
    />
  )
}
