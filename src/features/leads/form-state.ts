import type { FormErrorKey } from '@/domain/forms/fields'

import type { FormProblem, FormValues } from './problems'

/** What the server answers a form with, shown by the form without a page change (or with one, without JS). */
export type LeadFormState =
  | { status: 'idle' }
  | { status: 'error'; errors: Record<string, FormErrorKey>; problem?: FormProblem; values: FormValues; at: number }
  | { status: 'done'; notice: 'documentsSent' | null; at: number }

export const IDLE: LeadFormState = { status: 'idle' }
