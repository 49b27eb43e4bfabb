import { register } from 'node:module'

import { defineConfig, devices } from '@playwright/test'

import { journeyServerEnv } from './tests/e2e/server-env'

// Lets the journeys import src/i18n/paths.ts, whose next-intl navigation imports 'next/navigation' (see the file).
register('./tests/e2e/resolve-next-subpaths.mjs', import.meta.url)

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
// The journeys' server keeps its database and files here (E2E_DATA_DIR; delete it for a fresh demo database).
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data'
// The journeys themselves (this config is loaded in every worker) read the same folder as the server, so
// a link they sign with src/server/signed-links uses the server's generated secret.
process.env.DATA_DIR = dataDir
// The server's output, also written here: each journey fails on an error line printed while it ran
// (tests/e2e/fixtures.ts reads it; tests/e2e/error-lines.ts says what counts).
const serverLog = process.env.E2E_SERVER_LOG ?? 'test-results/e2e-server.log'
process.env.E2E_SERVER_LOG = serverLog

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A `.only` left in a journey fails the run everywhere, not only on CI (tests/runner/only-and-skips.test.ts).
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // The system Chromium, never a downloaded browser; flags keep it off the closed network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    // One staff user per parallel worker, made before any journey (tests/e2e/staff.ts says why).
    { name: 'staff-login', testMatch: /staff\.setup\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /\.after\.test\.ts$/, dependencies: ['staff-login'] },
    // Journeys that change shared state (the catalogue, Settings, the staff users' sessions) run last, one at a
    // time (one worker), so no journey that reads that state runs beside them.
    { name: 'after-journeys', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /\.after\.test\.ts$/, dependencies: ['chromium'], fullyParallel: false, workers: 1 },
  ],
  webServer: {
    // The real start command on its own database: migrates, loads the demo, serves the production build.
    command: `node tests/e2e/serve-logged.mjs ${serverLog} node_modules/.bin/tsx scripts/start.ts`,
    url: `${baseURL}/api/health/`,
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: journeyServerEnv(port, dataDir, baseURL),
  },
})
