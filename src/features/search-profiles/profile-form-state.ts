import type { FormErrorKey } from '@/domain/forms/fields'
import type { FormValues } from '@/shared/forms/form-state'

/** The change form's answer when it cannot save: the errors per field and what was typed (a saved change reloads the page). */
export type ProfileFormState = { status: 'idle' } | { status: 'error'; errors: Record<string, FormErrorKey>; values: FormValues; problem?: 'notYours' | 'server'; at: number }

export const PROFILE_FORM_IDLE: ProfileFormState = { status: 'idle' }

/** What the page says after an action, from `?notice=` (no personal data: the page reads the profiles itself). */
export const PROFILE_NOTICES = ['changed', 'paused', 'resumed', 'deleted', 'refused', 'failed'] as const
export type ProfileNotice = (typeof PROFILE_NOTICES)[number]
export const isProfileNotice = (value: unknown): value is ProfileNotice => typeof value === 'string' && (PROFILE_NOTICES as readonly string[]).includes(value)
