/**
 * What every bench does with its answers (ADR 0044): each unexpected one is a problem (src/domain/bench/verdict.ts);
 * `finish()` prints them after the figures and exits 1 when there is any, so a bench never reports figures
 * of error pages with exit 0.
 */
import { answerProblem, type Expected, loadProblems, type LoadTotals, type Seen, statusCountProblems, verdict } from '../../src/domain/bench/verdict'

const problems: string[] = []
const seen = new Map<string, number>()

function add(line: string) {
  // The same problem a thousand times (every timed request of one URL) is one line with its count.
  const count = (seen.get(line) ?? 0) + 1
  seen.set(line, count)
  if (count === 1) problems.push(line)
}

export function expectAnswer(label: string, seen: Seen, expected: Expected): boolean {
  const problem = answerProblem(label, seen, expected)
  if (problem) add(problem)
  return !problem
}

export function expectLoad(label: string, totals: LoadTotals): void {
  for (const line of loadProblems(label, totals)) add(line)
}

export function expectStatuses(label: string, counts: Record<string, number>, allowed: readonly number[]): void {
  for (const line of statusCountProblems(label, counts, allowed)) add(line)
}

export function problem(line: string): void {
  add(line)
}

/** Prints the verdict and ends the process: exit 1 when any answer was not the one expected. */
export function finish(): never {
  const { ok, lines } = verdict(problems.map((line) => ((seen.get(line) ?? 1) > 1 ? `${line} (${seen.get(line)} times)` : line)))
  for (const line of lines) (ok ? console.log : console.error)(line)
  process.exit(ok ? 0 : 1)
}
