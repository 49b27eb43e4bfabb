/**
 * npm run restore <backup folder> — replaces the database's content and DATA_DIR's media, private files
 * and secret with the backup's. Stop every instance of the site first. See src/server/backup.ts.
 */
import { restoreBackup } from '../src/server/backup'
import { dataDir, EnvError, getEnv } from '../src/server/env'
import { s3Settings } from '../src/server/s3'

const from = process.argv[2]
if (!from) {
  console.error('Usage: npm run restore <backup folder>   (a folder written by npm run backup)')
  process.exit(1)
}
try {
  const env = getEnv()
  const manifest = await restoreBackup({ databaseUrl: env.DATABASE_URL, dataDir, bucket: s3Settings(env) }, from)
  console.log(`Restored the ${manifest.database} database and ${[...manifest.files, ...(manifest.bucket ? [`${manifest.bucket.objects} bucket objects`] : [])].join(', ') || 'no files'} from the backup of ${manifest.createdAt}.`)
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `Restore failed: ${(error as Error).message}`)
  process.exit(1)
}
