/**
 * npm run backup [folder] — the database and DATA_DIR's files into one dated folder under `folder`
 * (default: backups/). Runs while the site serves. See src/server/backup.ts.
 *
 * Each backup written is then recorded in the database's operations log (ADR 0056), which the dashboard's
 * go-live checklist reads ("a backup in the last 24 hours"). The record comes after the copy, so it is not
 * in the backup it describes. Exit codes: 0 written and recorded; 1 the backup failed; 3 written but not
 * recorded (the folder is good; the checklist will not know of it).
 */
import path from 'node:path'

import { getPayload } from 'payload'

import { createBackup } from '../src/server/backup'
import { dataDir, EnvError, getEnv } from '../src/server/env'
import { s3Settings } from '../src/server/s3'

let folder: string
try {
  const env = getEnv()
  folder = await createBackup({ databaseUrl: env.DATABASE_URL, dataDir, bucket: s3Settings(env) }, process.argv[2] ?? 'backups')
  console.log(`Backup written: ${folder}`)
} catch (error) {
  console.error(error instanceof EnvError ? error.message : `Backup failed: ${(error as Error).message}`)
  process.exit(1)
}

try {
  // Loaded only now: a config that cannot load (a bad environment) must not stop the backup itself.
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  // The folder's name (its date), never the path that says where the operator keeps backups.
  await payload.create({ collection: 'operations-log', data: { kind: 'backup', detail: path.basename(folder) }, overrideAccess: true })
  process.exit(0)
} catch (error) {
  console.error(`Backup written but not recorded in the operations log: ${(error as Error).message}`)
  process.exit(3)
}
