'use client'

import type { ReactNode } from 'react'

import type { FieldSpec, FormErrorKey } from '@/domain/forms/fields'

/** A choice; `goals` (space-separated) when it is offered for some goals of the form only (a type's Sale/Rent flags). */
export type Option = { value: string; label: string; goals?: string }
/** A field as the form draws it: its rule plus its words in the visitor's language. */
export type ShownField = FieldSpec & { label: string; hint?: string; options?: Option[] }

type FieldProps = {
  formId: string
  field: ShownField
  value: string | string[] | undefined
  error: string | null
  /** The mark beside a required field's label; none on forms whose every field is required (login). */
  requiredMark?: string
  privacy?: ReactNode
  /** Today in Brussels once the browser knows it: the earliest day of a date that may not be past. */
  today?: string
  onChange: () => void
}

/** One field of a visitor form: label, control, hint and error, linked for assistive technology. */
export function Field({ formId, field, value, error, requiredMark, privacy, today, onChange }: FieldProps) {
  const inputId = `${formId}-${field.name}`
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [field.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const common = { id: inputId, name: field.name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined, onChange }
  const single = typeof value === 'string' ? value : undefined
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  const mark = field.required && requiredMark ? (
    <span className="lead-form__required" aria-hidden="true">
      {' '}
      {requiredMark}
    </span>
  ) : null
  const after = (
    <>
      {field.hint && (
        <p id={hintId} className="lead-form__hint">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="lead-form__error">
          {error}
        </p>
      )}
    </>
  )
  const size = field.wide || field.type === 'textarea' ? ' lead-form__field--wide' : field.type === 'integer' ? ' lead-form__field--compact' : ''
  const className = `lead-form__field${size}${error ? ' lead-form__field--invalid' : ''}`

  if (field.type === 'checkbox' || field.type === 'consent') {
    return (
      <div className={`${className} lead-form__field--wide lead-form__check`}>
        <input type="checkbox" {...common} defaultChecked={single === 'on'} />
        <label htmlFor={inputId}>
          {field.label}
          {field.type === 'consent' && <> ({privacy})</>}
          {field.type === 'consent' && mark}
        </label>
        {after}
      </div>
    )
  }

  if (field.type === 'checkboxes' || field.type === 'radio') {
    const type = field.type === 'radio' ? 'radio' : 'checkbox'
    return (
      <fieldset className={`${className} lead-form__choices`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend>
          {field.label}
          {mark}
        </legend>
        <div className="lead-form__options">
          {(field.options ?? []).map((option, index) => (
            <label key={option.value} className="lead-form__option" data-goals={option.goals}>
              <input
                type={type}
                name={field.name}
                value={option.value}
                defaultChecked={list.includes(option.value)}
                onChange={onChange}
                aria-invalid={index === 0 && error ? true : undefined}
              />{' '}
              {option.label}
            </label>
          ))}
        </div>
        {after}
      </fieldset>
    )
  }

  let control: ReactNode
  if (field.type === 'textarea') control = <textarea {...common} rows={5} defaultValue={single} maxLength={field.max ?? 5000} />
  else if (field.type === 'select')
    control = (
      <select {...common} defaultValue={single ?? ''} autoComplete={field.autoComplete}>
        <option value="">–</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  else if (field.type === 'file') control = <input type="file" {...common} accept={field.accept} />
  else {
    const inputType = { text: 'text', email: 'email', tel: 'tel', password: 'password', 'new-password': 'password', date: 'date', integer: 'text', money: 'text' }[field.type]
    const inputMode = field.type === 'integer' ? 'numeric' : field.type === 'money' ? 'decimal' : undefined
    const min = field.type === 'date' && field.future ? today : undefined
    // Addresses and passwords are typed exactly: no spelling fixes, no capital the phone adds.
    const exact = inputType === 'email' || inputType === 'password' ? { spellCheck: false, autoCapitalize: 'none' } : {}
    const maxLength = inputType === 'email' ? 254 : undefined
    control = <input type={inputType} {...common} {...exact} defaultValue={single} autoComplete={field.autoComplete} inputMode={inputMode} min={min} maxLength={maxLength} />
  }

  return (
    <div className={className}>
      <label htmlFor={inputId}>
        {field.label}
        {mark}
      </label>
      {control}
      {after}
    </div>
  )
}

type FieldsProps = Omit<FieldProps, 'field' | 'value' | 'error' | 'onChange'> & {
  fields: readonly ShownField[]
  values: Record<string, string | string[] | undefined>
  errors: Record<string, FormErrorKey>
  /** The error messages in the visitor's language; `{field}` stands for the field's label. */
  errorText: Record<FormErrorKey, string>
  onChange: (name: string) => void
}

/** A form's fields in order, each with its error in words. */
export function Fields({ fields, values, errors, errorText, onChange, ...shared }: FieldsProps) {
  return fields.map((field) => {
    const key = errors[field.name]
    const error = key ? errorText[key].replace('{field}', field.label) : null
    return <Field key={field.name} {...shared} field={field} value={values[field.name]} error={error} onChange={() => onChange(field.name)} />
  })
}
