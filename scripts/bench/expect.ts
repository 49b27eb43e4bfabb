/**
 * What every bench does with its answers (ADR 0044): each unexpected one is a problem (src/domain/bench/verdict.ts);
 * `finish()` prints them after the figures and exits 1 when there is any, so a bench never reports figures
 * of error pages with exit 0.
 */
import { answerProblem, type Expected, loadProblems, type LoadTotals, type Seen, statusCountProblems, verdict } from '../../src/domain/bench/verdict'

const problems: string[] = []

export function expectAnswer(label: string, seen: Seen, expected: Expected): boolean {
  const problem = answerProblem(label, seen, expected)
  if (problem) problems.push(problem)
  return !problem
}

export function expectLoad(label: string, totals: LoadTotals): void {
  problems.push(...loadProblems(label, totals))
}

export function expectStatuses(label: string, counts: Record<string, number>, allowed: readonly number[]): void {
  problems.push(...statusCountProblems(label, counts, allowed))
}

export function problem(line: string): void {
  problems.push(line)
}

/** Prints the verdict and ends the process: exit 1 when any answer was not the one expected. */
export function finish(): never {
  const { ok, lines } = verdict(problems)
  for (const line of lines) (ok ? console.log : console.error)(line)
  process.exit(ok ? 0 : 1)
}
