import { createTranslator } from 'use-intl/core'

import type { Locale } from '@/i18n/locales'

import type en from '../../../../messages/en.json'

/** The CRM sync's admin texts of one language: the server components hand them to the client parts (one namespace, not the catalogues). */
export type CrmSyncMessages = (typeof en)['admin']['crmSync']

export const crmSyncTranslator = (locale: Locale, messages: CrmSyncMessages) => createTranslator({ locale, messages: { crmSync: messages }, namespace: 'crmSync' })

/** What the client parts show of a run, read from its REST answer. */
export type RunView = {
  id: number
  status: string
  startedAt: string
  progress?: { phase?: string | null; done?: number | null; total?: number | null } | null
  created?: number | null
  updated?: number | null
  unpublished?: number | null
  rejectedCount?: number | null
  picturesDownloaded?: number | null
  error?: { kind?: string | null; message?: string | null } | null
}

export function reportOf(t: ReturnType<typeof crmSyncTranslator>, run: RunView): string {
  const status = t(`options.status.${run.status}` as 'options.status.succeeded')
  const counts = {
    status,
    created: run.created ?? 0,
    updated: run.updated ?? 0,
    unpublished: run.unpublished ?? 0,
    rejected: run.rejectedCount ?? 0,
    pictures: run.picturesDownloaded ?? 0,
  }
  const error = run.error?.kind ? ` ${t('ui.error', { kind: run.error.kind, message: run.error.message ?? '' })}` : ''
  return `${t('ui.report', counts)}${error}`
}
