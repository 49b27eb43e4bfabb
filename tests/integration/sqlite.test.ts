import { describeDatabase } from './database-contract'
import { temporarySqliteUrl } from './setup-db'

describeDatabase('SQLite', async () => temporarySqliteUrl())
