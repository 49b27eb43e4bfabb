import 'server-only'

import { getEnv } from '@/server/env'

/** The path segment that makes a page fail, for the error page's browser journey (tests/e2e/errors.test.ts). */
export const RENDER_ERROR_SEGMENT = '__render-error-test'

/**
 * Throws a render error with a recognisable message, but only when ZEEDIJK_RENDER_ERROR_TEST=1 and never
 * with APP_ENV=production: a public site has no way to make a page fail on purpose.
 */
export function renderErrorForTests(segments: string[]): void {
  if (segments[0] !== RENDER_ERROR_SEGMENT) return
  if (process.env.ZEEDIJK_RENDER_ERROR_TEST !== '1' || getEnv().isProduction) return
  throw new Error('Deliberate render error for tests: SECRET-DETAIL-7f3a')
}
