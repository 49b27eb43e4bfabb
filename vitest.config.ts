import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    environment: 'node',
    // next-intl's navigation (src/i18n/paths.ts builds every path with its getPathname) imports 'next/navigation',
    // which Node's own ESM resolver cannot find (Next has no "exports" map); Vite resolves it when inlined.
    server: { deps: { inline: ['next-intl'] } },
    // Files the code writes go to a temporary folder per test file, never into data/.
    setupFiles: ['tests/setup/temporary-data-dir.ts'],
    // PostgreSQL and Redis of this run: npm test's (TEST_DATABASE_URL, TEST_REDIS_URL), else started here.
    globalSetup: ['tests/setup/services.ts'],
    // A test that asserts nothing cannot fail: it fails instead.
    expect: { requireAssertions: true },
    // A `.only` left in a file fails the run everywhere, not only on CI (tests/runner/only-and-skips.test.ts).
    allowOnly: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Two files at a time on the two cores: every integration file has its own SQLite file, PostgreSQL
    // database (dropped only once the process that made it is gone) and data folder.
    fileParallelism: true,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'default', include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts', 'tests/runner/*.test.ts', 'tests/fuzz/*.test.ts', 'tests/lint/*.test.ts', 'tests/docs/*.test.ts'] } },
      // The suites that must behave the same on both databases run a second time on PostgreSQL
      // (tests/integration/setup-db.ts temporaryDatabase); appointments are booked in the leads suite.
      {
        extends: true,
        test: {
          name: 'postgres',
          // One suite per line, so branches that add one merge cleanly.
          include: [
            'tests/integration/importer.test.ts',
            'tests/integration/listing.test.ts',
            'tests/integration/listing-map.test.ts',
            'tests/integration/property-cards.test.ts',
            'tests/integration/leads.test.ts',
            'tests/integration/bookings.test.ts',
            'tests/integration/backup-restore.test.ts',
            'tests/integration/visits.test.ts',
            'tests/integration/accounts.test.ts',
            'tests/integration/weekly-report.test.ts',
            'tests/integration/account-actions.test.ts',
            'tests/integration/search-profile-account.test.ts',
            'tests/integration/portal.test.ts',
            'tests/integration/brochure.test.ts',
            'tests/integration/admin-dashboard.test.ts',
            'tests/integration/findable.test.ts',
            'tests/integration/similar.test.ts',
            'tests/integration/crm-sync.test.ts',
            'tests/integration/go-live.test.ts',
            'tests/integration/privacy-erase.test.ts',
          ],
          env: { TEST_DATABASE: 'postgres' },
        },
      },
    ],
  },
})
