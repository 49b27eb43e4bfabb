import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { countPlaywright, countStep, countVitest, fuzzTotal, summarize } from '../../scripts/test-summary.mjs'

/**
 * npm test itself: the runners are run for real on fixture files that go wrong in every way that used to
 * count nothing, and the summary must count each as a failure.
 */
const root = path.resolve(import.meta.dirname, '../..')
const fixtures = path.join(import.meta.dirname, 'fixtures')
const out = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-runner-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

function runVitestFixtures() {
  const countsFile = path.join(out, 'counts.json')
  const child = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', path.join(fixtures, 'vitest.config.ts'), `--reporter=${path.join(root, 'scripts/vitest-counts-reporter.ts')}`], {
    cwd: root,
    env: { ...process.env, VITEST_COUNTS_FILE: countsFile },
    encoding: 'utf8',
  })
  return { status: child.status, counts: JSON.parse(readFileSync(countsFile, 'utf8')) }
}

function runPlaywrightFixture(file: string) {
  const reportFile = path.join(out, `${file}.json`)
  const child = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', path.join(fixtures, 'playwright/playwright.config.ts'), file], {
    cwd: root,
    env: { ...process.env, CI: '', PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile, PLAYWRIGHT_OUTPUT_DIR: path.join(out, 'pw') },
    encoding: 'utf8',
  })
  return { status: child.status, report: JSON.parse(readFileSync(reportFile, 'utf8')) }
}

describe('npm test counts Vitest failures that are not failed tests', () => {
  it('counts a file that does not load, a suite and a file whose beforeAll throws, and an unhandled rejection', () => {
    const { status, counts } = runVitestFixtures()
    const result = countVitest(counts, status === 0)
    expect(status).not.toBe(0)
    expect(counts.brokenSuites).toHaveLength(3)
    expect(counts.brokenSuites.join('\n')).toMatch(/import-fails\.fixture\.ts: .*no-such-module/)
    expect(counts.brokenSuites.join('\n')).toMatch(/setup-throws\.fixture\.ts > a suite whose setup throws: Error: the database did not start/)
    expect(counts.brokenSuites.join('\n')).toMatch(/file-setup-throws\.fixture\.ts: Error: the server did not answer/)
    expect(counts.unhandledErrors).toEqual(['Error: rejected after the test'])
    // The one real passing test, the one that only passed while its promise leaked, and nothing hidden.
    expect(result).toMatchObject({ passed: 2, failed: 4 })
    expect(result.notes.filter((note: string) => note.startsWith('FAILED'))).toHaveLength(4)
  })

  it('fails when Vitest exits with an error and counts nothing, or writes no counts', () => {
    expect(countVitest({ passed: 3, failed: 0, skipped: 0 }, false)).toMatchObject({ passed: 3, failed: 1 })
    expect(countVitest(null, false)).toMatchObject({ failed: 1 })
    expect(countVitest(null, true)).toMatchObject({ failed: 1 })
    expect(countVitest({ passed: 3, failed: 0, skipped: 1 }, true)).toMatchObject({ passed: 3, failed: 0, skipped: 1, notes: [] })
  })
})

describe('npm test counts Playwright failures outside journeys, and names flaky journeys', () => {
  it('counts a journey file that does not load as a failure', () => {
    const { status, report } = runPlaywrightFixture('broken.journey.ts')
    expect(report.stats.unexpected).toBe(0)
    const result = countPlaywright(report, status === 0)
    // Its load error, and the "no tests found" that follows from it.
    expect(result.failed).toBeGreaterThanOrEqual(1)
    expect(result.notes.join('\n')).toMatch(/FAILED outside any journey: .*no-such-module/)
  })

  it('lists a journey that passed only on its retry by name', () => {
    const { status, report } = runPlaywrightFixture('flaky.journey.ts')
    const result = countPlaywright(report, status === 0)
    expect(result).toMatchObject({ passed: 2, failed: 0, flaky: ['flaky.journey.ts > passes only on its retry'] })
    expect(result.notes).toContain('FLAKY (passed on retry): flaky.journey.ts > passes only on its retry')
  })

  it('fails when Playwright exits with an error and reports nothing', () => {
    expect(countPlaywright(null, false)).toMatchObject({ failed: 1 })
    expect(countPlaywright({ stats: { expected: 4, unexpected: 0, flaky: 0, skipped: 0 }, suites: [], errors: [] }, false)).toMatchObject({ passed: 4, failed: 1 })
  })
})

describe('the summary line', () => {
  it('adds every step and ends with N passed, N failed, N skipped', () => {
    const summary = summarize([countStep('Lint', true), countStep('Types', false), countVitest({ passed: 5, failed: 1, skipped: 2, failedTests: ['a.test.ts > b'] }, false)])
    expect(summary.line).toBe('6 passed, 2 failed, 2 skipped')
    expect(summary.notes).toEqual(['FAILED: Types', 'FAILED test: a.test.ts > b'])
  })
})

describe('the fuzz figures', () => {
  it('adds every suite\'s figures into one printed line', () => {
    const total = fuzzTotal([
      { inputs: 3500, serverErrors: 0, stackTraces: 0, storedFromInvalid: 0, thrown: 0 },
      { inputs: 2000, serverErrors: 1, stackTraces: 2, storedFromInvalid: 0, thrown: 0 },
    ])
    expect(total.line).toBe('Fuzz: 5500 bad inputs in 2 suites, 1 answers of 5xx, 2 stack traces, 0 records stored from invalid input, 0 thrown')
  })
})
