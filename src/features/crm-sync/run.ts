import { createHash } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { importedStatus, READ_STATUSES, redact, runTitle, type RunStatus, type RunTrigger } from '@/domain/crm-sync/outcome'
import { crmSettingsOf, type CrmSettings } from '@/domain/crm-sync/settings'
import type { ImportRun } from '@/payload-types'
import { type CrmSource, type SourceCursor, SourceError } from '@/server/crm/source'
import { type ImportProgress, type ImportReport, importFeed } from '@/server/import/import-feed'
import type { MediaOptions } from '@/server/import/media'

import { alertAfterRun } from './alerts'

/**
 * One CRM sync run (issue 21 §1, ADR 0055): recorded in `import-runs` from its start, the source read, the
 * feed handed to the one importer with the file importer's safety rules, the outcome recorded, the agency
 * alerted when runs keep failing or the CRM stays silent. The schedule, "Sync now" and `npm run sync` all
 * come here.
 *
 * One run at a time for the whole site, however many instances: a running row holds `lock = 'sync'` in a
 * unique column, so the database lets exactly one of two simultaneous starts insert it (the job claims of
 * ADR 0023 only keep two runners from taking the same job; "Sync now" and the command line are no jobs).
 * A run proves it is alive with `heartbeatAt`; a running row silent for longer than the lease belongs to an
 * instance that stopped, and the next start marks it cancelled and frees the lock.
 */
export const RUN_LOCK = 'sync'
export const LEASE_MS = 10 * 60_000
const HEARTBEAT_MS = 20_000
const PROGRESS_EVERY_MS = 1_000
/** A run keeps at most this many rejected records and warnings (the counts stay exact). */
const KEPT_ROWS = 500

export type SyncOptions = {
  source: CrmSource
  trigger: RunTrigger
  /** Unpublish beyond the set share (the command line's --force). */
  force?: boolean
  now?: () => Date
  /** Download rules for the feed's pictures (tests: a local https server). */
  media?: MediaOptions
  /** Secrets that must never reach the recorded error (default: the OMNICASA_* credentials). */
  secrets?: readonly (string | undefined)[]
  log?: (line: string) => void
}

export type Started = { started: true; run: ImportRun; done: Promise<ImportRun> }
export type Busy = { started: false; running: ImportRun }

const collection = 'import-runs' as const

/** Marks running rows whose instance stopped answering as cancelled, freeing the lock. */
async function releaseAbandoned(payload: Payload, now: Date): Promise<void> {
  const expired = new Date(now.getTime() - LEASE_MS).toISOString()
  const { docs } = await payload.find({ collection, where: { and: [{ lock: { equals: RUN_LOCK } }, { heartbeatAt: { less_than: expired } }] }, depth: 0, limit: 10, pagination: false })
  for (const run of docs) {
    await payload.update({
      collection,
      id: run.id,
      data: { status: 'cancelled', lock: null, finishedAt: now.toISOString(), error: { kind: 'interrupted', message: `No sign of life for ${LEASE_MS / 60_000} minutes: the instance running it stopped.` } },
      depth: 0,
    })
  }
}

/** The run that holds the lock, if any. */
export async function runningRun(payload: Payload): Promise<ImportRun | null> {
  const { docs } = await payload.find({ collection, where: { lock: { equals: RUN_LOCK } }, depth: 0, limit: 1, pagination: false })
  return docs[0] ?? null
}

async function readSettings(payload: Payload): Promise<CrmSettings & { agencyEmail: string | null; agencyName: string | null }> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
  return { ...crmSettingsOf(settings.crm), agencyEmail: settings.agency?.email ?? null, agencyName: settings.agency?.name ?? null }
}

/** The last run of this source that read it completely: its cursor and fingerprint are where this run starts from. */
async function lastReadRun(payload: Payload, source: string): Promise<ImportRun | null> {
  const where: Where = { and: [{ source: { equals: source } }, { status: { in: READ_STATUSES } }] }
  const { docs } = await payload.find({ collection, where, sort: '-startedAt', depth: 0, limit: 1, pagination: false })
  return docs[0] ?? null
}

const cursorOf = (run: ImportRun | null): SourceCursor | undefined =>
  run?.cursor?.etag || run?.cursor?.lastModified ? { etag: run.cursor.etag ?? undefined, lastModified: run.cursor.lastModified ?? undefined } : undefined

const isUniqueViolation = (error: unknown) => /unique|duplicate|constraint|lock/i.test(`${(error as Error)?.message} ${JSON.stringify((error as { data?: unknown })?.data ?? '')} ${String((error as { cause?: unknown })?.cause ?? '')}`)

/**
 * Starts a run: records it (or finds the one already running) and returns at once; `done` settles when
 * the run has ended and been recorded. It never rejects: whatever goes wrong ends as a failed run.
 */
export async function startSync(payload: Payload, options: SyncOptions, attempt = 0): Promise<Started | Busy> {
  const now = options.now ?? (() => new Date())
  const startedAt = now()
  await releaseAbandoned(payload, startedAt)
  let run: ImportRun
  try {
    run = await payload.create({
      collection,
      data: { title: runTitle(startedAt, options.source.name), status: 'running', source: options.source.name, trigger: options.trigger, startedAt: startedAt.toISOString(), heartbeatAt: startedAt.toISOString(), lock: RUN_LOCK, progress: { phase: 'starting', done: 0 } },
      depth: 0,
    })
  } catch (error) {
    const running = await runningRun(payload)
    if (running) return { started: false, running }
    // The other run ended between our insert and our look: ask again, once.
    if (isUniqueViolation(error) && attempt === 0) return startSync(payload, options, attempt + 1)
    throw error
  }
  const done = carryOut(payload, run, options, now).catch(async (error: unknown) => {
    payload.logger.error({ err: error }, 'A CRM sync run could not be recorded')
    return finish(payload, run, now, { status: 'failed', error: { kind: 'crash', message: redactedMessage(error, options) } }).catch(() => run)
  })
  return { started: true, run, done }
}

/** Runs one sync to its end: the schedule's and the command line's way (`startSync` is "Sync now"'s). */
export async function runSync(payload: Payload, options: SyncOptions): Promise<{ started: true; run: ImportRun } | Busy> {
  const start = await startSync(payload, options)
  if (!start.started) return start
  return { started: true, run: await start.done }
}

function redactedMessage(error: unknown, options: SyncOptions): string {
  const secrets = options.secrets ?? [process.env.OMNICASA_CUSTOMER_PASSWORD, process.env.OMNICASA_CUSTOMER_NAME]
  return redact(error instanceof Error ? error.message : String(error), secrets)
}

type Outcome = Partial<Omit<ImportRun, 'id' | 'createdAt' | 'updatedAt'>> & { status: RunStatus }

async function finish(payload: Payload, run: ImportRun, now: () => Date, outcome: Outcome): Promise<ImportRun> {
  const finishedAt = now()
  return payload.update({
    collection,
    id: run.id,
    data: { ...outcome, finishedAt: finishedAt.toISOString(), durationMs: finishedAt.getTime() - new Date(run.startedAt).getTime(), lock: null, progress: { phase: null, done: 0, total: null } },
    depth: 0,
  })
}

async function carryOut(payload: Payload, run: ImportRun, options: SyncOptions, now: () => Date): Promise<ImportRun> {
  const log = options.log ?? (() => {})
  const settings = await readSettings(payload)
  const previous = await lastReadRun(payload, options.source.name)

  // Progress and sign of life: written at most once a second, one write at a time, awaited by the importer
  // (SQLite takes one writer; a write beside the importer's could meet its transaction).
  let lastWrite = 0
  let lastPhase = ''
  const beat = async (progress: { phase: string; done: number; total?: number | null }, force = false) => {
    const at = now()
    if (!force && progress.phase === lastPhase && at.getTime() - lastWrite < PROGRESS_EVERY_MS) return
    lastWrite = at.getTime()
    lastPhase = progress.phase
    await payload.update({ collection, id: run.id, data: { progress: { phase: progress.phase, done: progress.done, total: progress.total ?? null }, heartbeatAt: at.toISOString() }, depth: 0 })
  }

  // While the source is read, nothing else writes: a timer beats, and the source's progress is written too.
  let reading = Promise.resolve()
  const queue = (progress: { phase: string; done: number; total?: number }, force = false) => {
    reading = reading.then(() => beat(progress, force)).catch((error: unknown) => payload.logger.warn({ err: error }, 'Could not record the sync progress'))
  }
  let readProgress = { phase: 'reading', done: 0, total: undefined as number | undefined }
  queue(readProgress, true)
  const timer = setInterval(() => queue(readProgress, true), HEARTBEAT_MS)
  timer.unref?.()

  let result: Awaited<ReturnType<CrmSource['read']>>
  try {
    result = await options.source.read({
      cursor: cursorOf(previous),
      // Written each time: a source reports once a page or so, each after a request to the CRM.
      onProgress: ({ done, total }) => {
        readProgress = { phase: 'reading', done, total }
        queue(readProgress, true)
      },
    })
  } catch (error) {
    clearInterval(timer)
    await reading
    const kind = error instanceof SourceError ? error.kind : 'network'
    const requests = error instanceof SourceError ? error.requests : 0
    log(`The CRM could not be read (${kind}): ${redactedMessage(error, options)}`)
    const failed = await finish(payload, run, now, { status: 'failed', requests, error: { kind, message: redactedMessage(error, options) } })
    return alertAfterRun(payload, failed, settings, { now: now() })
  } finally {
    clearInterval(timer)
  }
  await reading

  const lastChangeAt = previous?.lastChangeAt ?? run.startedAt
  if (result.kind === 'not-modified') {
    const quiet = await finish(payload, run, now, {
      status: 'not-modified',
      requests: result.requests,
      cursor: result.cursor ?? previous?.cursor ?? {},
      feedHash: previous?.feedHash ?? null,
      lastChangeAt,
    })
    return alertAfterRun(payload, quiet, settings, { now: now() })
  }

  const feedHash = createHash('sha256').update(JSON.stringify(result.feed)).digest('hex')
  const onProgress: ImportProgress = (progress) => beat(progress)
  let report: ImportReport
  try {
    report = await importFeed(payload, result.feed, {
      full: true,
      force: options.force,
      maxUnpublishShare: settings.maxUnpublishPercent / 100,
      mediaDirs: [],
      media: options.media,
      onProgress,
      log,
    })
  } catch (error) {
    const failed = await finish(payload, run, now, { status: 'failed', requests: result.requests, error: { kind: 'import', message: redactedMessage(error, options) } })
    return alertAfterRun(payload, failed, settings, { now: now() })
  }
  const status = importedStatus({ rejected: report.rejected.length, refusedBecause: report.unpublishRefusedRule })
  const changed = !previous || previous.feedHash !== feedHash || report.created > 0 || report.unpublished > 0
  const warnings = report.unpublishRefused ? [report.unpublishRefused, ...report.warnings] : report.warnings
  const recorded = await finish(payload, run, now, {
    status,
    requests: result.requests,
    created: report.created,
    updated: report.updated,
    unpublished: report.unpublished,
    rejectedCount: report.rejected.length,
    rejected: report.rejected.slice(0, KEPT_ROWS).map((rejection) => ({ kind: rejection.kind, recordId: rejection.id, reason: rejection.reason })),
    warnings: warnings.slice(0, KEPT_ROWS),
    picturesDownloaded: report.picturesDownloaded,
    pendingUnpublish: status === 'refused' ? (report.wouldUnpublish ?? []) : [],
    error: status === 'failed' ? { kind: 'empty', message: report.unpublishRefused ?? 'the CRM answered no properties' } : undefined,
    cursor: result.cursor ?? {},
    feedHash,
    lastChangeAt: changed ? run.startedAt : lastChangeAt,
  })
  return alertAfterRun(payload, recorded, settings, { now: now() })
}
