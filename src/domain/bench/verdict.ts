/**
 * A benchmark's figures mean something only when every answer measured was the one expected: a fast
 * `500 Internal Server Error` from nginx is not a fast page (ADR 0044). These rules turn what a bench saw
 * into problems; the bench prints them and exits 1 when there is any (scripts/bench/expect.ts, ADR 0044).
 */

export type Expected = {
  /** The status, or the statuses, an answer may have. */
  status: number | readonly number[]
  /** nginx's X-Cache-Status, when the bench measures its cache (e.g. 'HIT'). */
  cacheStatus?: string | readonly string[]
}

export type Seen = { status: number; cacheStatus?: string | null }

const list = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T])

/** One answer: null when it is as expected, else a line saying what was expected and what came. */
export function answerProblem(label: string, seen: Seen, expected: Expected): string | null {
  const statuses = list(expected.status)
  const wrong: string[] = []
  if (!statuses.includes(seen.status)) wrong.push(`status ${seen.status || 'none (no answer)'} instead of ${statuses.join(' or ')}`)
  if (expected.cacheStatus !== undefined) {
    const cache = list(expected.cacheStatus)
    if (!cache.includes(seen.cacheStatus ?? '')) wrong.push(`cache status ${seen.cacheStatus || 'none'} instead of ${cache.join(' or ')}`)
  }
  return wrong.length ? `${label}: ${wrong.join(', ')}` : null
}

/** A load run (autocannon's totals): every request answered, 2xx, without error or timeout. */
export type LoadTotals = { requests: number; non2xx: number; errors: number; timeouts: number }

export function loadProblems(label: string, totals: LoadTotals): string[] {
  const problems: string[] = []
  if (totals.requests === 0) problems.push(`${label}: no request was answered`)
  if (totals.non2xx > 0) problems.push(`${label}: ${totals.non2xx} of ${totals.requests} answers were not 2xx`)
  if (totals.errors > 0) problems.push(`${label}: ${totals.errors} connection errors`)
  if (totals.timeouts > 0) problems.push(`${label}: ${totals.timeouts} timeouts`)
  return problems
}

/** Counts of answers by status (e.g. a visitor simulation's), checked against the statuses allowed. */
export function statusCountProblems(label: string, counts: Record<string, number>, allowed: readonly number[]): string[] {
  const wrong = Object.entries(counts).filter(([status, count]) => count > 0 && !allowed.includes(Number(status)))
  return wrong.length ? [`${label}: ${wrong.map(([status, count]) => `${count} × ${status === '0' ? 'no answer' : `status ${status}`}`).join(', ')} (expected only ${allowed.join(' or ')})`] : []
}

/** The bench's last word: the problems, one a line, and whether it may exit 0. */
export function verdict(problems: readonly string[]): { ok: boolean; lines: string[] } {
  if (problems.length === 0) return { ok: true, lines: ['Every answer was the one expected.'] }
  return { ok: false, lines: [`BENCH FAILED: ${problems.length} unexpected answer${problems.length === 1 ? '' : 's'}; its figures measure something else:`, ...problems.map((problem) => `  - ${problem}`)] }
}
