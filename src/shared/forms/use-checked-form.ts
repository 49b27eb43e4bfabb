'use client'

import { type FormEvent, startTransition, useEffect, useRef, useState } from 'react'

import type { FieldForm, FormErrorKey } from '@/domain/forms/fields'

export type FieldErrorMap = Record<string, FormErrorKey>

type Options = {
  /** The server's last answer: a new object each time, so each answer is handled once. */
  state: { status: string }
  /** The field errors of that answer. */
  serverErrors: FieldErrorMap
  formAction: (data: FormData) => void
  /** The browser's own check; no errors lets the form go to the server. */
  check?: (form: HTMLFormElement) => Promise<FieldErrorMap>
  /** What to do once the fields are right and before sending (the anti-robot proof); returns what to send. */
  beforeSend?: (form: HTMLFormElement) => Promise<FormData>
}

/**
 * The behaviour every form shares: it is sent by hand so React does not reset what was typed; the schema
 * runs in the browser first; after any answer with errors, the visitor lands on the first field to fix
 * (or on the summary). Passwords are emptied after the server's answer: it never sends them back.
 */
export function useCheckedForm({ state, serverErrors, formAction, check, beforeSend }: Options) {
  const [clientErrors, setClientErrors] = useState<FieldErrorMap | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const errors = clientErrors ?? serverErrors

  useEffect(() => {
    if (state.status !== 'error') return
    formRef.current?.querySelectorAll<HTMLInputElement>('input[type="password"]').forEach((input) => (input.value = ''))
    focusFirstProblem(formRef.current, summaryRef.current)
  }, [state])
  // The same after the browser's own check, once React has drawn the errors: focusing from the submit
  // handler could run before the commit and find no invalid field yet (a new object each send, so each runs).
  useEffect(() => {
    if (clientErrors && Object.keys(clientErrors).length > 0) focusFirstProblem(formRef.current, summaryRef.current)
  }, [clientErrors])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const found = check ? await check(form) : {}
    if (Object.keys(found).length > 0) {
      setClientErrors(found)
      return
    }
    // From here on the server's answer is what the form shows.
    setClientErrors(null)
    const data = beforeSend ? await beforeSend(form) : new FormData(form)
    startTransition(() => formAction(data))
  }

  const clearError = (name: string) => {
    if (errors[name]) setClientErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name)))
  }

  /** True while the errors shown are the browser's own: the server's form problem is then hidden. */
  const checkedHere = clientErrors !== null
  return { formRef, summaryRef, errors, checkedHere, onSubmit, clearError }
}

function focusFirstProblem(form: HTMLFormElement | null, summary: HTMLElement | null) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(invalid ?? summary)?.focus()
  })
}

/**
 * The browser's check of a form with its spec's schema, the one the server runs too. The spec (and Zod)
 * load when the visitor first sends, not with the page.
 */
export const checkWithSpec =
  (loadSpec: () => Promise<FieldForm>) =>
  async (form: HTMLFormElement): Promise<FieldErrorMap> => {
    const [spec, { parseForm }] = await Promise.all([loadSpec(), import('@/domain/forms/fields')])
    const parsed = parseForm(spec, new FormData(form))
    return parsed.ok ? {} : parsed.errors
  }
