'use client'

import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import styles from './crm-sync.module.css'
import { type CrmSyncMessages, crmSyncTranslator } from './texts'

type Props = { language: Locale; messages: CrmSyncMessages; api: string; runId: number; count: number; canConfirm: boolean }

/** The confirmation a refused run waits for (POST /api/import-runs/:id/confirm). */
export function ConfirmButton({ language, messages, api, runId, count, canConfirm }: Props) {
  const t = useMemo(() => crmSyncTranslator(language, messages), [language, messages])
  const router = useRouter()
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done'; unpublished: number } | { kind: 'error'; message: string }>({ kind: 'idle' })

  async function confirm() {
    setState({ kind: 'sending' })
    const response = await fetch(`${api}/import-runs/${runId}/confirm/`, { method: 'POST', credentials: 'same-origin' }).catch(() => null)
    const body = (await response?.json().catch(() => ({}))) as { unpublished?: number; error?: string } | undefined
    if (response?.ok) {
      setState({ kind: 'done', unpublished: body?.unpublished ?? 0 })
      router.refresh()
    } else if (body?.error === 'busy') setState({ kind: 'error', message: t('ui.alreadyRunning', { startedAt: '' }) })
    else if (body?.error === 'already-confirmed') setState({ kind: 'error', message: t('ui.alreadyConfirmed') })
    else setState({ kind: 'error', message: t('ui.failedToStart', { message: body?.error ?? String(response?.status ?? '') }) })
  }

  return (
    <section className={`${styles.box} ${styles.alert}`} data-testid="crm-sync-confirm">
      <h3>{t('ui.confirmTitle', { count })}</h3>
      <p className={styles.hint}>{t('ui.confirmHint')}</p>
      {canConfirm && state.kind !== 'done' && (
        <button type="button" className={styles.button} onClick={() => void confirm()} disabled={state.kind === 'sending'} data-testid="crm-sync-confirm-button">
          {state.kind === 'sending' ? t('ui.confirming') : t('ui.confirm')}
        </button>
      )}
      {state.kind === 'done' && <p role="status">{t('ui.confirmed', { count: state.unpublished })}</p>}
      {state.kind === 'error' && <p role="alert">{state.message}</p>}
    </section>
  )
}
