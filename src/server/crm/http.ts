import { maskSecret } from '../../domain/omnicasa/call'
import { SourceError, type SourceErrorKind } from './source'

/**
 * One GET to a CRM, the way both sources make it (docs/decisions/0054-crm-sources.md): a time limit per
 * attempt (the body included), a byte cap while the body streams, and retries with growing pauses for
 * what may pass (timeouts, network errors, 5xx, 408 and 429); any other answer is returned at once for the
 * caller to judge. Every attempt is counted. Messages never quote the URL, and any secret is masked.
 */
export type HttpOptions = {
  /** Time allowed for one attempt, answer body included. Default 20 s. */
  timeoutMs?: number
  /** Pause before each retry; attempts = pauses + 1. Default 1 s, 2 s, 4 s (four attempts). */
  retryPauses?: readonly number[]
  /** Largest answer accepted. Default 50 MB. */
  maxBytes?: number
}

export const DEFAULT_TIMEOUT_MS = 20_000
export const DEFAULT_RETRY_PAUSES = [1_000, 2_000, 4_000] as const
export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024

export type Answer = { status: number; headers: Headers; text: string }

export type RequestContext = {
  /** Names the request in messages (never the URL: it may carry a password). */
  what: string
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Masked out of every message. */
  secret?: string
  counter: { requests: number }
  options?: HttpOptions
}

class Retryable extends Error {
  constructor(
    readonly kind: SourceErrorKind,
    message: string,
  ) {
    super(message)
  }
}

async function readCapped(response: Response, maxBytes: number, what: string): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel()
    throw new SourceError('malformed', `${what}: the answer is larger than ${maxBytes} bytes`)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      throw new SourceError('malformed', `${what}: the answer is larger than ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks))
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(new Error('aborted'))
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ?? cause?.message ?? (error as Error).message ?? 'network error'
}

/** GETs `url`, retrying what may pass. Throws a SourceError whose message names `what`, never the URL. */
export async function getWithRetries(url: string, context: RequestContext): Promise<Answer> {
  const { what, signal, counter } = context
  const timeoutMs = context.options?.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const pauses = context.options?.retryPauses ?? DEFAULT_RETRY_PAUSES
  const maxBytes = context.options?.maxBytes ?? DEFAULT_MAX_BYTES
  const fail = (kind: SourceErrorKind, message: string) => new SourceError(kind, maskSecret(message, context.secret), counter.requests)
  const cancelled = () => fail('network', `${what}: the read was cancelled`)

  let last: Retryable | undefined
  for (let attempt = 0; attempt <= pauses.length; attempt++) {
    if (attempt > 0) await pause(pauses[attempt - 1]!, signal).catch(() => Promise.reject(cancelled()))
    if (signal?.aborted) throw cancelled()
    counter.requests++
    const attemptSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs)
    try {
      const response = await fetch(url, { headers: context.headers, signal: attemptSignal, redirect: 'manual' })
      if (response.status >= 500 || response.status === 408 || response.status === 429) {
        await response.body?.cancel()
        throw new Retryable('http', `${what}: HTTP ${response.status}`)
      }
      return { status: response.status, headers: response.headers, text: await readCapped(response, maxBytes, what) }
    } catch (error) {
      if (error instanceof SourceError) throw fail(error.kind, error.message)
      if (signal?.aborted) throw cancelled()
      if (error instanceof Retryable) last = error
      else if ((error as Error).name === 'TimeoutError' || attemptSignal.aborted) last = new Retryable('timeout', `${what}: no answer within ${timeoutMs} ms`)
      else last = new Retryable('network', `${what}: ${networkReason(error)}`)
    }
  }
  const attempts = pauses.length + 1
  throw fail(last!.kind, `${last!.message} (${attempts} attempt${attempts === 1 ? '' : 's'})`)
}
