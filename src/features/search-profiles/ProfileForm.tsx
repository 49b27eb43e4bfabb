'use client'

import { useActionState } from 'react'

import type { FormErrorKey } from '@/domain/forms/fields'
import { ErrorSummary } from '@/shared/forms/ErrorSummary'
import { Fields, type ShownField } from '@/shared/forms/FormField'
import type { FormValues } from '@/shared/forms/form-state'
import { checkWithSpec, useCheckedForm } from '@/shared/forms/use-checked-form'

import { saveProfile } from './actions'
import { PROFILE_FORM_IDLE, type ProfileFormState } from './profile-form-state'

export type ProfileFormText = {
  change: string
  save: string
  saving: string
  requiredLegend: string
  requiredMark: string
  fixErrors: { one: string; other: string }
  errors: Record<FormErrorKey, string>
  server: string
}

type Props = { profileId: number; locale: string; fields: ShownField[]; values: FormValues; text: ProfileFormText }

/**
 * Changes one profile's criteria, folded behind "Change" (a <details>, so it opens without JavaScript).
 * The form kit checks the criteria as keep me informed does, in the browser and again on the server; a
 * problem comes back per field with what was typed, and the form stays open on it. A saved change
 * reloads the page with the new criteria.
 */
export function ProfileForm({ profileId, locale, fields, values, text }: Props) {
  const [state, formAction, pending] = useActionState<ProfileFormState, FormData>(saveProfile, PROFILE_FORM_IDLE)
  const { formRef, summaryRef, errors, checkedHere, onSubmit, clearError } = useCheckedForm({
    state,
    serverErrors: state.status === 'error' ? state.errors : {},
    formAction,
    check: checkWithSpec(async () => (await import('@/domain/forms/profile-criteria')).PROFILE_CRITERIA_FORM),
  })
  const shown = state.status === 'error' && Object.keys(state.values).length > 0 ? state.values : values
  const id = `profile-${profileId}-form`

  return (
    <details className="profile-card__change" open={state.status === 'error' || undefined}>
      <summary className="button button--ghost">{text.change}</summary>
      <form ref={formRef} id={id} className="lead-form" action={formAction} onSubmit={onSubmit} noValidate aria-describedby={`${id}-legend`}>
        <input type="hidden" name="profile" value={profileId} />
        <input type="hidden" name="locale" value={locale} />
        <ErrorSummary
          summaryRef={summaryRef}
          errorCount={Object.keys(errors).length}
          fixErrors={text.fixErrors}
          problem={state.status === 'error' && state.problem === 'server' && !checkedHere ? text.server : null}
        />
        <p id={`${id}-legend`} className="lead-form__legend">
          {text.requiredLegend}
        </p>
        <div className="lead-form__grid">
          <Fields formId={id} fields={fields} values={shown} errors={errors} errorText={text.errors} requiredMark={text.requiredMark} onChange={clearError} />
        </div>
        <button type="submit" className="button lead-form__send" disabled={pending} aria-busy={pending}>
          {pending ? text.saving : text.save}
        </button>
      </form>
    </details>
  )
}
