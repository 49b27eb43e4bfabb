'use client'

import type { ReactNode } from 'react'

import type { AccountFormName, AccountFormState, FormProblem } from '@/domain/accounts/account-forms'
import type { FormErrorKey } from '@/domain/forms/fields'
import { ErrorSummary } from '@/shared/forms/ErrorSummary'
import { Fields, type ShownField } from '@/shared/forms/FormField'
import { checkWithSpec, useCheckedForm } from '@/shared/forms/use-checked-form'

/** The words every account form shares, in the visitor's language (built on the server: account-pages.tsx). */
export type AccountFormText = {
  errors: Record<FormErrorKey, string>
  fixErrors: { one: string; other: string }
  problems: Record<FormProblem, string>
  submit: string
  submitting: string
}

/** The prefix of each form's field ids (`login-email`…); the form itself is `<prefix>-form`. */
const ID_PREFIX: Record<AccountFormName, string> = { login: 'login', reminder: 'reminder', newPassword: 'new-password' }

/** What an account page gives its form: the language, the fields with their words, the texts. */
export type AccountFormProps<Text extends AccountFormText = AccountFormText> = { locale: string; fields: readonly ShownField[]; text: Text }

type Props = AccountFormProps & {
  name: AccountFormName
  /** useActionState's three: the last answer, the action, whether it runs. */
  action: [AccountFormState, (data: FormData) => void, boolean]
  /** Hidden fields besides the locale (the link's token). */
  hidden?: ReactNode
  /** A good word in the summary when nothing is wrong (your password is set). */
  notice?: string | null
  /** Below a problem in the summary (a link to ask a new link). */
  summary?: ReactNode
  /** Beside the send button (forgot your password, back to login). */
  link?: ReactNode
}

/**
 * An account form on the form kit: the fields drawn from the form's spec, checked in the browser with
 * the same schema as on the server (ACCOUNT_FORMS), the error summary, and the e-mail kept after a
 * problem (a password never is).
 */
export function AccountForm({ name, locale, fields, text, action: [state, formAction, pending], hidden, notice, summary, link }: Props) {
  const { formRef, summaryRef, errors, checkedHere, onSubmit, clearError } = useCheckedForm({
    state,
    serverErrors: state.status === 'error' ? state.errors : {},
    formAction,
    check: checkWithSpec(async () => (await import('@/domain/accounts/account-forms')).ACCOUNT_FORMS[name]),
  })
  const problem = state.status === 'error' && !checkedHere ? state.problem : undefined
  const values = state.status === 'error' ? { email: state.email } : {}
  const prefix = ID_PREFIX[name]

  return (
    <form ref={formRef} id={`${prefix}-form`} className="lead-form account-form" action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {hidden}
      <ErrorSummary summaryRef={summaryRef} errorCount={Object.keys(errors).length} fixErrors={text.fixErrors} problem={problem ? text.problems[problem] : null} notice={notice}>
        {problem && summary}
      </ErrorSummary>
      <Fields formId={prefix} fields={fields} values={values} errors={errors} errorText={text.errors} onChange={clearError} />
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? text.submitting : text.submit}
        </button>
        {link}
      </div>
    </form>
  )
}
