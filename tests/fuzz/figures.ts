import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What one fuzz suite tried and saw; printed, and kept in test-results/fuzz/ for npm test's total. */
export type FuzzFigures = { inputs: number; serverErrors: number; stackTraces: number; storedFromInvalid: number; thrown: number }

export const emptyFigures = (): FuzzFigures => ({ inputs: 0, serverErrors: 0, stackTraces: 0, storedFromInvalid: 0, thrown: 0 })

/** A stack frame, or a path of this checkout or of node_modules: nothing a visitor may ever see. */
export const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+|(?:\/work\/|\/home\/|\/root\/|node_modules[\\/]|webpack-internal:|\.tsx?:\d+:\d+)/

export function reportFuzz(name: string, figures: FuzzFigures) {
  console.log(
    `FUZZ ${name}: ${figures.inputs} bad inputs tried, ${figures.serverErrors} answers of 5xx, ${figures.stackTraces} stack traces seen, ${figures.storedFromInvalid} records stored from invalid input, ${figures.thrown} thrown`,
  )
  const dir = path.join(process.cwd(), 'test-results', 'fuzz')
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(figures))
}
