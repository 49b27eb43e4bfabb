'use client'

import type { ReactNode } from 'react'

import type { AccountFormName, AccountFormState, FormProblem } from '@/domain/accounts/account-forms'
import type { FormErrorKey } from '@/domain/forms/fields'
import { ErrorSummary } from '@/shared/forms/ErrorSummary'
import { Fields, type ShownField } from '@/shared/forms/FormField'
import { useCheckedForm } from '@/shared/forms/use-checked-form'

/** The words every account form shares, in the visitor's language (built on the server: account-pages.tsx). */
export type AccountFormText = {
  errors: Record<FormErrorKey, string>
  fixErrors: { one: string; other: string }
  problems: Record<FormProblem, string>
}

type Props = {
  name: AccountFormName
  /** The form element's id; its fields' ids start with `formId`. */
  id: string
  formId: string
  locale: string
  fields: readonly ShownField[]
  text: AccountFormText
  state: AccountFormState
  formAction: (data: FormData) => void
  /** Hidden fields besides the locale (the link's token). */
  hidden?: ReactNode
  /** A good word in the summary when nothing is wrong (your password is set). */
  notice?: string | null
  /** Below the problem in the summary (a link to ask a new link). */
  summary?: ReactNode
  /** The send button and the links beside it. */
  actions: ReactNode
}

/**
 * An account form on the form kit: the fields drawn from the form's spec, checked in the browser with
 * the same schema as on the server (ACCOUNT_FORMS), the error summary, and the e-mail kept after a
 * problem (a password never is).
 */
export function AccountForm({ name, id, formId, locale, fields, text, state, formAction, hidden, notice, summary, actions }: Props) {
  const { formRef, summaryRef, errors, checkedHere, onSubmit, clearError } = useCheckedForm({
    state,
    serverErrors: state.status === 'error' ? state.errors : {},
    formAction,
    check: async (form) => {
      // The schema (and Zod) load when the form is sent, not with the page.
      const [{ ACCOUNT_FORMS }, { parseForm }] = await Promise.all([import('@/domain/accounts/account-forms'), import('@/domain/forms/fields')])
      const parsed = parseForm(ACCOUNT_FORMS[name], new FormData(form))
      return parsed.ok ? {} : parsed.errors
    },
  })
  const problem = state.status === 'error' && !checkedHere ? state.problem : undefined
  const values = state.status === 'error' ? { email: state.email } : {}

  return (
    <form ref={formRef} id={id} className="lead-form account-form" action={formAction} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="locale" value={locale} />
      {hidden}
      <ErrorSummary summaryRef={summaryRef} errorCount={Object.keys(errors).length} fixErrors={text.fixErrors} problem={problem ? text.problems[problem] : null} notice={notice}>
        {problem && summary}
      </ErrorSummary>
      <Fields formId={formId} fields={fields} values={values} errors={errors} errorText={text.errors} onChange={clearError} />
      <div className="account-form__actions">{actions}</div>
    </form>
  )
}
