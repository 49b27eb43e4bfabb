import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { dataDir, getEnv } from './env'

/** Where a demo's generated administrator password is written (mode 0600), next to the database. */
export const demoAdminFile = path.join(dataDir, 'demo-admin.txt')
export const DEMO_ADMIN_EMAIL = 'admin@demo.zeedijk.be'

export type StaffState = 'present' | 'created' | 'missing' | 'unknown'

/**
 * First registration is closed in every mode (the Users collection refuses /api/users/first-register), so
 * the first staff user comes from here:
 * - ADMIN_EMAIL and ADMIN_PASSWORD set and no staff user yet: that user, as administrator.
 * - none of them, a demo (APP_ENV=demo) and `demoFallback`: an administrator with a random password,
 *   printed once and written to data/demo-admin.txt, readable by the owner only.
 * - none of them in production: 'missing'; scripts/start.ts then refuses to serve.
 */
export async function ensureAdminUser(payload: Payload, options: { demoFallback?: boolean } = {}): Promise<StaffState> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, isProduction } = getEnv()
  try {
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    if (totalDocs > 0) return 'present'
    if (ADMIN_EMAIL && ADMIN_PASSWORD) {
      await payload.create({ collection: 'users', overrideAccess: true, data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Admin', roles: ['administrator'] } })
      payload.logger.info(`Created staff user ${ADMIN_EMAIL} (administrator)`)
      return 'created'
    }
    if (isProduction || !options.demoFallback) return 'missing'
    const password = randomBytes(18).toString('base64url')
    await payload.create({ collection: 'users', overrideAccess: true, data: { email: DEMO_ADMIN_EMAIL, password, name: 'Demo admin', roles: ['administrator'] } })
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(demoAdminFile, `Demo administrator for /admin\nE-mail: ${DEMO_ADMIN_EMAIL}\nPassword: ${password}\n`, { mode: 0o600 })
    console.log(
      `\nDemo administrator created (shown once; also in ${path.relative(process.cwd(), demoAdminFile)}, readable by you only):\n` +
        `  e-mail:   ${DEMO_ADMIN_EMAIL}\n  password: ${password}\n`,
    )
    return 'created'
  } catch (error) {
    // Tables may not exist yet (before the first migration): the start script creates the user after migrating.
    payload.logger.warn(`Could not check for a staff user yet: ${(error as Error).message}`)
    return 'unknown'
  }
}
