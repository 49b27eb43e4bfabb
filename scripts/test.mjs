/**
 * npm test — every test, in order: message catalogues, unit and integration tests (Vitest, SQLite always,
 * PostgreSQL when a server answers), a production build, then the Playwright journeys against the real
 * start command on a fresh database. Ends with one line: "N passed, N failed, N skipped".
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = process.cwd()
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const results = { passed: 0, failed: 0, skipped: 0 }
const notes = []
mkdirSync(path.join(root, 'test-results'), { recursive: true })

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
  return result.status === 0
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

// 1. Every message in nl, fr, en and de.
if (run('Message catalogues', bin('tsx'), ['scripts/check-i18n.ts'])) results.passed++
else results.failed++

// 2. Unit and integration tests.
const vitestFile = path.join(root, 'test-results', 'vitest.json')
rmSync(vitestFile, { force: true })
const vitestOk = run('Unit and integration tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestFile}`])
const vitest = readJson(vitestFile)
if (vitest) {
  results.passed += vitest.numPassedTests
  results.failed += vitest.numFailedTests
  results.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0)
  const skippedPg = vitest.testResults?.some((file) => file.name.includes('postgres') && file.assertionResults.some((a) => a.status !== 'passed'))
  if (skippedPg) notes.push('The PostgreSQL suite was SKIPPED: no server answered (set TEST_DATABASE_URL).')
} else if (!vitestOk) results.failed++

// 3. Browser journeys on a production build and a fresh database.
let buildOk = true
if (!process.env.SKIP_BUILD) buildOk = run('Production build', process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'])
if (!buildOk || !existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  results.failed++
  notes.push('The production build failed: browser journeys not run.')
} else {
  rmSync(path.join(root, 'data', 'e2e'), { recursive: true, force: true })
  const e2eFile = path.join(root, 'test-results', 'e2e.json')
  rmSync(e2eFile, { force: true })
  const e2eOk = run('Browser journeys (Playwright, system Chromium)', bin('playwright'), ['test'])
  const e2e = readJson(e2eFile)
  if (e2e?.stats) {
    results.passed += e2e.stats.expected + e2e.stats.flaky
    results.failed += e2e.stats.unexpected
    results.skipped += e2e.stats.skipped
    if (e2e.errors?.length && e2e.stats.unexpected === 0 && !e2eOk) results.failed++
  } else if (!e2eOk) results.failed++
}

console.log('')
for (const note of notes) console.log(note)
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`)
process.exit(results.failed > 0 ? 1 : 0)
