'use client'

import { type FormEvent, startTransition, useActionState, useEffect, useRef } from 'react'

import type { FormErrorKey } from '@/domain/forms/fields'
import { Field, type ShownField } from '@/shared/forms/FormField'
import type { FormValues } from '@/shared/forms/form-state'

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
 * The server checks the form as keep me informed does; a problem comes back per field with what was typed,
 * and the form stays open on it. A saved change reloads the page with the new criteria.
 */
export function ProfileForm({ profileId, locale, fields, values, text }: Props) {
  const [state, formAction, pending] = useActionState<ProfileFormState, FormData>(saveProfile, PROFILE_FORM_IDLE)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const errors = state.status === 'error' ? state.errors : {}
  const shown = state.status === 'error' && Object.keys(state.values).length > 0 ? state.values : values
  const errorCount = Object.keys(errors).length
  const id = `profile-${profileId}-form`

  useEffect(() => {
    if (state.status !== 'error') return
    requestAnimationFrame(() => (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? summaryRef.current)?.focus())
  }, [state])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Sent by hand so React does not reset the fields after the answer: what was typed stays.
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    startTransition(() => formAction(data))
  }

  const message = (field: ShownField) => {
    const key = errors[field.name]
    return key ? text.errors[key].replace('{field}', field.label) : null
  }

  return (
    <details className="profile-card__change" open={state.status === 'error' || undefined}>
      <summary className="button button--ghost">{text.change}</summary>
      <form ref={formRef} id={id} className="lead-form" action={formAction} onSubmit={onSubmit} noValidate aria-describedby={`${id}-legend`}>
        <input type="hidden" name="profile" value={profileId} />
        <input type="hidden" name="locale" value={locale} />
        <div ref={summaryRef} tabIndex={-1} className="lead-form__summary" role="alert">
          {errorCount > 0 && <p>{(errorCount === 1 ? text.fixErrors.one : text.fixErrors.other).replace('#', String(errorCount))}</p>}
          {state.status === 'error' && state.problem === 'server' && <p>{text.server}</p>}
        </div>
        <p id={`${id}-legend`} className="lead-form__legend">
          {text.requiredLegend}
        </p>
        <div className="lead-form__grid">
          {fields.map((field) => (
            <Field key={field.name} formId={id} field={field} value={shown[field.name]} error={message(field)} requiredMark={text.requiredMark} privacy={null} onChange={() => undefined} />
          ))}
        </div>
        <button type="submit" className="button lead-form__send" disabled={pending} aria-busy={pending}>
          {pending ? text.saving : text.save}
        </button>
      </form>
    </details>
  )
}
