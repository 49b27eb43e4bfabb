/**
 * npm test — every check, each counted: message catalogues, lint, types, unit and integration tests
 * (Vitest: SQLite, and PostgreSQL, which must answer), a production build, then the Playwright journeys
 * against the real start command on a fresh database in a temporary folder. Ends with one line:
 * "N passed, N failed, N skipped". Anything that goes wrong is a counted failure (scripts/test-summary.mjs).
 *
 * Two lanes run side by side on the machine's two cores: the static checks and Vitest in one, the build
 * in the other; the journeys start when both are done, so their timeouts never compete with Vitest for CPU. Each step's output is streamed with its name in front of each line.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { countPlaywright, countStep, countVitest, fuzzTotal, summarize } from './test-summary.mjs'

const root = process.cwd()
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
// Each fuzz suite leaves its figures here (tests/fuzz/figures.ts); totalled at the end.
const fuzzDir = path.join(results, 'fuzz')
rmSync(fuzzDir, { recursive: true, force: true })
const timings = []

function run(label, command, args, env = {}) {
  const started = Date.now()
  console.log(`=== ${label}: started ===`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    const prefix = (stream, out) => {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop()
        for (const line of lines) out.write(`[${label}] ${line}\n`)
      })
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`))
    }
    prefix(child.stdout, process.stdout)
    prefix(child.stderr, process.stderr)
    child.on('error', (error) => console.error(`[${label}] ${error.message}`))
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      timings.push(`${label}: ${seconds} s`)
      console.log(`=== ${label}: ${code === 0 ? 'ok' : `exit ${code}`} after ${seconds} s ===`)
      resolve(code === 0)
    })
  })
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const started = Date.now()

// Lane 1: cheap static checks, then every Vitest file (unit, integration on both databases, fuzz, runner).
async function checksAndVitest() {
  const parts = []
  parts.push(countStep('Message catalogues (npm run check:i18n)', await run('i18n', bin('tsx'), ['scripts/check-i18n.ts'])))
  parts.push(countStep('Lint (npm run lint)', await run('lint', bin('eslint'), ['.'])))
  parts.push(countStep('Types (npm run typecheck)', await run('types', bin('tsc'), ['--noEmit'])))
  const countsFile = path.join(results, 'vitest-counts.json')
  rmSync(countsFile, { force: true })
  const vitestOk = await run('vitest', bin('vitest'), ['run', '--reporter=default', '--reporter=./scripts/vitest-counts-reporter.ts'], { VITEST_COUNTS_FILE: countsFile })
  parts.push(countVitest(readJson(countsFile), vitestOk))
  return parts
}

// Lane 2: the production build; then, once lane 1 is done too, the browser journeys on it.
async function buildAndJourneys(lane1) {
  let buildOk = true
  if (!process.env.SKIP_BUILD) buildOk = await run('build', process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    // Loading the Payload config writes a generated secret: keep it out of data/ as well.
    DATA_DIR: path.join(results, 'build-data'),
  })
  const build = countStep('Production build (next build)', buildOk && existsSync(path.join(root, '.next', 'BUILD_ID')))
  await lane1
  if (build.failed) return [build, { passed: 0, failed: 0, skipped: 0, notes: ['The production build failed: browser journeys not run.'] }]
  // A fresh demo database and files for the journeys (playwright.config.ts E2E_DATA_DIR).
  rmSync(path.join(results, 'e2e-data'), { recursive: true, force: true })
  const e2eFile = path.join(results, 'e2e.json')
  rmSync(e2eFile, { force: true })
  const e2eOk = await run('journeys', bin('playwright'), ['test'], { CI: process.env.CI ?? '1' })
  return [build, countPlaywright(readJson(e2eFile), e2eOk)]
}

const lane1 = checksAndVitest()
const parts = (await Promise.all([lane1, buildAndJourneys(lane1)])).flat()
const summary = summarize(parts)

console.log('')
console.log(`Timings (wall clock ${Math.round((Date.now() - started) / 1000)} s): ${timings.join(', ')}`)
const fuzzFiles = existsSync(fuzzDir) ? readdirSync(fuzzDir).filter((name) => name.endsWith('.json')) : []
console.log(fuzzTotal(fuzzFiles.map((name) => readJson(path.join(fuzzDir, name)))).line)
for (const note of summary.notes) console.log(note)
console.log(summary.line)
process.exit(summary.failed > 0 ? 1 : 0)
