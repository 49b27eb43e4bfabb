'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useMemo, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import styles from './crm-sync.module.css'
import { type CrmSyncMessages, crmSyncTranslator, reportOf, type RunView } from './texts'

type Props = {
  language: Locale
  messages: CrmSyncMessages
  api: string
  adminRunHref: string
  canStart: boolean
  configured: boolean
  running: { id: number; startedAt: string } | null
}

type State = { kind: 'idle' } | { kind: 'starting' } | { kind: 'running'; run: RunView; busy: boolean } | { kind: 'finished'; run: RunView } | { kind: 'error'; message: string }

const POLL_MS = 1000

/**
 * "Sync now" above the Import runs list: starts a run (POST /api/import-runs/sync), then reads the run's row
 * every second for its progress, and shows its report when it ends. A run already on (started by the
 * schedule, a colleague or the command line) is followed the same way.
 */
export function SyncNowButton({ language, messages, api, adminRunHref, canStart, configured, running }: Props) {
  const t = useMemo(() => crmSyncTranslator(language, messages), [language, messages])
  const router = useRouter()
  const [state, setState] = useState<State>(running ? { kind: 'running', run: { id: running.id, status: 'running', startedAt: running.startedAt }, busy: true } : { kind: 'idle' })
  const runId = state.kind === 'running' ? state.run.id : null

  const follow = useCallback(
    async (id: number) => {
      const response = await fetch(`${api}/import-runs/${id}/?depth=0`, { credentials: 'same-origin', cache: 'no-store' })
      if (!response.ok) return
      const run = (await response.json()) as RunView
      if (run.status === 'running') setState((previous) => (previous.kind === 'running' ? { ...previous, run } : previous))
      else {
        setState({ kind: 'finished', run })
        router.refresh()
      }
    },
    [api, router],
  )

  useEffect(() => {
    if (runId === null) return
    const timer = setInterval(() => void follow(runId).catch(() => undefined), POLL_MS)
    return () => clearInterval(timer)
  }, [runId, follow])

  async function start() {
    setState({ kind: 'starting' })
    try {
      const response = await fetch(`${api}/import-runs/sync/`, { method: 'POST', credentials: 'same-origin' })
      const body = (await response.json().catch(() => ({}))) as { error?: string; run?: { id: number; startedAt: string } }
      if (response.status === 202 && body.run) setState({ kind: 'running', run: { ...body.run, status: 'running' }, busy: false })
      else if (body.error === 'busy' && body.run) setState({ kind: 'running', run: { ...body.run, status: 'running' }, busy: true })
      else if (body.error === 'not-configured') setState({ kind: 'error', message: t('ui.notConfigured') })
      else if (body.error === 'not-allowed') setState({ kind: 'error', message: t('ui.notAllowed') })
      else setState({ kind: 'error', message: t('ui.failedToStart', { message: body.error ?? String(response.status) }) })
    } catch (error) {
      setState({ kind: 'error', message: t('ui.failedToStart', { message: (error as Error).message }) })
    }
  }

  const progress = state.kind === 'running' ? state.run.progress : null
  const phase = progress?.phase ? t(`phases.${progress.phase}` as 'phases.reading') : t('phases.starting')
  return (
    <section className={styles.box} aria-labelledby="crm-sync-now" data-testid="crm-sync-now">
      <h2 id="crm-sync-now">{state.kind === 'running' ? t('ui.runningTitle') : t('ui.dashboardTitle')}</h2>
      {!configured && <p className={styles.hint}>{t('ui.notConfigured')}</p>}
      <div className={styles.actions}>
        {canStart && configured && (
          <button type="button" className={styles.button} onClick={() => void start()} disabled={state.kind === 'starting' || state.kind === 'running'} data-testid="crm-sync-button">
            {state.kind === 'starting' ? t('ui.starting') : t('ui.syncNow')}
          </button>
        )}
        {state.kind === 'running' && (
          <span role="status" data-testid="crm-sync-progress">
            {progress?.total ? t('ui.progress', { phase, done: progress.done ?? 0, total: progress.total }) : t('ui.progressNoTotal', { phase })}{' '}
            {progress?.total ? <progress className={styles.progress} value={progress.done ?? 0} max={progress.total} /> : <progress className={styles.progress} />}
          </span>
        )}
      </div>
      {state.kind === 'running' && state.busy && (
        <p className={styles.hint} data-testid="crm-sync-busy">
          {t('ui.alreadyRunning', { startedAt: new Date(state.run.startedAt).toLocaleString(language) })}
        </p>
      )}
      {state.kind === 'finished' && (
        <p className={styles.report} role="status" data-testid="crm-sync-report" data-status={state.run.status}>
          {reportOf(t, state.run)} <a href={`${adminRunHref}/${state.run.id}`}>{t('ui.openRun')}</a>
        </p>
      )}
      {state.kind === 'error' && (
        <p className={styles.report} role="alert" data-testid="crm-sync-error">
          {state.message}
        </p>
      )}
    </section>
  )
}
