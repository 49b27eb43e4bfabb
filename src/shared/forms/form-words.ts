import 'server-only'

import { getTranslations } from 'next-intl/server'

import { FORM_ERRORS, type FormErrorKey } from '@/domain/forms/fields'
import type { Locale } from '@/i18n/locales'

export type FormWords = {
  requiredLegend: string
  requiredMark: string
  /** '#' stands for the count (ErrorSummary). */
  fixErrors: { one: string; other: string }
  /** `{field}` stands for the field's label (Fields). */
  errors: Record<FormErrorKey, string>
}

/** The words of the form kit in the visitor's language: the legend, the summary and every field error. */
export async function formWords(locale: Locale): Promise<FormWords> {
  const t = await getTranslations({ locale, namespace: 'forms' })
  return {
    requiredLegend: t('requiredLegend'),
    requiredMark: '*',
    fixErrors: { one: t('fixErrors', { count: 1 }), other: t('fixErrors', { count: 2 }).replace('2', '#') },
    errors: Object.fromEntries(FORM_ERRORS.map((key) => [key, t.raw(`errors.${key}`) as string])) as FormWords['errors'],
  }
}
