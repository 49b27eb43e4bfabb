'use client'

import { FieldDescription, FieldError, FieldLabel, fieldBaseClass, useField, withCondition } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { useCallback, useEffect, useRef, useState } from 'react'

const asText = (value: unknown) => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2))

/**
 * A JSON field as a plain text area. Payload's own loads the Monaco editor from cdn.jsdelivr.net; the
 * admin asks nothing of outside hosts (ADR 0033). The text is kept as typed; the value is the parsed JSON,
 * and text that does not parse is refused by Payload's own JSON validation, as in its editor.
 */
const PlainJsonFieldComponent: JSONFieldClientComponent = ({ field, path: pathFromProps, readOnly, validate }) => {
  const [jsonError, setJsonError] = useState<string>()
  const checkedValidate = useCallback(
    (value: unknown, options: Record<string, unknown>) => (typeof validate === 'function' ? validate(value as never, { ...options, jsonError, required: field.required } as never) : true),
    [validate, jsonError, field.required],
  )
  const { disabled, path, setValue, showError, value } = useField<unknown>({ potentiallyStalePath: pathFromProps, validate: checkedValidate as never })
  const [text, setText] = useState(() => asText(value))
  // The form's value changes on its own too (a saved document, a reset): the text follows it, unless it
  // is the value this text area has just set.
  const typed = useRef<unknown>(value)
  useEffect(() => {
    if (value !== typed.current) setText(asText(value))
  }, [value])

  const onChange = (next: string) => {
    setText(next)
    try {
      typed.current = next.trim() === '' ? null : JSON.parse(next)
      setJsonError(undefined)
    } catch (error) {
      typed.current = next
      setJsonError((error as Error).message)
    }
    setValue(typed.current)
  }

  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className={[fieldBaseClass, 'json-field', showError && 'error', (readOnly || disabled) && 'read-only'].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={id} label={field.label} localized={field.localized} path={path} required={field.required} />
      <div className={`${fieldBaseClass}__wrap`}>
        <FieldError path={path} showError={showError} />
        <textarea
          id={id}
          className="plain-json-field"
          value={text}
          readOnly={readOnly || disabled}
          spellCheck={false}
          rows={Math.min(Math.max(text.split('\n').length, 3), 30)}
          onChange={(event) => onChange(event.target.value)}
          style={{ width: '100%', fontFamily: 'var(--font-mono, monospace)', fontSize: 13, lineHeight: 1.5, padding: '8px 12px', resize: 'vertical' }}
        />
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

export const PlainJsonField = withCondition(PlainJsonFieldComponent)
