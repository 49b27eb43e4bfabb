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
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import { countPlaywright, countSkips, countStep, countVitest, fuzzTotal, summarize } from './test-summary.mjs'
import { ensureSystemPrograms, startTestServices } from './test-services.mjs'

const root = process.cwd()
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
// Each fuzz suite leaves its figures here (tests/fuzz/figures.ts); totalled at the end.
const fuzzDir = path.join(results, 'fuzz')
rmSync(fuzzDir, { recursive: true, force: true })
const timings = []
const children = new Set()
// PostgreSQL and Redis of this run (TEST_DATABASE_URL, TEST_REDIS_URL), never the machine's own services.
let services = null
let servicesEnv = {}
let stopping = false

function run(label, command, args, env = {}) {
  // Once interrupted, no further step starts (the signal handler is stopping everything).
  if (stopping) return new Promise(() => {})
  const started = Date.now()
  console.log(`=== ${label}: started ===`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...servicesEnv, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    children.add(child)
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
      children.delete(child)
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

// Ctrl-C or a kill: stop the steps, then this run's PostgreSQL and Redis, before leaving.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, async () => {
    stopping = true
    console.error(`\n${signal}: stopping the steps and this run's PostgreSQL and Redis…`)
    for (const child of children) child.kill('SIGTERM')
    await Promise.all([...children].map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', resolve)))))
    await services?.stop()
    process.exit(130)
  })
}

// Step 0: what the machine lacks (apt-get when allowed), then PostgreSQL and Redis in a temporary folder.
{
  const setupStarted = Date.now()
  console.log('=== services: started ===')
  try {
    ensureSystemPrograms((line) => console.log(`[services] ${line}`))
    services = await startTestServices({ log: (line) => console.log(`[services] ${line}`) })
    servicesEnv = services.env
  } catch (error) {
    console.error(`[services] ${error.message}`)
    console.log('0 passed, 1 failed, 0 skipped')
    process.exit(1)
  }
  const seconds = Math.round((Date.now() - setupStarted) / 1000)
  timings.push(`services: ${seconds} s`)
  console.log(`=== services: ok after ${seconds} s ===`)
}

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
    // The types step of lane 1 (tsc --noEmit) checks them once; next build does not check them again.
    ZEEDIJK_SKIP_BUILD_TYPECHECK: '1',
  })
  const build = countStep('Production build (next build)', buildOk && existsSync(path.join(root, '.next', 'BUILD_ID')))
  // The journeys' demo database, loaded once in its own step (the journeys' server then finds it filled).
  const demo = countStep('Demo data for the journeys (npm run db:seed)', await seedJourneyDemo())
  await lane1
  if (build.failed) return [build, demo, { passed: 0, failed: 0, skipped: 0, notes: ['The production build failed: browser journeys not run.'] }]
  const e2eFile = path.join(results, 'e2e.json')
  rmSync(e2eFile, { force: true })
  const e2eOk = await run('journeys', bin('playwright'), ['test'], { CI: process.env.CI ?? '1', E2E_DATA_DIR: journeyData })
  const journeys = countPlaywright(readJson(e2eFile), e2eOk)
  return [build, demo, journeys, countSkips(readJson(e2eFile), readJson(path.join(root, 'tests', 'allowed-skips.json')))]
}

// The journeys' data folder (playwright.config.ts E2E_DATA_DIR), made fresh on every run.
const journeyData = process.env.E2E_DATA_DIR ?? path.join('test-results', 'e2e-data')

/**
 * The demo pictures are drawn from code (scripts/demo/generate-images.ts), the same on every run: they are
 * kept between runs in node_modules/.cache, under the hash of the code that draws them, and copied in.
 */
async function seedJourneyDemo() {
  rmSync(path.join(root, journeyData), { recursive: true, force: true })
  const drawing = readFileSync(path.join(root, 'scripts', 'demo', 'generate-images.ts'))
  const cache = path.join(root, 'node_modules', '.cache', 'zeedijk-demo-images', createHash('sha256').update(drawing).digest('hex').slice(0, 16))
  const images = path.join(root, journeyData, 'demo', 'images')
  if (existsSync(cache)) cpSync(cache, images, { recursive: true })
  const { journeyServerEnv } = await import('../tests/e2e/server-env.ts').catch(() => ({ journeyServerEnv: null }))
  const port = Number(process.env.E2E_PORT ?? 3100)
  const env = journeyServerEnv ? journeyServerEnv(port, journeyData, `http://127.0.0.1:${port}`) : { DATA_DIR: journeyData, DATABASE_URL: `file:${journeyData}/zeedijk.db` }
  const ok = await run('demo', bin('tsx'), ['scripts/seed.ts'], env)
  if (ok && !existsSync(cache) && existsSync(images)) {
    rmSync(path.dirname(cache), { recursive: true, force: true })
    cpSync(images, cache, { recursive: true })
  }
  return ok
}

const lane1 = checksAndVitest()
const parts = (await Promise.all([lane1, buildAndJourneys(lane1)])).flat()
const summary = summarize(parts)
await services.stop()

console.log('')
console.log(`Timings (wall clock ${Math.round((Date.now() - started) / 1000)} s): ${timings.join(', ')}`)
const fuzzFiles = existsSync(fuzzDir) ? readdirSync(fuzzDir).filter((name) => name.endsWith('.json')) : []
console.log(fuzzTotal(fuzzFiles.map((name) => readJson(path.join(fuzzDir, name)))).line)
for (const note of summary.notes) console.log(note)
console.log(summary.line)
process.exit(summary.failed > 0 ? 1 : 0)
