import { describeDatabase } from './database-contract'
import { requirePostgres, temporaryPostgresUrl } from './setup-db'

// No server is a failure of this file, never a skip.
await requirePostgres()

describeDatabase('PostgreSQL', temporaryPostgresUrl)
