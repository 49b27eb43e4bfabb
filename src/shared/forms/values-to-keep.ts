import type { FieldSpec } from '@/domain/forms/fields'
import { isSecret } from '@/domain/forms/forms'

import type { FormValues } from './form-state'

// Here, not in the lead intake, because the search-profile holder's form shows its values again the same way.

const MAX_TEXT = 20_000

/** The values to show again after an error: strings only, no secrets, no files. */
export function valuesToKeep(fields: readonly FieldSpec[], raw: Record<string, unknown>): FormValues {
  const kept: FormValues = {}
  for (const field of fields) {
    if (field.type === 'file' || isSecret(field.name)) continue
    const value = raw[field.name]
    if (typeof value === 'string') kept[field.name] = value.slice(0, MAX_TEXT)
    else if (Array.isArray(value)) kept[field.name] = value.filter((item): item is string => typeof item === 'string').slice(0, 100)
  }
  return kept
}
