import type { Payload } from 'payload'

import { getEnv } from './env'

/** When ADMIN_EMAIL and ADMIN_PASSWORD are set and no staff user exists yet, create that user. */
export async function ensureAdminUser(payload: Payload): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = getEnv()
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return
  try {
    const { totalDocs } = await payload.count({ collection: 'users' })
    if (totalDocs > 0) return
    await payload.create({ collection: 'users', data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Admin' } })
    payload.logger.info(`Created staff user ${ADMIN_EMAIL}`)
  } catch (error) {
    // Tables may not exist yet (before the first migration): the start script creates the user after migrating.
    payload.logger.warn(`Could not check for a staff user yet: ${(error as Error).message}`)
  }
}
