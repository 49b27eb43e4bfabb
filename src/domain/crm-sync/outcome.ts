/**
 * What a CRM sync run ends as, and when staff are told about it (issue 21 §1, ADR 0055). Pure rules: the run
 * itself (src/features/crm-sync/run.ts) asks these with what it counted and what earlier runs recorded.
 */
import type { RefusalRule } from '../import/unpublish'

export const RUN_STATUSES = ['running', 'succeeded', 'partial', 'failed', 'refused', 'not-modified', 'cancelled'] as const
export type RunStatus = (typeof RUN_STATUSES)[number]

export const RUN_SOURCES = ['omnicasa', 'json-feed', 'file'] as const
export type RunSource = (typeof RUN_SOURCES)[number]

export const RUN_TRIGGERS = ['schedule', 'manual', 'cli'] as const
export type RunTrigger = (typeof RUN_TRIGGERS)[number]

/** A run that read the source completely (its cursor and its content fingerprint may be kept). */
export const READ_STATUSES: readonly RunStatus[] = ['succeeded', 'partial', 'refused', 'not-modified']

/**
 * The status of a run whose feed was imported. Only more than the share is `refused`, waiting for a person
 * (src/domain/import/unpublish.ts); an empty answer is a failure of the source (nothing to confirm: it would
 * unpublish everything), a mostly rejected one is partial with its rejections listed. Nothing was unpublished
 * in any of the three.
 */
export function importedStatus(report: { rejected: number; refusedBecause?: RefusalRule }): RunStatus {
  if (report.refusedBecause === 'share') return 'refused'
  if (report.refusedBecause === 'empty') return 'failed'
  return report.rejected > 0 ? 'partial' : 'succeeded'
}

/** The importer's exit codes (scripts/import.ts, ADR 0014), shared by `npm run sync`. */
export const EXIT = { ok: 0, failed: 1, usage: 2, rejected: 3, unpublishRefused: 4 } as const

export function exitCodeOf(status: RunStatus): number {
  switch (status) {
    case 'succeeded':
    case 'not-modified':
      return EXIT.ok
    case 'partial':
      return EXIT.rejected
    case 'refused':
      return EXIT.unpublishRefused
    default:
      return EXIT.failed
  }
}

/** Failed runs in a row after which the agency gets one alert. */
export const FAILURES_BEFORE_ALERT = 3

export type AlertKind = 'failures' | 'stale'

/** What the decision needs of one earlier run, newest first. */
export type PastRun = { status: RunStatus; alertSent?: AlertKind | null }

/**
 * After a failed run: alert when it is the third failure in a row (or later) and no failure alert went out
 * since the last run that read the source. `history` holds the finished runs before this one, newest first;
 * cancelled runs (an instance that stopped) neither count nor break the streak.
 */
export function shouldAlertFailures(history: readonly PastRun[]): boolean {
  let failures = 1
  for (const run of history) {
    if (run.status === 'cancelled' || run.status === 'running') continue
    if (run.status !== 'failed') break
    if (run.alertSent === 'failures') return false
    failures++
  }
  return failures >= FAILURES_BEFORE_ALERT
}

/**
 * After a run that read the source: alert when nothing changed for longer than `staleHours`, once per
 * quiet spell (an alert sent at or after the last change keeps quiet until something changes again).
 */
export function shouldAlertStale(input: { now: Date; lastChangeAt: Date; staleHours: number; staleAlertAt: Date | null }): boolean {
  if (!(input.staleHours > 0)) return false
  if (input.now.getTime() - input.lastChangeAt.getTime() <= input.staleHours * 3_600_000) return false
  return !input.staleAlertAt || input.staleAlertAt.getTime() < input.lastChangeAt.getTime()
}

/**
 * A source's error text as it may be stored and shown: the credentials (and any `json=` request payload
 * that carries them in a URL) replaced, cut to a readable length.
 */
export function redact(message: string, secrets: readonly (string | undefined)[]): string {
  let text = message.replace(/([?&]json=)[^\s&"']*/gi, '$1[hidden]')
  for (const secret of secrets) {
    if (!secret || secret.length < 3) continue
    text = text.split(secret).join('[hidden]')
    const encoded = encodeURIComponent(secret)
    if (encoded !== secret) text = text.split(encoded).join('[hidden]')
  }
  return text.length > 500 ? `${text.slice(0, 497)}...` : text
}

const SOURCE_NAMES: Record<RunSource, string> = { omnicasa: 'Omnicasa', 'json-feed': 'JSON feed', file: 'File' }
const brusselsTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })

/** A run's title in the admin: its start in Brussels time, day first, and its source ("28/11/2026, 00:56 · Omnicasa"). */
export const runTitle = (startedAt: Date, source: RunSource) => `${brusselsTime.format(startedAt)} · ${SOURCE_NAMES[source]}`
