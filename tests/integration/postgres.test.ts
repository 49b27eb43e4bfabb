import { describe, it } from 'vitest'

import { describeDatabase } from './database-contract'
import { postgresReachable, postgresServerUrl, temporaryPostgresUrl } from './setup-db'

const reachable = await postgresReachable()

if (reachable) {
  describeDatabase('PostgreSQL', temporaryPostgresUrl)
} else {
  console.warn(`\n*** PostgreSQL suite SKIPPED: no server answered at ${postgresServerUrl} (set TEST_DATABASE_URL) ***\n`)
  describe('PostgreSQL: committed migrations', () => {
    it.skip(`skipped: no PostgreSQL server at ${postgresServerUrl}`, () => {})
  })
}
