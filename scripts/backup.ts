/**
 * npm run backup [folder] — the database and DATA_DIR's files into one dated folder under `folder`
 * (default: backups/). Runs while the site serves. See src/server/backup.ts.
 */
import { createBackup } from '../src/server/backup'
import { dataDir, EnvError, getEnv } from '../src/server/env'
import { s3Settings } from '../src/server/s3'

try {
  const env = getEnv()
  const folder = await createBackup({ databaseUrl: env.DATABASE_URL, dataDir, bucket: s3Settings(env) }, process.argv[2] ?? 'backups')
  console.log(`Backup written: ${folder}`)
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `Backup failed: ${(error as Error).message}`)
  process.exit(1)
}
