import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Reporter, SerializedError, TestModule } from 'vitest/node'

/**
 * A Vitest reporter for npm test: counts what the JSON reporter leaves out. Its numFailedTests counts
 * only tests, so a file that fails to load, a suite whose beforeAll throws and an error no test awaited
 * counted nothing. Here each of those is a failure with its own line (scripts/test-summary.mjs).
 * Writes the file named by VITEST_COUNTS_FILE (default test-results/vitest-counts.json).
 */
export type VitestCounts = {
  passed: number
  failed: number
  skipped: number
  /** Tests that failed, by file and name. */
  failedTests: string[]
  /** A file that did not load, or a suite whose setup or teardown threw: one line each. */
  brokenSuites: string[]
  /** Errors thrown outside any test (unhandled rejections, uncaught exceptions). */
  unhandledErrors: string[]
}

const firstLine = (error: SerializedError) => `${error.name ?? 'Error'}: ${String(error.message ?? '').split('\n')[0]}`

export function countModules(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>, root: string): VitestCounts {
  const counts: VitestCounts = { passed: 0, failed: 0, skipped: 0, failedTests: [], brokenSuites: [], unhandledErrors: [] }
  for (const testModule of modules) {
    const project = testModule.project.name
    const file = `${project && project !== 'default' ? `[${project}] ` : ''}${path.relative(root, testModule.moduleId)}`
    for (const test of testModule.children.allTests()) {
      const state = test.result().state
      if (state === 'passed') counts.passed++
      else if (state === 'failed') {
        counts.failed++
        counts.failedTests.push(`${file} > ${test.fullName}`)
      } else counts.skipped++
    }
    for (const error of testModule.errors()) counts.brokenSuites.push(`${file}: ${firstLine(error)}`)
    for (const suite of testModule.children.allSuites()) for (const error of suite.errors()) counts.brokenSuites.push(`${file} > ${suite.fullName}: ${firstLine(error)}`)
    // A file that ran nothing and failed without a recorded error (a crashed worker) still counts.
    if (testModule.state() === 'failed' && testModule.errors().length === 0 && ![...testModule.children.allTests('failed')].length && ![...testModule.children.allSuites()].some((suite) => suite.errors().length))
      counts.brokenSuites.push(`${file}: failed without a test result`)
  }
  counts.unhandledErrors = unhandled.map(firstLine)
  counts.failed += counts.brokenSuites.length + counts.unhandledErrors.length
  return counts
}

export default class CountsReporter implements Reporter {
  private root = process.cwd()

  onInit(vitest: { config: { root: string } }) {
    this.root = vitest.config.root
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const file = process.env.VITEST_COUNTS_FILE ?? path.join(process.cwd(), 'test-results', 'vitest-counts.json')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(countModules(modules, unhandledErrors, this.root), null, 2))
  }
}
