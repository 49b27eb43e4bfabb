import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
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
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /\.after\.test\.ts$/ },
    // Journeys that change the catalogue run last, alone, so no other journey sees their change.
    { name: 'after-journeys', use: { ...devices['Desktop Chrome'], channel: undefined }, testMatch: /\.after\.test\.ts$/, dependencies: ['chromium'], fullyParallel: false },
  ],
  webServer: {
    // The real start command on its own database: migrates, loads the demo, serves the production build.
    command: 'node_modules/.bin/tsx scripts/start.ts',
    url: `${baseURL}/api/health/`,
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATABASE_URL: 'file:data/e2e/zeedijk.db',
      SITE_URL: baseURL,
      ADMIN_EMAIL: 'e2e-admin@zeedijk.test',
      ADMIN_PASSWORD: 'e2e-admin-password-long',
      // Every journey posts from the same address; the rate limit itself is tested in tests/integration/leads.
      FORM_RATE_LIMIT: '200',
    },
  },
})
