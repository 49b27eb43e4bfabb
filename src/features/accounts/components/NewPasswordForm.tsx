'use client'

import { useActionState, useLayoutEffect, useRef } from 'react'

import { IDLE } from '@/domain/accounts/account-forms'

import { saveNewPassword } from '../actions'
import { AccountInput, type AccountFormText, fieldErrors, FormSummary, formProblem, useFocusOnProblem } from './account-form-parts'

export type NewPasswordFormText = AccountFormText & { submit: string; submitting: string; hint: string; askNew: string }

type Props = { locale: string; token: string; email: string; text: NewPasswordFormText; askNewHref: string }

/**
 * The page a mail's link opens: the token travels in a hidden field. The address bar loses the token as
 * soon as the page runs: tags the visitor consented to (GTM, the pixel) report the page's full address.
 */
export function NewPasswordForm({ locale, token, email, text, askNewHref }: Props) {
  const [state, action, pending] = useActionState(saveNewPassword, IDLE)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  useFocusOnProblem(state, formRef, summaryRef)
  // A layout effect runs before any effect of the page, so before the consent banner loads a tag.
  useLayoutEffect(() => {
    const url = new URL(window.location.href)
    if (!url.searchParams.has('token')) return
    url.searchParams.delete('token')
    window.history.replaceState(window.history.state, '', url)
  }, [])
  const errors = fieldErrors(state)
  const problem = formProblem(state)

  return (
    <form ref={formRef} id="new-password-form" className="lead-form account-form" action={action} noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account the new password belongs to (not posted). */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <FormSummary summaryRef={summaryRef} problem={problem ? text.problems[problem] : null}>
        {problem === 'invalidLink' && (
          <p>
            <a href={askNewHref}>{text.askNew}</a>
          </p>
        )}
      </FormSummary>
      <AccountInput formId="new-password" name="password" type="password" text={text} autoComplete="new-password" error={errors.password} hint={text.hint} />
      <AccountInput formId="new-password" name="confirmation" type="password" text={text} autoComplete="new-password" error={errors.confirmation} />
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  )
}
