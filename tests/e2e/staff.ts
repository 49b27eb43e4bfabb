import type { APIRequestContext } from '@playwright/test'

import { expect } from './fixtures'

/** The staff account the journeys' server is started with (playwright.config.ts: ADMIN_EMAIL/ADMIN_PASSWORD). */
export const STAFF = { email: 'e2e-admin@zeedijk.test', password: 'e2e-admin-password-long' }

/** A fresh staff JWT from the back office's login API (a slash-ended address: a POST to the redirect can lose its connection). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login/', { data: STAFF, headers: { Connection: 'close' } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}
