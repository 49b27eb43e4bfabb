import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, BrowserContext } from '@playwright/test'

import { expect } from './fixtures'

/** The staff account the journeys' server is started with (playwright.config.ts: ADMIN_EMAIL/ADMIN_PASSWORD). */
export const STAFF = { email: 'e2e-admin@zeedijk.test', password: 'e2e-admin-password-long' }

/**
 * Where the one staff login of a journey run keeps its token (tests/e2e/staff.setup.ts). Journeys share it
 * instead of logging in themselves: Payload keeps a user's sessions in the user document, and two logins of
 * the same user at once can each write their own list, so one session is lost and its token answers 403.
 */
const TOKEN_FILE = path.join('test-results', 'e2e-staff-token.txt')

/** Logs in through the back office's login API. */
export async function logInStaff(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login/', { data: STAFF })
  expect(response.ok()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  mkdirSync(path.dirname(TOKEN_FILE), { recursive: true })
  writeFileSync(TOKEN_FILE, token)
  return token
}

/** The run's staff JWT; logs in only when the setup project did not (a single journey run with --no-deps). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  return existsSync(TOKEN_FILE) ? readFileSync(TOKEN_FILE, 'utf8') : logInStaff(request)
}

/** Signs a browser context in to the back office with the run's token, as Payload's login would (its cookie). */
export async function signInStaff(context: BrowserContext, request: APIRequestContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'payload-token', value: await staffToken(request), url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}
