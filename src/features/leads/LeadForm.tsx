'use client'

import { type ReactNode, useActionState, useRef, useSyncExternalStore } from 'react'

import { CV_FILE_NAME, CV_MAX_BYTES } from '@/domain/forms/cv-limits'
import type { FormErrorKey } from '@/domain/forms/fields'
import type { FormOptions, LeadKind } from '@/domain/forms/forms'
import { todayInBelgium } from '@/domain/forms/today'
import { Captcha, type CaptchaLabels, solveCaptcha } from '@/features/captcha/client'
import { ErrorSummary } from '@/shared/forms/ErrorSummary'
import { Fields, type ShownField } from '@/shared/forms/FormField'
import type { FormWords } from '@/shared/forms/form-words'
import { type FormProblem, type FormValues, HIDDEN, IDLE, type LeadFormState } from '@/shared/forms/form-state'
import { useCheckedForm } from '@/shared/forms/use-checked-form'

import { submitLead } from './actions'

export type { Option, ShownField } from '@/shared/forms/FormField'

export type LeadFormText = FormWords & {
  send: string
  sending: string
  problems: Record<FormProblem, string>
  notices: { documentsSent: string; documentsPending: string; bookingHeld: string }
  captcha: CaptchaLabels
  honeypot: string
}

type Props = {
  kind: LeadKind
  locale: string
  fields: ShownField[]
  text: LeadFormText
  /** The privacy statement link, placed in the consent label. */
  privacy: ReactNode
  subject?: { property?: number; project?: number }
  /** Filled in before the visitor types (a listing's criteria on the keep-me-informed form). */
  initialValues?: FormValues
  /** The agency's and the page's choices that shape the form (FormOptions); the server builds the same. */
  options?: FormOptions
  /** Shown above the fields: terms of a rent application or an offer. */
  children?: ReactNode
  /** Shown right above the send button: what sending commits to or starts (an offer binds, what comes next). */
  beforeSend?: ReactNode
}


/**
 * One form component for every lead kind. It posts to a server action, so it works without JavaScript;
 * with JavaScript it checks the same Zod schema first, keeps what was typed, and shows the server's answer
 * in place. Errors are linked to their fields (aria-describedby) and announced in a summary.
 */
export function LeadForm({ kind, locale, fields, text, privacy, subject, initialValues, options, children, beforeSend }: Props) {
  const [state, formAction, pending] = useActionState<LeadFormState, FormData>(submitLead, IDLE)
  const rules = useRef<Promise<typeof import('@/domain/forms/forms')> | null>(null)
  const id = `form-${kind}${options?.short ? '-short' : ''}`
  // Today in Brussels, read in the browser: a page served from the cache would otherwise keep the day it
  // was rendered as the earliest date. The server renders none, so its HTML and hydration agree.
  const today = useSyncExternalStore(onFocusAnywhere, todayInBelgium, noDay)

  // The schema (and Zod) load on the first interaction, not with the page.
  const loadRules = () => (rules.current ??= import('@/domain/forms/forms'))

  const { formRef, summaryRef, errors, checkedHere, onSubmit, clearError } = useCheckedForm({
    state,
    serverErrors: state.status === 'error' ? state.errors : {},
    formAction,
    check: async (form) => {
      const { formOf, readForm, schemaOf, fieldErrors } = await loadRules()
      const definition = formOf(kind, options)
      // Field errors first: the anti-robot check only runs for a form that can be sent.
      const result = schemaOf(definition).safeParse(readForm(definition, new FormData(form)))
      const found: Record<string, FormErrorKey> = result.success ? {} : fieldErrors(result.error)
      const typed = new FormData(form)
      for (const field of definition.fields) {
        const file = typed.get(field.name)
        if (field.type !== 'file') continue
        if (!(file instanceof File) || file.size === 0) {
          if (field.required) found[field.name] ??= field.requiredError ?? 'required'
        } else if (!CV_FILE_NAME.test(file.name)) found[field.name] = 'fileType'
        else if (file.size > CV_MAX_BYTES) found[field.name] = 'fileSize'
      }
      return found
    },
    beforeSend: async (form) => {
      // The proof of work is usually done while the visitor types; wait for it when it is not.
      await solveCaptcha(form)
      const data = new FormData(form)
      data.set(HIDDEN.page, window.location.pathname)
      return data
    },
  })
  const problem = state.status === 'error' && !checkedHere ? state.problem : undefined
  const values: FormValues = state.status === 'error' ? state.values : (initialValues ?? {})
  const errorCount = Object.keys(errors).length

  return (
    <form
      ref={formRef}
      id={id}
      className="lead-form"
      action={formAction}
      onSubmit={onSubmit}
      onFocus={() => void loadRules()}
      noValidate
      aria-describedby={`${id}-legend`}
    >
      <input type="hidden" name={HIDDEN.kind} value={kind} />
      <input type="hidden" name={HIDDEN.locale} value={locale} />
      {subject?.property && <input type="hidden" name={HIDDEN.property} value={subject.property} />}
      {subject?.project && <input type="hidden" name={HIDDEN.project} value={subject.project} />}
      {options?.short && <input type="hidden" name={HIDDEN.short} value="1" />}
      {/* Filled by robots only: people never see it. */}
      <div className="lead-form__trap" aria-hidden="true">
        <label>
          {text.honeypot}
          <input type="text" name={HIDDEN.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <ErrorSummary
        summaryRef={summaryRef}
        errorCount={errorCount}
        fixErrors={text.fixErrors}
        problem={problem ? text.problems[problem] : null}
        notice={state.status === 'done' && state.notice ? text.notices[state.notice] : null}
      />

      <p id={`${id}-legend`} className="lead-form__legend">
        {text.requiredLegend}
      </p>

      {/* Terms the visitor should read before filling in (rental terms, down payment). */}
      {children}

      <div className="lead-form__grid">
        <Fields formId={id} fields={fields} values={values} errors={errors} errorText={text.errors} requiredMark={text.requiredMark} privacy={privacy} today={today} onChange={clearError} />
      </div>

      <Captcha labels={text.captcha} />

      {beforeSend}

      <button type="submit" className="button lead-form__send" disabled={pending} aria-busy={pending}>
        {pending ? text.sending : text.send}
      </button>
    </form>
  )
}

/** Today is read again whenever the visitor focuses something: a tab left open past midnight moves on. */
const onFocusAnywhere = (changed: () => void) => {
  window.addEventListener('focusin', changed)
  return () => window.removeEventListener('focusin', changed)
}
const noDay = () => undefined
