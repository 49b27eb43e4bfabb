import { type BrowserContext, request as requests, test } from '@playwright/test'

import { expect } from './fixtures'

/**
 * The administrator the journeys' server is started with (server-env.ts: ADMIN_EMAIL/ADMIN_PASSWORD). Only the
 * setup project (staff.setup.ts) and the journeys about staff logins themselves use it.
 */
export const STAFF = { email: 'e2e-admin@zeedijk.test', password: 'e2e-admin-password-long' }

/**
 * Each parallel worker has its own staff user (e2e-staff-{parallel index}). Payload keeps a user's sessions in
 * the user document: two logins of one user at once can each write their own list, so one session is lost
 * and its token answers 403; a journey that ends a user's sessions would end the other worker's too.
 * staff.setup.ts creates them (as many as the run has workers), before any journey.
 */
export const workerStaff = (index: number) => ({ email: `e2e-staff-${index}@zeedijk.test`, password: `e2e-staff-${index}-password-long` })

/** Logs a user in through the back office's login API and gives its JWT. */
export async function logIn(baseURL: string, user: { email: string; password: string }): Promise<string> {
  const api = await requests.newContext({ baseURL })
  try {
    const response = await api.post('/api/users/login/', { data: user })
    expect(response.ok(), `staff login ${user.email}: ${response.status()}`).toBe(true)
    return ((await response.json()) as { token: string }).token
  } finally {
    await api.dispose()
  }
}

const baseURLOfRun = () => {
  const baseURL = test.info().project.use.baseURL
  if (!baseURL) throw new Error('The journeys need a baseURL (playwright.config.ts)')
  return baseURL
}

// One login per worker process, kept for its journeys (a parallel index has one worker at a time).
let token: Promise<string> | undefined
let tokenOf: number | undefined

/** The JWT of this worker's staff user (logged in once per worker). */
export function staffToken(): Promise<string> {
  const index = test.info().parallelIndex
  if (!token || tokenOf !== index) {
    tokenOf = index
    token = logIn(baseURLOfRun(), workerStaff(index))
    token.catch(() => (token = undefined))
  }
  return token
}

/** Signs a browser context in to the back office as this worker's staff user, as Payload's login would (its cookie). */
export async function signInStaff(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'payload-token', value: await staffToken(), url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}
