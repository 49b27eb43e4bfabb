'use client'

import { useActionState, useLayoutEffect } from 'react'

import { IDLE } from '@/domain/accounts/account-forms'
import type { ShownField } from '@/shared/forms/FormField'

import { saveNewPassword } from '../actions'
import { AccountForm, type AccountFormText } from './AccountForm'

export type NewPasswordFormText = AccountFormText & { submit: string; submitting: string; askNew: string }

type Props = { locale: string; token: string; email: string; fields: readonly ShownField[]; text: NewPasswordFormText; askNewHref: string }

/**
 * The page a mail's link opens: the token travels in a hidden field. The address bar loses the token as
 * soon as the page runs: tags the visitor consented to (GTM, the pixel) report the page's full address.
 */
export function NewPasswordForm({ locale, token, email, fields, text, askNewHref }: Props) {
  const [state, action, pending] = useActionState(saveNewPassword, IDLE)
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
      id="new-password-form"
      formId="new-password"
      locale={locale}
      fields={fields}
      text={text}
      state={state}
      formAction={action}
      hidden={
        <>
          <input type="hidden" name="token" value={token} />
          {/* For password managers: the account the new password belongs to (not posted). */}
          <input type="email" autoComplete="username" value={email} readOnly hidden />
        </>
      }
      summary={
        state.status === 'error' && state.problem === 'invalidLink' ? (
          <p>
            <a href={askNewHref}>{text.askNew}</a>
          </p>
        ) : null
      }
      actions={
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? text.submitting : text.submit}
        </button>
      }
    />
  )
}
