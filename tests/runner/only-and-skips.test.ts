import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'

import playwrightConfig from '../../playwright.config'
import { countSkips } from '../../scripts/test-summary.mjs'
import vitestConfig from '../../vitest.config'

/**
 * A focused test (`.only`) or a journey that skips itself hides failures while the run still says "passed".
 * Each guard is run for real: the project's Vitest and Playwright settings on fixture files with `.only`
 * (with CI unset, as on a developer's machine), its lint rule on source text, and the skip count on a report.
 */
const root = path.resolve(import.meta.dirname, '../..')
const fixtures = path.join(import.meta.dirname, 'fixtures')
const out = mkdtempSync(path.join(os.tmpdir(), 'zeedijk-only-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))
const env = { ...process.env, CI: '' }

describe('a .only fails the run', () => {
  it('Vitest refuses a focused test (allowOnly: false, also without CI)', () => {
    // Set, not left to Vitest's default (which allows .only wherever it does not detect a CI).
    expect(vitestConfig.test?.allowOnly).toBe(false)
    const child = spawnSync(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', path.join(fixtures, 'only/vitest.config.ts')], { cwd: root, env, encoding: 'utf8' })
    expect(child.status).not.toBe(0)
    expect(child.stdout + child.stderr).toMatch(/\.only|allowOnly/)
  })

  it('Playwright refuses a focused journey (forbidOnly: true, also without CI)', () => {
    expect(playwrightConfig.forbidOnly).toBe(true)
    const reportFile = path.join(out, 'only.json')
    const child = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', path.join(fixtures, 'playwright-only/playwright.config.ts')], {
      cwd: root,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile, PLAYWRIGHT_OUTPUT_DIR: path.join(out, 'pw') },
      encoding: 'utf8',
    })
    expect(child.status).not.toBe(0)
    const report = JSON.parse(readFileSync(reportFile, 'utf8'))
    expect(JSON.stringify(report.errors)).toMatch(/forbid-only|\.only/)
    expect(report.stats.expected).toBe(0)
  })

  it.each([
    "test.only('x', () => {})",
    "it.only('x', () => {})",
    "describe.only('x', () => {})",
    "test.describe.only('x', () => {})",
    "test.describe.serial.only('x', () => {})",
    "it.only.each([1])('x', () => {})",
    "describe.skipIf(false).only('x', () => {})",
  ])('lint refuses %s in a test file', async (code) => {
    const [result] = await new ESLint({ cwd: root }).lintText(`${code}\n`, { filePath: path.join(root, 'tests/e2e/focused.test.ts') })
    expect(result!.messages.map((message) => message.ruleId)).toContain('no-restricted-syntax')
  })

  it('lint lets test.skip and a property named only elsewhere pass', async () => {
    const [result] = await new ESLint({ cwd: root }).lintText("const options = { only: 1 }\nexport const value = options.only\n", { filePath: path.join(root, 'tests/e2e/plain.test.ts') })
    expect(result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax')).toEqual([])
  })
})

describe('a journey that skips itself fails the run unless listed with its reason', () => {
  const reportFile = path.join(out, 'skips.json')
  const run = () => {
    spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', path.join(fixtures, 'playwright/playwright.config.ts'), 'skips.journey.ts'], {
      cwd: root,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile, PLAYWRIGHT_OUTPUT_DIR: path.join(out, 'pw-skips') },
      encoding: 'utf8',
    })
    return JSON.parse(readFileSync(reportFile, 'utf8'))
  }

  it('counts each unlisted skip as a failure, naming it and its reason', () => {
    const report = run()
    expect(report.stats.skipped).toBe(2)
    const allowed = { journeys: [{ test: 'skips.journey.ts > skips for a listed reason', reason: 'a fixture' }] }
    const result = countSkips(report, allowed)
    expect(result.failed).toBe(1)
    expect(result.notes).toContain('FAILED: journey skipped without being listed in tests/allowed-skips.json: skips.journey.ts > skips when a page is missing (the page is not there)')
    expect(result.notes).toContain('Skipped as allowed (a fixture): skips.journey.ts > skips for a listed reason')
    // No list, or an entry without a reason, allows nothing.
    expect(countSkips(report, null).failed).toBe(2)
    expect(countSkips(report, { journeys: [{ test: 'skips.journey.ts > skips for a listed reason', reason: ' ' }] }).failed).toBe(2)
  })

  it("the project's list gives a reason for every entry, and the accounts journey no longer skips itself", () => {
    const list = JSON.parse(readFileSync(path.join(root, 'tests/allowed-skips.json'), 'utf8'))
    expect(Array.isArray(list.journeys)).toBe(true)
    for (const entry of list.journeys) expect(entry).toMatchObject({ test: expect.stringMatching(/\.test\.ts > /), reason: expect.stringMatching(/\S/) })
    expect(readFileSync(path.join(root, 'tests/e2e/accounts.test.ts'), 'utf8')).not.toMatch(/test\.skip\(/)
  })
})
